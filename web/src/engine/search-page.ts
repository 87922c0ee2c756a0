import type { Locale } from '@paperwise/schemas/locales';

/** These keywords read the top-50 list instead of searching. */
export const TOP50_KEYWORDS: ReadonlySet<string> = new Set([
  // The original site sent 'business-document' to the top-50 call but skipped 'business-documents'
  // in the search call; both go to the top-50 list so no keyword falls between them.
  'business-document',
  'business-documents',
  'business-legal-forms',
]);

/** Search batch 12, page 0; top-50 list up to 50, first 12 used. */
export const SEARCH_BATCH = 12;
export const TOP50_MAXIMUM = 50;

/** The longest keyword the page accepts; longer input is cut rather than sent on. */
export const MAX_KEYWORD_LENGTH = 100;

function clean(value: string | string[] | undefined | null): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim().slice(0, MAX_KEYWORD_LENGTH).trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The keyword is the q parameter; when missing, the last search (cookie b_search);
 * then the locale's default keyword.
 */
export function resolveSearchKeyword(
  q: string | string[] | undefined,
  searchCookie: string | undefined,
  localeDefault: string,
): string {
  return clean(q) ?? clean(searchCookie) ?? localeDefault;
}

export function isTop50Keyword(keyword: string): boolean {
  return TOP50_KEYWORDS.has(keyword.trim().toLowerCase());
}

/** A request to the cached API, relative to its base URL (which ends in '/'). */
export interface CachedApiRequest {
  path: string;
  query: Record<string, string>;
}

/** GET {cached API}/top50/?language=en&maximum=50&batch=50 (always English, whatever the page). */
export function top50Request(): CachedApiRequest {
  return { path: 'top50/', query: { language: 'en', maximum: String(TOP50_MAXIMUM), batch: String(TOP50_MAXIMUM) } };
}

/** GET {cached API}/search/{query}/?language={locale}&batch=12&page=0 */
export function searchRequest(keyword: string, locale: Locale): CachedApiRequest {
  return {
    path: `search/${encodeURIComponent(keyword)}/`,
    query: { language: locale, batch: String(SEARCH_BATCH), page: '0' },
  };
}

export function requestUrl(base: string, request: CachedApiRequest): string {
  const url = new URL(request.path, base);
  for (const [key, value] of Object.entries(request.query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Of the top-50 list the first 12 are used, and the item at index 2 moves to the front. */
export function pickTop50<T>(documents: readonly T[]): T[] {
  const first = documents.slice(0, SEARCH_BATCH);
  if (first.length < 3) return first;
  const moved = first.splice(2, 1);
  return [...moved, ...first];
}

/** A cached-API answer, reduced to what the rules read. */
export interface SearchAnswer<T> {
  total: number;
  documents: T[];
}

/**
 * The transport the search rules run on: each function performs one GET and returns the parsed
 * answer (the server page fetches with its cache; a test passes a fake).
 */
export interface CachedApiLookups<T> {
  search(request: CachedApiRequest): Promise<SearchAnswer<T>>;
  top50(request: CachedApiRequest): Promise<{ documents: T[] }>;
}

export interface SearchOutcome<T> {
  /** The keyword whose templates are shown: the one asked for, or the default after zero results. */
  keyword: string;
  documents: T[];
  /** The asked keyword found nothing and the default keyword was used instead. */
  fellBack: boolean;
}

/** One keyword: the top-50 list (first 12, third in front) for the top-50 keywords, a search otherwise. */
async function lookUp<T>(lookups: CachedApiLookups<T>, keyword: string, locale: Locale): Promise<SearchAnswer<T>> {
  if (isTop50Keyword(keyword)) {
    const picked = pickTop50((await lookups.top50(top50Request())).documents);
    return { total: picked.length, documents: picked };
  }
  return lookups.search(searchRequest(keyword, locale));
}

/**
 * The keyword's templates, and the locale's default keyword's when
 * the first answer has a total of zero (never a second call for the default keyword itself).
 */
export async function searchTemplates<T>(
  lookups: CachedApiLookups<T>,
  keyword: string,
  locale: Locale,
  defaultKeyword: string,
): Promise<SearchOutcome<T>> {
  const first = await lookUp(lookups, keyword, locale);
  if (first.total > 0 || keyword === defaultKeyword) {
    return { keyword, documents: first.documents, fellBack: false };
  }
  const fallback = await lookUp(lookups, defaultKeyword, locale);
  return { keyword: defaultKeyword, documents: fallback.documents, fellBack: true };
}
