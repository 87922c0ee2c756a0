import 'server-only';
import { cache } from 'react';
import { listPagePaths } from '@/routing/list-pages';
import { isLocale } from '@/i18n/routing';
import type { Locale } from '@paperwise/schemas/locales';
import { fetchContent } from './fetch';
import { packageInPath } from '@paperwise/schemas/documents/pricingPage.rules';
import { CONTENT_PATHS_QUERY, PAGE_QUERY, PRICING_PAGE_QUERY } from './queries';
import type { PRICING_PAGE_QUERY_RESULT } from './sanity.types';
import { unknownMiddlewareOf } from './unknown-middleware';

/** Documents whose change can alter a core or company page: the cache tags of its fetch. */
export const PAGE_CACHE_TAGS = ['page', 'siteSettings', 'defaultDocuments', 'plan', 'newsArticle', 'post'];

/** A page the content holds an address for: its kind, locale-neutral path and language. */
export interface ContentPath {
  /** listPage: a later page of a paged list (/blog/page/2/), kept out of the sitemap. */
  kind: 'landingPage' | 'page' | 'pricingPage' | 'newsArticle' | 'post' | 'listPage';
  path: string;
  locale: Locale;
  /** The page asks search engines to leave it out (noindex): it stays out of the sitemap too. */
  noindex?: boolean;
  /** The page also answers at its address followed by a package (/budgeto/buy/budgeto-monthly/). */
  packageFromPath?: boolean;
  /** What the page names that the code does not know (content/unknown-middleware.ts), or null. */
  unknownMiddleware?: string | null;
}

/**
 * The core or company page stored for a path in a language, or null (the site's 404). `path` is
 * locale-neutral with slashes at both ends.
 */
export const resolvePage = cache(async (path: string, locale: Locale) =>
  fetchContent(PAGE_QUERY, { path, locale }, PAGE_CACHE_TAGS),
);

/** A pricing page as its route renders it: one with blocks (a page without any is not shown). */
export type PricingPageDocument = NonNullable<PRICING_PAGE_QUERY_RESULT> & {
  sections: NonNullable<NonNullable<PRICING_PAGE_QUERY_RESULT>['sections']>;
};

/** Documents whose change can alter a pricing page: the cache tags of its fetch. */
export const PRICING_CACHE_TAGS = ['pricingPage', 'layoutPreset', 'tagline', 'plan', 'siteSettings'];

/**
 * The pricing page stored for a path in a language, with the package its address names when the
 * page lets its address name one (/budgeto/buy/budgeto-monthly/ is /budgeto/buy/ with that
 * package), or null. Whether the package exists is the package service's to say.
 */
export const resolvePricingPage = cache(async (path: string, locale: Locale) => {
  const own = await fetchContent(PRICING_PAGE_QUERY, { path, locale }, PRICING_CACHE_TAGS);
  if (own?.sections?.length) return { page: { ...own, sections: own.sections }, packageToken: null };
  const named = packageInPath(path);
  if (!named) return null;
  const base = await fetchContent(PRICING_PAGE_QUERY, { path: named.base, locale }, PRICING_CACHE_TAGS);
  return base?.packageFromPath && base.sections?.length
    ? { page: { ...base, sections: base.sections }, packageToken: named.token }
    : null;
});

/**
 * Every stored page with an address: landing pages, core or company pages, newsroom articles, blog
 * posts, and the later pages of the blog's list.
 */
export async function listContentPaths(): Promise<ContentPath[]> {
  // Published pages only, even in draft mode: the proxy keeps this list for every visitor.
  const rows = await fetchContent(
    CONTENT_PATHS_QUERY,
    {},
    ['landingPage', 'page', 'pricingPage', 'newsArticle', 'post'],
    {
      publishedOnly: true,
    },
  );
  return rows.flatMap((row): ContentPath[] => {
    if (!row.path || !isLocale(row.language)) return [];
    const own = {
      kind: row._type,
      path: row.path,
      locale: row.language,
      noindex: row.noindex,
      packageFromPath: row.packageFromPath,
      unknownMiddleware: unknownMiddlewareOf(row.middleware),
    };
    const later = listPagePaths(row.path, row.listedPosts ?? 0).map((path) => ({
      kind: 'listPage' as const,
      path,
      locale: own.locale,
    }));
    return [own, ...later];
  });
}
