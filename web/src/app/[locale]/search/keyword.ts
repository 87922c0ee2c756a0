import { MAX_KEYWORD_LENGTH } from '@/engine/search-page';

/**
 * A keyword the search may use, or undefined when there is none: the first q value, trimmed and cut
 * like the engine does. '.' and '..' count as none: the keyword becomes a path segment of the cached
 * API (search/{keyword}/), and those two are dot segments that URL resolution climbs with, so
 * search/../ would ask the API's root instead of searching.
 */
export function usableKeyword(value: string | string[] | undefined | null): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim().slice(0, MAX_KEYWORD_LENGTH).trim();
  if (!trimmed || trimmed === '.' || trimmed === '..') return undefined;
  return trimmed;
}
