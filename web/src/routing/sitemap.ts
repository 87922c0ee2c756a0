import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@paperwise/schemas/locales';
import { localizedPath } from '@/i18n/routing';

/**
 * The pages written in code that search engines should find, in every language: the home page and
 * the legal texts. The -frame pages (embedded by the web app), the search results, the 404 page
 * and the benchmark's blank page stay out; landing pages and their A/B variants are noindex.
 */
export const INDEXED_CODE_PATHS = [
  '/',
  '/company/eula/',
  '/company/terms-of-use/',
  '/company/privacy-policy/',
  '/company/cookie-policy/',
  '/company/refund-policy/',
  '/company/affiliate-agreement/',
] as const;

/** A page of the content as the sitemap sees it: its kind, address, language and robots choice. */
export interface StoredPage {
  kind: string;
  path: string;
  locale: Locale;
  noindex?: boolean;
}

/** The kinds of stored page that may be indexed (unless marked noindex). */
const INDEXED_KINDS: ReadonlySet<string> = new Set(['page', 'pricingPage', 'newsArticle', 'post']);

/**
 * The content's pages search engines should find: core and company pages, the main pricing page,
 * newsroom articles and blog posts, except those marked noindex (the ad and campaign pages of
 * languages without landing layouts, the pricing variants). Landing pages are noindex by nature; the later pages of the blog's list are only ways
 * to the posts.
 */
export function indexedContentPages(stored: readonly StoredPage[]): IndexedPage[] {
  return stored
    .filter((row) => INDEXED_KINDS.has(row.kind) && !row.noindex)
    .map(({ path, locale }) => ({ path, locale }));
}

/** An indexable page: its locale-neutral path and a language it exists in. */
export interface IndexedPage {
  path: string;
  locale: Locale;
}

/**
 * The sitemap's entries: one per page and language, each naming its versions in the other
 * languages (hreflang) and English as the default for other languages.
 */
export function sitemapEntries(pages: readonly IndexedPage[], origin: string): MetadataRoute.Sitemap {
  const languagesByPath = new Map<string, Set<Locale>>();
  for (const { path, locale } of pages) {
    const set = languagesByPath.get(path) ?? new Set<Locale>();
    set.add(locale);
    languagesByPath.set(path, set);
  }
  const url = (path: string, locale: Locale) => `${origin}${localizedPath(path, locale)}`;
  return [...languagesByPath].flatMap(([path, present]) => {
    const locales = LOCALES.filter((locale) => present.has(locale));
    const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, url(path, l)]));
    if (present.has(DEFAULT_LOCALE)) languages['x-default'] = url(path, DEFAULT_LOCALE);
    return locales.map((locale) => ({ url: url(path, locale), alternates: { languages } }));
  });
}
