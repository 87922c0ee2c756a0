import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../../../scripts/lib/redis-server';
import { createRateLimit, type RateLimitRedis } from './rate-limit';

/** Two instances of the site share their counts through one Redis (Debian's redis-server, on loopback). */
describe('createRateLimit with Redis', () => {
  let redis: RedisServer;
  const clients: Array<{ destroy(): void }> = [];

  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);

  afterAll(async () => {
    for (const client of clients) client.destroy();
    await redis?.stop();
  });

  async function instance(): Promise<RateLimitRedis> {
    const client = createClient({ url: redis.url, disableOfflineQueue: true });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client as unknown as RateLimitRedis;
  }

  // login-client counts in a sliding window of slices, contact-client in the library's fixed window.
  for (const name of ['login-client', 'contact-client'] as const) {
    it(`${name}: counts one key across instances and forgets it on reset`, async () => {
      const keyPrefix = `test-${Date.now()}`;
      const limit = { points: 3, seconds: 60 };
      const first = createRateLimit(name, { limit, redis: await instance(), keyPrefix });
      const second = createRateLimit(name, { limit, redis: await instance(), keyPrefix });
      expect(await first.consume('192.0.2.1')).toEqual({ allowed: true });
      expect(await second.consume('192.0.2.1')).toEqual({ allowed: true });
      expect(await first.consume('192.0.2.1')).toEqual({ allowed: true });
      const refused = await second.consume('192.0.2.1');
      expect(refused.allowed).toBe(false);
      expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(50);
      await first.reset('192.0.2.1');
      expect(await second.consume('192.0.2.1')).toEqual({ allowed: true });
    });
  }

  it('a burst from two instances at once is held to the limit of a sliding window', async () => {
    const keyPrefix = `test-burst-${Date.now()}`;
    // Slices of ten minutes: the burst (a few milliseconds) almost never straddles a slice's edge,
    // where two requests in flight may each miss the other.
    const limit = { points: 10, seconds: 3600 };
    const instances = [
      createRateLimit('signup-client', { limit, redis: await instance(), keyPrefix }),
      createRateLimit('signup-client', { limit, redis: await instance(), keyPrefix }),
    ];
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, n) => instances[n % 2]!.consume('2001:db8:1:2::/64')),
    );
    const allowed = verdicts.filter((verdict) => verdict.allowed).length;
    // The slice's count is Redis's atomic increment: each request sees every one counted before it,
    // so the first ten are allowed and no more.
    expect(allowed).toBe(10);
  });

  it('counts in its own memory while Redis cannot be reached', async () => {
    const client = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true });
    client.on('error', () => undefined);
    const limit = createRateLimit('contact-client', {
      limit: { points: 1, seconds: 60 },
      redis: client as unknown as RateLimitRedis,
    });
    expect(await limit.consume('192.0.2.9')).toEqual({ allowed: true });
    expect((await limit.consume('192.0.2.9')).allowed).toBe(false);
  });
});
