import { DEFAULT_LOCALE, type Locale } from '@paperwise/schemas/locales';
import { isLocale } from '@/i18n/routing';
import { contentPathOf } from './content-path';
import { packageInPath } from '@paperwise/schemas/documents/pricingPage.rules';

/**
 * The locale-neutral paths of the pages written in code under app/[locale] (route groups left
 * out). Every other page path is a page of the content (landing or core page) or nothing. page-paths.test.ts
 * reads the app folder and fails when a page is added there without being listed here.
 */
export const CODE_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/search/',
  '/bench-empty/',
  '/company/eula/',
  '/company/eula/dark/',
  '/company/affiliate-agreement/',
  '/company/terms-of-use/',
  '/company/privacy-policy/',
  '/company/cookie-policy/',
  '/company/refund-policy/',
  '/company/terms-of-use-frame/',
  '/company/privacy-policy-frame/',
]);

/** Where unknown pages are rendered (app/[locale]/page-not-found): a static page, so its HTML is complete. */
export const NOT_FOUND_PAGE = '/page-not-found/';

/** The internal path of the not-found page of a language: '/fr/page-not-found/'. */
export function notFoundPageOf(locale: Locale): string {
  return `/${locale}${NOT_FOUND_PAGE}`;
}

/** Where pages naming an unknown layout or behaviour are rendered (app/[locale]/unknown-middleware). */
export const UNKNOWN_MIDDLEWARE_PAGE = '/unknown-middleware/';

/** The internal path of the "Unknown middleware" page of a language: '/fr/unknown-middleware/'. */
export function unknownMiddlewarePageOf(locale: Locale): string {
  return `/${locale}${UNKNOWN_MIDDLEWARE_PAGE}`;
}

/**
 * The "Unknown middleware" page to serve for a request path, or null: the path is a stored page
 * whose content names a layout, preset or behaviour the code does not know (`unknown`, keyed
 * '/<locale><path>'; a package named in the address counts as its page's).
 */
export function unknownMiddlewarePageFor(pathname: string, unknown: ReadonlyMap<string, string> | null): string | null {
  if (!unknown?.size) return null;
  const segments = pathname.split('/').filter(Boolean);
  const locale: Locale = isLocale(segments[0]) ? (segments.shift() as Locale) : DEFAULT_LOCALE;
  const path = contentPathOf(segments);
  if (path === null) return null;
  const named = packageInPath(path);
  const hit = unknown.has(contentKey(locale, path)) || (named !== null && unknown.has(contentKey(locale, named.base)));
  return hit ? unknownMiddlewarePageOf(locale) : null;
}

/**
 * How long a shared cache may keep a 404 page: as long as the proxy trusts its list of pages read
 * from a Sanity dataset (CONTENT_PATHS_TTL_MS, a minute), so a page published at that address
 * appears within the same time everywhere. Browsers ask again each time.
 */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** The benchmark's empty page (app/[locale]/bench-empty), served only when the server is told to. */
export const BENCH_EMPTY_PATH = '/bench-empty/';

/** A stored page's key in a set of known ones: '/fr/docs/' style. */
export function contentKey(locale: Locale, path: string): string {
  return `/${locale}${path}`;
}

/**
 * Marks, in the set of known pages, a page whose address may end with a package
 * (/budgeto/buy/ answers /budgeto/buy/budgeto-monthly/ too): '/en/budgeto/buy/*'.
 */
export const PACKAGE_SUFFIX_MARK = '*';

/**
 * The not-found page to serve for a request path (as sent, percent-encoded), or null when the
 * path is a page of the site: a page written in code, or a page of the content in `contentPaths`.
 * When the pages could not be listed (`null`), the path is let through and the page route
 * decides (it answers 404 too, but its HTML needs JavaScript: vercel/next.js#95613).
 */
export function notFoundPageFor(pathname: string, contentPaths: ReadonlySet<string> | null): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const locale: Locale = isLocale(segments[0]) ? (segments.shift() as Locale) : DEFAULT_LOCALE;
  const target = notFoundPageOf(locale);
  if (segments.length === 0) return null;
  const path = contentPathOf(segments);
  if (path === null) return target;
  if (CODE_PAGE_PATHS.has(path)) return null;
  if (contentPaths === null || contentPaths.has(contentKey(locale, path))) return null;
  const named = packageInPath(path);
  if (named && contentPaths.has(contentKey(locale, named.base) + PACKAGE_SUFFIX_MARK)) return null;
  return target;
}
