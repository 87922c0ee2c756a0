import 'server-only';
import { z } from 'zod';
import type { Locale } from '@paperwise/schemas/locales';
import {
  requestUrl,
  searchTemplates as runSearch,
  type CachedApiLookups,
  type CachedApiRequest,
  type SearchOutcome,
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
export const REVALIDATE_SECONDS = 300;
const TIMEOUT_MS = 8000;

async function getJson<T>(base: string, request: CachedApiRequest, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(requestUrl(base, request), {
    headers: { accept: 'application/json' },
    next: { revalidate: REVALIDATE_SECONDS },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`cached API ${request.path}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}

/** The server's transport for the search rules: fetch with Next's data cache, answers checked. */
export function cachedApiLookups(base: string): CachedApiLookups<SearchDocument> {
  return {
    search: (request) => getJson(base, request, searchSchema),
    top50: (request) => getJson(base, request, top50Schema),
  };
}

/**
 * The search page's templates (the rules are in engine/search-page: top-50 list or search, default
 * keyword after zero results). Throws on an unreachable API or a broken answer.
 */
export function searchTemplates(
  base: string,
  keyword: string,
  locale: Locale,
  defaultKeyword: string,
): Promise<SearchOutcome<SearchDocument>> {
  return runSearch(cachedApiLookups(base), keyword, locale, defaultKeyword);
}
