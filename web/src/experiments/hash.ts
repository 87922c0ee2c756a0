/**
 * The bucketing hash of GrowthBook's SDKs, written for this site so that a visitor lands in the
 * same bucket as GrowthBook would put them (and so that their published test vectors apply).
 * Pure: no I/O, the same answer on the server, in the proxy and in tests.
 */

/** The hash versions known here; any other number has no defined bucket. */
export const HASH_VERSIONS = [1, 2] as const;
export type HashVersion = (typeof HASH_VERSIONS)[number];

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * 32-bit FNV-1a over the string's UTF-16 code units (not its UTF-8 bytes: that is how the
 * reference implementation reads a string, and the vectors depend on it). Unsigned result.
 */
export function fnv1a32(text: string): number {
  let state = FNV_OFFSET_BASIS;
  for (let index = 0; index < text.length; index += 1) {
    state ^= text.charCodeAt(index);
    // Multiplication modulo 2^32; Math.imul keeps the low 32 bits exactly.
    state = Math.imul(state, FNV_PRIME);
  }
  return state >>> 0;
}

/**
 * A number in [0, 1) drawn from `seed` and `value`, or null for an unknown version.
 * - Version 2 hashes the seed followed by the value, then hashes the decimal text of that first
 *   result again, and keeps four decimals: the second pass spreads the low digits evenly.
 * - Version 1 (the older, slightly biased one) hashes the value followed by the seed once and
 *   keeps three decimals.
 */
export function hash(seed: string, value: string, version: number): number | null {
  if (version === 2) return (fnv1a32(String(fnv1a32(seed + value))) % 10_000) / 10_000;
  if (version === 1) return (fnv1a32(value + seed) % 1_000) / 1_000;
  return null;
}
