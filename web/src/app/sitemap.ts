import type { MetadataRoute } from 'next';
import { LOCALES } from '@paperwise/schemas/locales';
import { listContentPaths } from '@/content/pages';
import { siteUrl } from '@/env';
import { INDEXED_CODE_PATHS, indexedContentPages, sitemapEntries } from '@/routing/sitemap';

/** Rebuilt hourly, like the pages: a page published since appears within the hour. */
export const revalidate = 3600;

/** sitemap.xml: every indexable page in each of its languages, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const stored = await listContentPaths();
  const pages = [
    ...INDEXED_CODE_PATHS.flatMap((path) => LOCALES.map((locale) => ({ path, locale }))),
    // Core and company pages, the newsroom's articles and the blog's posts (English only) in their
    // own language, without the pages marked noindex.
    ...indexedContentPages(stored),
  ];
  return sitemapEntries(pages, siteUrl());
}
