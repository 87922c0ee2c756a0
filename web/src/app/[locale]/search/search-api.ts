import 'server-only';
import { z } from 'zod';
import type { Locale } from '@paperwise/schemas/locales';
import {
  isTop50Keyword,
  pickTop50,
  requestUrl,
  searchRequest,
  top50Request,
  type CachedApiRequest,
} from '@/engine/search-page';

const documentSchema = z.object({
  label: z.string().min(1),
  url: z.string().min(1),
  thumb: z.string(),
  search: z.string().optional(),
});
const searchSchema = z.object({ total: z.number().int().nonnegative(), documents: z.array(documentSchema) });
const top50Schema = z.object({ documents: z.array(documentSchema) });

export type SearchDocument = z.infer<typeof documentSchema>;

/** The cached API answers change rarely: keep them for five minutes, as the API itself says. */
const REVALIDATE_SECONDS = 300;

async function getJson<T>(base: string, request: CachedApiRequest, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(requestUrl(base, request), {
    headers: { accept: 'application/json' },
    next: { revalidate: REVALIDATE_SECONDS },
    signal: AbortSignal.timeout(8000),
  });
  if (!response.ok) throw new Error(`cached API ${request.path}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}

export interface SearchOutcome {
  /** The keyword whose templates are shown: the one asked for, or the default after zero results. */
  keyword: string;
  documents: SearchDocument[];
  /** The asked keyword found nothing and the default keyword was used instead. */
  fellBack: boolean;
}

async function lookUp(
  base: string,
  keyword: string,
  locale: Locale,
): Promise<{ total: number; documents: SearchDocument[] }> {
  if (isTop50Keyword(keyword)) {
    const { documents } = await getJson(base, top50Request(), top50Schema);
    const picked = pickTop50(documents);
    return { total: picked.length, documents: picked };
  }
  return getJson(base, searchRequest(keyword, locale), searchSchema);
}

/**
 * Signup §4 'Search page': the top-50 list for business-document(s) and business-legal-forms,
 * a search for anything else, and the locale's default keyword when the search finds nothing.
 */
export async function searchTemplates(
  base: string,
  keyword: string,
  locale: Locale,
  defaultKeyword: string,
): Promise<SearchOutcome> {
  const first = await lookUp(base, keyword, locale);
  if (first.total > 0 || keyword === defaultKeyword) {
    return { keyword, documents: first.documents, fellBack: false };
  }
  const fallback = await lookUp(base, defaultKeyword, locale);
  return { keyword: defaultKeyword, documents: fallback.documents, fellBack: true };
}
