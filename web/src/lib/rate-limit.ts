import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterStoreOptions,
} from 'rate-limiter-flexible';

/**
 * The site's rate limits (rate-limiter-flexible): each named limit allows `points` requests per key
 * (a client address, an account's e-mail) in `seconds`. A request over the limit is refused with
 * 429 and Retry-After, before it costs anything. With a Redis client every instance counts in
 * Redis, so the limit holds for the site as a whole; while Redis cannot be reached, each instance
 * counts in its own memory instead.
 *
 * Two ways of counting:
 * - a fixed window (the library's own): the count starts with a key's first request and is
 *   forgotten `seconds` later. Cheap, but a client that spends its allowance at the end of one
 *   window and again at the start of the next gets twice the limit through in a moment.
 * - a sliding window (`sliding: true`, log-in and sign-up): no span of `seconds` ever lets more than
 *   `points` requests through. The library counts each key in slices of a sixth of the window; a
 *   request is counted in its slice first, then allowed only while its slice and the six before it
 *   (more than the whole window back) hold at most `points`, and taken back out when refused. The
 *   library's increment is atomic (in Redis too), so of two requests at once in one slice the later
 *   sees the earlier; only two in flight across a slice's edge may each miss the other. A client
 *   that always asks still gets at least 6/7 of the limit.
 */

export interface Limit {
  points: number;
  seconds: number;
}

/** Every limit the site applies, what it counts, and its default (RATE_LIMITS overrides them). */
export const RATE_LIMIT_DEFAULTS = {
  // Log-in: a person mistypes a few times; a script tries thousands. Checked before scrypt runs, in a
  // sliding window: each attempt costs a scrypt, and the accounts' passwords are what a burst is for.
  'login-client': { points: 10, seconds: 60, sliding: true, counts: 'log-in attempts per client address' },
  'login-account': {
    points: 10,
    seconds: 900,
    sliding: true,
    counts: 'log-in attempts per account e-mail (reset by a success)',
  },
  // Sign-up: a household or an office behind one address may create a few accounts in an hour.
  'signup-client': { points: 20, seconds: 3600, sliding: true, counts: 'sign-ups per client address' },
  'signup-account': { points: 5, seconds: 3600, sliding: true, counts: 'sign-ups per e-mail address' },
  // Card testing: a buyer retries a declined card a few times, not dozens.
  'buy-client': { points: 10, seconds: 600, counts: 'payments per client address' },
  'contact-client': { points: 5, seconds: 600, counts: 'contact-form messages per client address' },
  'feedback-client': { points: 20, seconds: 600, counts: 'feedback answers per client address' },
  'chat-client': { points: 30, seconds: 60, counts: 'chat calls per client address' },
  'events-client': { points: 300, seconds: 60, counts: 'experiment events per client address' },
  'events-visitor': { points: 30, seconds: 60, counts: 'experiment events per visitor' },
  // A buyer reports an order or two; the bound keeps anyone from making the server ask the userbase
  // for order after order.
  'purchases-client': { points: 100, seconds: 60, counts: 'experiment purchase reports per client address' },
  'purchases-visitor': { points: 10, seconds: 60, counts: 'experiment purchase reports per visitor' },
  'draft-client': { points: 10, seconds: 60, counts: 'draft-mode enable calls per client address' },
} as const satisfies Record<string, Limit & { counts: string; sliding?: boolean }>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[];

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimit {
  readonly name: RateLimitName;
  readonly limit: Limit;
  /** Counts one request for the key: allowed, or the whole seconds until the key's window ends. */
  consume(key: string): Promise<Verdict>;
  /** Forgets the key's count (a log-in that succeeded clears its account's failures). */
  reset(key: string): Promise<void>;
}

/** A Redis client as rate-limiter-flexible uses it (node-redis 4 and later). */
export type RateLimitRedis = IRateLimiterStoreOptions['storeClient'];

/**
 * Parses RATE_LIMITS: `name=points/seconds` pairs separated by commas ("login-client=5/60"). Throws
 * an Error naming the first bad entry.
 */
