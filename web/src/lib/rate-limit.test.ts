import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RATE_LIMIT_DEFAULTS,
  RATE_LIMIT_NAMES,
  SLIDING_SLICES,
  createRateLimit,
  parseRateLimits,
  type RateLimit,
} from './rate-limit';

describe('createRateLimit (in memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-27T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('allows `points` requests per key in a fixed window, then says how long until it ends', async () => {
    const limit = createRateLimit('contact-client', { limit: { points: 3, seconds: 60 } });
    for (let n = 0; n < 3; n++) expect(await limit.consume('192.0.2.1')).toEqual({ allowed: true });
    vi.advanceTimersByTime(15_000);
    expect(await limit.consume('192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another key counts on its own.
    expect(await limit.consume('192.0.2.2')).toEqual({ allowed: true });
    vi.advanceTimersByTime(45_001);
    expect(await limit.consume('192.0.2.1')).toEqual({ allowed: true });
  });

  it('forgets a key on reset', async () => {
    const limit = createRateLimit('login-account', { limit: { points: 1, seconds: 900 } });
    expect((await limit.consume('a@example.com')).allowed).toBe(true);
    expect((await limit.consume('a@example.com')).allowed).toBe(false);
    await limit.reset('a@example.com');
    expect((await limit.consume('a@example.com')).allowed).toBe(true);
  });

  it('a fixed window lets a burst across its end through twice (why log-in and sign-up slide)', async () => {
    const limit = createRateLimit('contact-client', { limit: { points: 3, seconds: 60 } });
    expect(await limit.consume('192.0.2.1')).toEqual({ allowed: true });
    vi.advanceTimersByTime(59_000);
    expect(await burst(limit, '192.0.2.1', 2)).toBe(2);
    vi.advanceTimersByTime(2_000);
    expect(await burst(limit, '192.0.2.1', 3)).toBe(3);
  });

  it('uses the default allowance of its name', () => {
    expect(createRateLimit('contact-client').limit).toEqual({ points: 5, seconds: 600 });
  });
});

/** How many of `count` requests at the same moment the limit allows. */
async function burst(limit: RateLimit, key: string, count: number): Promise<number> {
  const verdicts = await Promise.all(Array.from({ length: count }, () => limit.consume(key)));
  return verdicts.filter((verdict) => verdict.allowed).length;
}

