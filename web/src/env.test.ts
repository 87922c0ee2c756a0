import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('accepts an empty environment: bundled content, embedded services', () => {
    const env = parseEnv({});
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.SANITY_API_VERSION).toBe('2025-09-01');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ USERBASE_URL: '  ' }).USERBASE_URL).toBeUndefined();
  });

  it('refuses a project id without a dataset, naming the variable', () => {
    expect(() => parseEnv({ SANITY_PROJECT_ID: 'abc123' })).toThrow(
      /SANITY_DATASET: SANITY_PROJECT_ID and SANITY_DATASET go together/,
    );
  });

  it('refuses malformed values with a readable message', () => {
    expect(() => parseEnv({ USERBASE_URL: 'not a url' })).toThrow(/USERBASE_URL: must be an absolute http\(s\) URL/);
    expect(() => parseEnv({ SANITY_PROJECT_ID: 'Bad Id!', SANITY_DATASET: 'production' })).toThrow(
      /SANITY_PROJECT_ID: must be a Sanity project id/,
    );
    expect(() => parseEnv({ SANITY_API_VERSION: 'v1' })).toThrow(/SANITY_API_VERSION/);
  });
});

describe('parseEnv: embedded services', () => {
  it('defaults: US for loopback visitors, scrypt N = 2^15, switches off', () => {
    const env = parseEnv({});
    expect(env.LOCATION_DEFAULT_COUNTRY).toBe('US');
    expect(env.PASSWORD_SCRYPT_LOG_N).toBe(15);
    expect(env.LOCATION_FAIL).toBe(false);
    expect(env.EMBEDDED_ADMIN).toBe(false);
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('reads the switches and upper-cases the country', () => {
    const env = parseEnv({ LOCATION_FAIL: '1', EMBEDDED_ADMIN: 'true', LOCATION_DEFAULT_COUNTRY: 'fr' });
    expect(env.LOCATION_FAIL).toBe(true);
    expect(env.EMBEDDED_ADMIN).toBe(true);
    expect(env.LOCATION_DEFAULT_COUNTRY).toBe('FR');
  });

  it('refuses a short JWT_SECRET, a bad country, a flag that is not yes/no and a scrypt cost out of range', () => {
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ LOCATION_DEFAULT_COUNTRY: 'USA' })).toThrow(/LOCATION_DEFAULT_COUNTRY/);
    expect(() => parseEnv({ LOCATION_FAIL: 'maybe' })).toThrow(/LOCATION_FAIL: must be 1 or 0/);
    expect(() => parseEnv({ PASSWORD_SCRYPT_LOG_N: '12' })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
    expect(parseEnv({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toHaveLength(32);
  });
});
