import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_DEFAULTS, RATE_LIMIT_NAMES, createRateLimit, parseRateLimits } from './rate-limit';

describe('createRateLimit (in memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-27T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('allows `points` requests per key in the window, then says how long until it ends', async () => {
    const limit = createRateLimit('login-client', { limit: { points: 3, seconds: 60 } });
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

  it('uses the default allowance of its name', () => {
    expect(createRateLimit('contact-client').limit).toEqual({ points: 5, seconds: 600 });
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