describe('createRateLimit (sliding window: log-in and sign-up)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Not on a slice's edge, so that the test depends on no alignment of its own.
    vi.setSystemTime(Date.parse('2026-11-27T10:00:03.217Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('slides for log-in and sign-up', () => {
    for (const name of ['login-client', 'login-account', 'signup-client', 'signup-account'] as const) {
      expect(RATE_LIMIT_DEFAULTS[name]).toHaveProperty('sliding', true);
    }
  });

  it('holds a burst straddling the end of the first minute to the limit', async () => {
    const limit = createRateLimit('login-client', { limit: { points: 10, seconds: 60 } });
    expect(await limit.consume('192.0.2.1')).toEqual({ allowed: true });
    vi.advanceTimersByTime(59_500);
    expect(await burst(limit, '192.0.2.1', 9)).toBe(9);
    vi.advanceTimersByTime(1_000);
    // A fixed window started at the first attempt would have ended here and allowed 10 more. The
    // sliding window still holds the first attempt (up to a slice more than a minute back) and the 9.
    expect(await burst(limit, '192.0.2.1', 10)).toBe(0);
    // The first attempt leaves the window within a slice (10 s): then one more may go, and no more
    // until the 9 of the burst have left, a minute after they came.
    const first = await limit.consume('192.0.2.1');
    expect(first.allowed).toBe(false);
    const firstWait = first.allowed ? 0 : first.retryAfterSeconds;
    expect(firstWait).toBeLessThanOrEqual(10);
    vi.advanceTimersByTime(firstWait * 1000);
    expect(await burst(limit, '192.0.2.1', 10)).toBe(1);
    const second = await limit.consume('192.0.2.1');
    expect(second.allowed).toBe(false);
    expect(second.allowed === false && second.retryAfterSeconds).toBeGreaterThanOrEqual(40);
    expect(second.allowed === false && second.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another client counts on its own.
    expect(await burst(limit, '192.0.2.2', 10)).toBe(10);
  });

  it('never lets more than `points` through in any span of `seconds`, whatever the rhythm', async () => {
    const points = 5;
    const seconds = 60;
    const limit = createRateLimit('signup-account', { limit: { points, seconds } });
    const allowedAt: number[] = [];
    // Two hours of a client with an irregular rhythm: bursts of 1 to 4, 0.1 to 25 s apart (a fixed
    // seed, so that every run tries the same times).
    let seed = 20_261_127;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const start = Date.now();
    while (Date.now() - start < 2 * 3_600_000) {
      const allowed = await burst(limit, 'a@example.com', 1 + Math.floor(random() * 4));
      for (let n = 0; n < allowed; n++) allowedAt.push(Date.now());
      vi.advanceTimersByTime(100 + Math.floor(random() * 24_900));
    }
    for (let index = 0; index + points < allowedAt.length; index++) {
      expect(allowedAt[index + points]! - allowedAt[index]!).toBeGreaterThanOrEqual(seconds * 1000);
    }
    // It still gets most of its allowance: 5 a minute at most, 6/7 of it for a client always asking.
    expect(allowedAt.length).toBeGreaterThan(300);
  });

  it('gives a client that always asks at least 6/7 of the limit', async () => {
    const limit = createRateLimit('login-client', { limit: { points: 5, seconds: 60 } });
    let allowed = 0;
    for (let second = 0; second < 3_600; second++) {
      if ((await limit.consume('192.0.2.1')).allowed) allowed++;
      vi.advanceTimersByTime(1_000);
    }
    expect(allowed).toBeGreaterThanOrEqual(Math.floor((300 * SLIDING_SLICES) / (SLIDING_SLICES + 1)));
    expect(allowed).toBeLessThanOrEqual(300);
  });

  it('allows again once Retry-After has passed, and does not count refused attempts', async () => {
    const limit = createRateLimit('login-client', { limit: { points: 2, seconds: 60 } });
    expect(await burst(limit, '192.0.2.1', 2)).toBe(2);
    vi.advanceTimersByTime(30_000);
    // Retrying early many times does not push the end further away.
    for (let n = 0; n < 20; n++) expect((await limit.consume('192.0.2.1')).allowed).toBe(false);
    const refused = await limit.consume('192.0.2.1');
    expect(refused.allowed).toBe(false);
    const wait = refused.allowed ? 0 : refused.retryAfterSeconds;
    expect(wait).toBeGreaterThanOrEqual(30);
    expect(wait).toBeLessThanOrEqual(41);
    vi.advanceTimersByTime(wait * 1000);
    expect(await burst(limit, '192.0.2.1', 3)).toBe(2);
  });

  it('forgets a key on reset', async () => {
    const limit = createRateLimit('login-account', { limit: { points: 1, seconds: 900 } });
    expect((await limit.consume('a@example.com')).allowed).toBe(true);
    vi.advanceTimersByTime(200_000);
    expect((await limit.consume('a@example.com')).allowed).toBe(false);
    await limit.reset('a@example.com');
    expect((await limit.consume('a@example.com')).allowed).toBe(true);
  });
});

describe('parseRateLimits (RATE_LIMITS)', () => {
  it('reads name=points/seconds pairs', () => {
    expect(parseRateLimits(' login-client=5/60 , contact-client=1/600')).toEqual({
      'login-client': { points: 5, seconds: 60 },
      'contact-client': { points: 1, seconds: 600 },
    });
    expect(parseRateLimits('')).toEqual({});
  });

  it('names a bad entry, an unknown limit and a zero', () => {
    expect(() => parseRateLimits('login-client=5')).toThrow(/"login-client=5" is not name=points\/seconds/);
    expect(() => parseRateLimits('logins=5/60')).toThrow(/"logins" is not a rate limit; the limits are login-client/);
    expect(() => parseRateLimits('chat-client=0/60')).toThrow(/at least 1/);
  });

  it('knows every default by name', () => {
    expect(RATE_LIMIT_NAMES).toEqual(Object.keys(RATE_LIMIT_DEFAULTS));
  });
});