export function parseRateLimits(text: string): Partial<Record<RateLimitName, Limit>> {
  const limits: Partial<Record<RateLimitName, Limit>> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+)=(\d{1,7})\/(\d{1,7})$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not name=points/seconds (such as login-client=10/60)`);
    const name = match[1] as RateLimitName;
    if (!(name in RATE_LIMIT_DEFAULTS)) {
      throw new Error(`"${match[1]}" is not a rate limit; the limits are ${RATE_LIMIT_NAMES.join(', ')}`);
    }
    const points = Number(match[2]);
    const seconds = Number(match[3]);
    if (points < 1 || seconds < 1) throw new Error(`"${entry}": points and seconds must be at least 1`);
    limits[name] = { points, seconds };
  }
  return limits;
}

export interface RateLimitOptions {
  /** Replaces the default allowance. */
  limit?: Limit;
  /** Counts in Redis (shared by every instance), with this process's memory while Redis is down. */
  redis?: RateLimitRedis;
  /** Prefix of the Redis keys. */
  keyPrefix?: string;
}

/** How many slices a sliding window's `seconds` is counted in (the check reads one more). */
export const SLIDING_SLICES = 6;

function refusedFor(msBeforeNext: number): Verdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

export function createRateLimit(name: RateLimitName, options: RateLimitOptions = {}): RateLimit {
  const { points, seconds } = options.limit ?? RATE_LIMIT_DEFAULTS[name];
  const sliding = 'sliding' in RATE_LIMIT_DEFAULTS[name];
  const keyPrefix = `${options.keyPrefix ?? 'paperwise:rate'}:${name}`;
  const sliceMs = Math.ceil((seconds * 1000) / SLIDING_SLICES);
  // A slice's count is kept as long as a check may read it: the window and one slice more.
  const duration = sliding ? Math.ceil((seconds * 1000 + sliceMs) / 1000) : seconds;
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  const limiter = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        useRedisPackage: true,
        // A Redis that is down is not waited for: the memory counts meanwhile.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
        points,
        duration,
        keyPrefix,
      })
    : memory;
  /** The keys of the slices a check at `now` reads, oldest first (the current slice last). */
  const slicesAt = (key: string, now: number) => {
    const current = Math.floor(now / sliceMs);
    return Array.from({ length: SLIDING_SLICES + 1 }, (_, index) => {
      const slice = current - SLIDING_SLICES + index;
      return { key: `${key}:${slice}`, leavesAt: (slice + SLIDING_SLICES + 1) * sliceMs };
    });
  };
  async function consumeSliding(key: string): Promise<Verdict> {
    const now = Date.now();
    const slices = slicesAt(key, now);
    const current = slices[SLIDING_SLICES]!;
    const counted = await limiter.penalty(current.key, 1);
    const earlier = await Promise.all(slices.slice(0, SLIDING_SLICES).map((slice) => limiter.get(slice.key)));
    const counts = [...earlier.map((res) => res?.consumedPoints ?? 0), counted.consumedPoints];
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total <= points) return { allowed: true };
    // A refused request is not counted: retrying too early does not push the end further away.
    await limiter.reward(current.key, 1);
    counts[SLIDING_SLICES]! -= 1;
    // The request is allowed again once enough of the oldest slices have left the window.
    let left = total - 1;
    for (const [index, slice] of slices.entries()) {
      left -= counts[index]!;
      if (left < points) return refusedFor(slice.leavesAt - now);
    }
    return refusedFor(sliceMs);
  }
  return {
    name,
    limit: { points, seconds },
    async consume(key) {
      if (sliding) return consumeSliding(key);
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return refusedFor(outcome.msBeforeNext);
        throw outcome;
      }
    },
    async reset(key) {
      if (!sliding) {
        await limiter.delete(key);
        return;
      }
      await Promise.all(slicesAt(key, Date.now()).map((slice) => limiter.delete(slice.key)));
    },
  };
}
