import 'server-only';
import { cookies } from 'next/headers';
import type { Locale } from '@paperwise/schemas/locales';
import { fetchContent } from '@/content/fetch';
import { DEFAULT_DOCUMENTS_QUERY } from '@/content/queries';
import { COOKIES } from '@/engine/cookies';
import { displayName } from '@/engine/display-name';
import { resolveSearchKeyword, type CachedApiLookups } from '@/engine/search-page';
import { serviceBaseUrl } from '@/env';
import { buildTemplateCards, type TemplateCard } from '@/components/templates/template-cards';
import { usableKeyword } from './keyword';
import { cachedApiLookups, searchTemplates, type SearchDocument } from '@/services/template-search';

/** The keyword the site falls back on when a language's default-documents document is missing. */
export const LAST_RESORT_KEYWORD = 'business-and-legal-documents';

export interface SearchPageData {
  /** The keyword the visitor asked for (q, else the last search, else the default). */
  asked: string;
  /** The keyword whose templates are shown. */
  keyword: string;
  name: string;
  cards: TemplateCard[];
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
 * Everything the search page shows: the keyword asked for (q, else the last search, else the
 * language's default), its templates, or the default keyword's when it finds none. The cached API is reached through
 * serviceFetch (in-process when embedded, CACHED_API_URL otherwise), so nothing here depends on the
 * request's headers; only the b_search cookie is read.
 */
export async function loadSearchData(
  locale: Locale,
  q: string | string[] | undefined,
  lookups: CachedApiLookups<SearchDocument> = cachedApiLookups(),
): Promise<SearchPageData> {
  const defaults = await fetchContent(DEFAULT_DOCUMENTS_QUERY, { locale }, ['defaultDocuments']);
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
  // A search result's address is its identity (one per template), so it keys the card.
  const cards = buildTemplateCards(
    documents.map(({ label, url, thumb }) => ({ key: url, label, url, thumb })),
    locale,
    { webapp: serviceBaseUrl('webapp'), cachedApi: serviceBaseUrl('cached-api') },
    'search page',
  );
  return { asked, keyword, name: displayName(keyword, locale), cards, fellBack, unavailable };
}
