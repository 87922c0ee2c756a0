/**
 * Token buckets per key, in memory: each key may spend `capacity` requests at once and gets them
 * back at `capacity` per `windowMs`. The number of keys is bounded: past `maxKeys` the least
 * recently used key is forgotten (it comes back with a full bucket, which only errs on the kind side).
 */
export interface RateLimiter {
  /** Takes one token for the key: allowed, or the whole seconds to wait before the next one. */
  take(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createRateLimiter(options: { capacity: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const { capacity, windowMs } = options;
  const maxKeys = options.maxKeys ?? 10_000;
  const perMs = capacity / windowMs;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, now = Date.now()) {
      const held = buckets.get(key);
      const bucket = held ?? { tokens: capacity, at: now };
      bucket.tokens = Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
      bucket.at = now;
      // Moved to the end of the map's order: the first key is always the least recently used.
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}
