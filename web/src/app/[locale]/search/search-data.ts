import 'server-only';
import { cookies } from 'next/headers';
import type { Locale } from '@paperwise/schemas/locales';
import { webappDestinationHref } from '@/components/layout/links';
import { thumbSrc, type TemplateCardView } from '@/components/layout/TemplateGrid';
import { fetchContent } from '@/content/fetch';
import { DEFAULT_DOCUMENTS_QUERY } from '@/content/queries';
import type { DEFAULT_DOCUMENTS_QUERY_RESULT } from '@/content/sanity.types';
import { COOKIES } from '@/engine/cookies';
import { rewriteDestination } from '@/engine/destination';
import { displayName } from '@/engine/display-name';
import { safeWebappPath, UnsafeDestinationError } from '@/engine/handoff-url';
import { resolveSearchKeyword, type CachedApiLookups } from '@/engine/search-page';
import { serviceBaseUrl } from '@/env';
import { usableKeyword } from './keyword';
import { cachedApiLookups, searchTemplates, type SearchDocument } from './search-api';

/** The keyword the site falls back on when a language's default-documents document is missing. */
export const LAST_RESORT_KEYWORD = 'business-and-legal-documents';

export interface SearchPageData {
  /** The keyword the visitor asked for (q, else the last search, else the default). */
  asked: string;
  /** The keyword whose templates are shown. */
  keyword: string;
  name: string;
  cards: TemplateCardView[];
  fellBack: boolean;
  unavailable: boolean;
}

function readCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The documents as template cards linking into the web application (relative when the web app is
 * the embedded one). A document whose address is not a path on the web app ('https://…', '//host',
 * '../..') is left out instead of failing the page: the cached API is another system, and one odd
 * entry must not take the search down or become a link off the web app.
 */
export function searchCards(
  documents: readonly SearchDocument[],
  locale: Locale,
  bases: { webapp: string; cachedApi: string },
): TemplateCardView[] {
  let dropped = 0;
  const cards = documents.flatMap((doc): TemplateCardView[] => {
    const destination = rewriteDestination(doc.url);
    let href: string;
    try {
      // The raw address too: the sign-up engine is given it, and the rewrite strips the leading
      // slashes that make '//host' an address elsewhere.
      safeWebappPath(doc.url.trim());
      href = webappDestinationHref(bases.webapp, destination, locale);
    } catch (error) {
      if (!(error instanceof UnsafeDestinationError)) throw error;
      dropped += 1;
      return [];
    }
    return [{ label: doc.label, url: doc.url, destination, href, thumb: thumbSrc(doc.thumb, bases.cachedApi) }];
  });
  // One line per page, with the count only: the addresses may carry anything, tokens included.
  if (dropped > 0) console.warn(`search page: left out ${dropped} result(s) whose address is not a web-app path`);
  return cards;
}

/**
 * Everything the search page shows (signup §4 'Search page'). The cached API is reached through
 * serviceFetch (in-process when embedded, CACHED_API_URL otherwise), so nothing here depends on the
 * request's headers; only the b_search cookie is read.
 */
export async function loadSearchData(
  locale: Locale,
  q: string | string[] | undefined,
  lookups: CachedApiLookups<SearchDocument> = cachedApiLookups(),
): Promise<SearchPageData> {
  const defaults = await fetchContent<DEFAULT_DOCUMENTS_QUERY_RESULT>(DEFAULT_DOCUMENTS_QUERY, { locale }, [
    'defaultDocuments',
  ]);
  const defaultKeyword = defaults?.keyword || LAST_RESORT_KEYWORD;
  const searchCookie = readCookie((await cookies()).get(COOKIES.search.name)?.value);
  const asked = resolveSearchKeyword(usableKeyword(q), usableKeyword(searchCookie), defaultKeyword);
  let keyword = asked;
  let documents: SearchDocument[];
  let fellBack = false;
  let unavailable = false;
  try {
    ({ keyword, documents, fellBack } = await searchTemplates(asked, locale, defaultKeyword, lookups));
  } catch (error) {
    // The page still answers: the language's default templates stand in for the results.
    console.error('search page: the cached API failed', error);
    unavailable = true;
    keyword = defaultKeyword;
    documents = (defaults?.documents ?? []).flatMap((d) =>
      d.label && d.url ? [{ label: d.label, url: d.url, thumb: d.thumb ?? '', search: d.search ?? undefined }] : [],
    );
  }
  const cards = searchCards(documents, locale, {
    webapp: serviceBaseUrl('webapp'),
    cachedApi: serviceBaseUrl('cached-api'),
  });
  return { asked, keyword, name: displayName(keyword, locale), cards, fellBack, unavailable };
}
