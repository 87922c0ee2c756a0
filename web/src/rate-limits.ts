import 'server-only';
import { createClient } from '@redis/client';
import { env } from './env';
import { logError } from './lib/log';
import { createRateLimit, type RateLimit, type RateLimitName, type RateLimitRedis } from './lib/rate-limit';

/**
 * The site's rate limits as configured: the defaults of lib/rate-limit.ts with RATE_LIMITS's
 * overrides, counted in Redis when REDIS_URL is set (every instance shares the counts), in this
 * process's memory otherwise. One limiter per name and one Redis connection per process, kept on
 * globalThis because Next may load this module once per route bundle.
 */
const KEY = Symbol.for('paperwise.rate-limits');
interface State {
  limits: Map<RateLimitName, RateLimit>;
  redis?: RateLimitRedis;
}
type Holder = { [KEY]?: State };

function sharedRedis(url: string): RateLimitRedis {
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000 } });
  let down = false;
  // An 'error' event without a listener would end the process; one log line per outage.
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    logError('Rate limits count in this instance’s memory: Redis cannot be reached', error);
  });
  client.on('ready', () => {
    down = false;
  });
  client.connect().catch(() => undefined);
  return client as unknown as RateLimitRedis;
}

export function siteRateLimit(name: RateLimitName): RateLimit {
  const holder = globalThis as Holder;
  const state: State = (holder[KEY] ??= { limits: new Map() });
  let limit = state.limits.get(name);
  if (!limit) {
    const e = env();
    if (e.REDIS_URL) state.redis ??= sharedRedis(e.REDIS_URL);
    limit = createRateLimit(name, { limit: e.RATE_LIMITS[name], redis: state.redis });
    state.limits.set(name, limit);
  }
  return limit;
}
