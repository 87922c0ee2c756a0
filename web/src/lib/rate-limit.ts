import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterStoreOptions,
} from 'rate-limiter-flexible';

/**
 * The site's rate limits (rate-limiter-flexible): each named limit allows `points` requests per key
 * (a client address, an account's e-mail) in a window of `seconds`, counted from the key's first
 * request. A request over the limit is refused with 429 and Retry-After, before it costs anything.
 * With a Redis client every instance counts in Redis, so the limit holds for the site as a whole;
 * while Redis cannot be reached, each instance counts in its own memory instead.
 */

export interface Limit {
  points: number;
  seconds: number;
}

/** Every limit the site applies, what it counts, and its default (RATE_LIMITS overrides them). */
export const RATE_LIMIT_DEFAULTS = {
  // Log-in: a person mistypes a few times; a script tries thousands. Checked before scrypt runs.
  'login-client': { points: 10, seconds: 60, counts: 'log-in attempts per client address' },
  'login-account': { points: 10, seconds: 900, counts: 'log-in attempts per account e-mail (reset by a success)' },
  // Sign-up: a household or an office behind one address may create a few accounts in an hour.
  'signup-client': { points: 20, seconds: 3600, counts: 'sign-ups per client address' },
  'signup-account': { points: 5, seconds: 3600, counts: 'sign-ups per e-mail address' },
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
} as const satisfies Record<string, Limit & { counts: string }>;

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

export function createRateLimit(name: RateLimitName, options: RateLimitOptions = {}): RateLimit {
  const { points, seconds } = options.limit ?? RATE_LIMIT_DEFAULTS[name];
  const keyPrefix = `${options.keyPrefix ?? 'paperwise:rate'}:${name}`;
  const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
  const limiter = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        useRedisPackage: true,
        // A Redis that is down is not waited for: the memory counts meanwhile.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
        points,
        duration: seconds,
        keyPrefix,
      })
    : memory;
  return {
    name,
    limit: { points, seconds },
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        }
        throw outcome;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
