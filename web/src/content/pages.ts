import 'server-only';
import { cache } from 'react';
import { listPagePaths } from '@/blocks/post-list/pagination';
import { isLocale } from '@/i18n/routing';
import type { Locale } from '@paperwise/schemas/locales';
import { fetchContent } from './fetch';
import { CONTENT_PATHS_QUERY, PAGE_QUERY } from './queries';

/** Documents whose change can alter a core or company page: the cache tags of its fetch. */
export const PAGE_CACHE_TAGS = ['page', 'siteSettings', 'defaultDocuments', 'plan', 'newsArticle', 'post'];

/** A page the content holds an address for: its kind, locale-neutral path and language. */
export interface ContentPath {
  /** listPage: a later page of a paged list (/blog/page/2/), kept out of the sitemap. */
  kind: 'landingPage' | 'page' | 'newsArticle' | 'post' | 'listPage';
  path: string;
  locale: Locale;
  /** The page asks search engines to leave it out (noindex): it stays out of the sitemap too. */
  noindex?: boolean;
}

/**
 * The core or company page stored for a path in a language, or null (the site's 404). `path` is
 * locale-neutral with slashes at both ends.
 */
export const resolvePage = cache(async (path: string, locale: Locale) =>
  fetchContent(PAGE_QUERY, { path, locale }, PAGE_CACHE_TAGS),
);

/**
 * Every stored page with an address: landing pages, core or company pages, newsroom articles, blog
 * posts, and the later pages of the blog's list.
 */
export async function listContentPaths(): Promise<ContentPath[]> {
  // Published pages only, even in draft mode: the proxy keeps this list for every visitor.
  const rows = await fetchContent(CONTENT_PATHS_QUERY, {}, ['landingPage', 'page', 'newsArticle', 'post'], {
    publishedOnly: true,
  });
  return rows.flatMap((row): ContentPath[] => {
    if (!row.path || !isLocale(row.language)) return [];
    const own = { kind: row._type, path: row.path, locale: row.language, noindex: row.noindex };
    const later = listPagePaths(row.path, row.listedPosts ?? 0).map((path) => ({
      kind: 'listPage' as const,
      path,
      locale: own.locale,
    }));
    return [own, ...later];
  });
}
