import 'server-only';
import { z } from 'zod';
import type { Locale } from '@paperwise/schemas/locales';
import { serviceFetch } from '@/services/service-fetch';
import {
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

/** A request as a path under the cached API's base: 'search/loan/?language=en&batch=12&page=0'. */
export function requestPath(request: CachedApiRequest): string {
  const query = new URLSearchParams(request.query).toString();
  return query ? `${request.path}?${query}` : request.path;
}

async function getJson<T>(request: CachedApiRequest, schema: z.ZodType<T>): Promise<T> {
  // serviceFetch: the configured CACHED_API_URL over HTTP, or the embedded API in-process; never a
  // host taken from the incoming request.
  const response = await serviceFetch('cached-api', requestPath(request), {
    headers: { accept: 'application/json' },
    next: { revalidate: REVALIDATE_SECONDS },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`cached API ${request.path}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}

/** The server's transport for the search rules: the cached API (with Next's data cache when remote), answers checked. */
export function cachedApiLookups(): CachedApiLookups<SearchDocument> {
  return {
    search: (request) => getJson(request, searchSchema),
    top50: (request) => getJson(request, top50Schema),
  };
}

/**
 * The search page's templates (the rules are in engine/search-page: top-50 list or search, default
 * keyword after zero results). Throws on an unreachable API or a broken answer.
 */
export function searchTemplates(
  keyword: string,
  locale: Locale,
  defaultKeyword: string,
  lookups: CachedApiLookups<SearchDocument> = cachedApiLookups(),
): Promise<SearchOutcome<SearchDocument>> {
  return runSearch(lookups, keyword, locale, defaultKeyword);
}
