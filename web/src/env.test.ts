import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv, PRODUCTION_REQUIRED } from './env';
import { PRODUCTION_ENV as PRODUCTION } from './testing/production-env';
import { frameAncestorsValue } from './security-headers';

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

  it('takes a domain name for the language cookie’s parent domain, and nothing else', () => {
    expect(parseEnv({}).COOKIE_DOMAIN).toBeUndefined();
    expect(parseEnv({ COOKIE_DOMAIN: 'Example.com' }).COOKIE_DOMAIN).toBe('example.com');
    expect(parseEnv({ COOKIE_DOMAIN: '.example.co.uk' }).COOKIE_DOMAIN).toBe('example.co.uk');
    for (const bad of ['https://example.com', 'example.com:443', 'localhost', 'example.com/fr', 'exa mple.com']) {
      expect(() => parseEnv({ COOKIE_DOMAIN: bad }), bad).toThrow(/COOKIE_DOMAIN: must be a domain name with a dot/);
    }
  });

  it('takes a redis:// or rediss:// address for the shared cache, and nothing else', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://:pw@cache.example.com:6380/2' }).REDIS_URL).toBe(
      'rediss://:pw@cache.example.com:6380/2',
    );
    expect(() => parseEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\//);
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('takes TRUSTED_PROXY_COUNT from 0 (the default: no forwarded header counts) to 10', () => {
    expect(parseEnv({}).TRUSTED_PROXY_COUNT).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_COUNT: ' 2 ' }).TRUSTED_PROXY_COUNT).toBe(2);
    for (const bad of ['-1', '11', 'one', '1.5']) {
      expect(() => parseEnv({ TRUSTED_PROXY_COUNT: bad }), bad).toThrow(
        /TRUSTED_PROXY_COUNT: must be a whole number from 0 to 10/,
      );
    }
  });

  it('takes RATE_LIMITS overrides and names a bad one', () => {
    expect(parseEnv({}).RATE_LIMITS).toEqual({});
    expect(parseEnv({ RATE_LIMITS: 'contact-client=1/600' }).RATE_LIMITS).toEqual({
      'contact-client': { points: 1, seconds: 600 },
    });
    expect(() => parseEnv({ RATE_LIMITS: 'contact=1/600' })).toThrow(/RATE_LIMITS: "contact" is not a rate limit/);
  });
});

/** The lines of parseEnv's refusal (each names one variable), or [] when it accepts the source. */
function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').filter((line) => line.startsWith('  '));
  }
}

describe('parseEnv: the two modes', () => {
  it('is local unless told otherwise, and then needs nothing', () => {
    expect(parseEnv({}).SITE_MODE).toBe('local');
    expect(parseEnv({ SITE_MODE: ' ' }).SITE_MODE).toBe('local');
    expect(() => parseEnv({ SITE_MODE: 'prod' })).toThrow(/SITE_MODE: must be local or production/);
  });

  it('in production, names every missing variable in one message, a line each', () => {
    const lines = problems({ SITE_MODE: 'production' });
    expect(lines.map((line) => line.trim().split(':')[0])).toEqual(Object.keys(PRODUCTION_REQUIRED));
    for (const line of lines) expect(line).toMatch(/: required when SITE_MODE=production \(.+\); it is not set$/);
  });

  it('in production, accepts a full configuration and refuses the stand-ins’ published bot-check keys', () => {
    expect(parseEnv(PRODUCTION).SITE_MODE).toBe('production');
    expect(() => parseEnv({ ...PRODUCTION, BOTCHECK_SECRET: 'embedded-secret' })).toThrow(
      /BOTCHECK_SECRET: is the local stand-in’s value/,
    );
    const { USERBASE_URL: _unset, ...withoutUserbase } = PRODUCTION;
    expect(() => parseEnv(withoutUserbase)).toThrow(/^ {2}USERBASE_URL: required when SITE_MODE=production/m);
  });

  it('in production, needs PostgreSQL for the experiment events when REDIS_URL says there are several instances', () => {
    const redis = { ...PRODUCTION, REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(problems(redis)).toEqual([
      '  DATABASE_URL: required when SITE_MODE=production and REDIS_URL is set (several instances keep their experiment events in one PostgreSQL database; SQLite in DATA_DIR belongs to one instance); it is not set',
    ]);
    expect(parseEnv({ ...redis, DATABASE_URL: 'postgres://site@db:5432/events' }).DATABASE_URL).toBe(
      'postgres://site@db:5432/events',
    );
    // One instance in production, or several in local mode sharing a data folder: SQLite will do.
    expect(parseEnv(PRODUCTION).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('refuses a short experiment cookie secret', () => {
    expect(problems({ EXPERIMENT_COOKIE_SECRET: 'short' })).toEqual([
      '  EXPERIMENT_COOKIE_SECRET: must be at least 32 characters (or unset: a secret is generated in DATA_DIR)',
    ]);
  });

  it('names a malformed variable once, with its own problem, not as missing too', () => {
    expect(() => parseEnv({ ...PRODUCTION, SITE_URL: 'not-a-url' })).toThrow(/SITE_URL: must be an absolute/);
    expect(problems({ ...PRODUCTION, SITE_URL: 'not-a-url', PORT: 'abc' })).toEqual([
      '  PORT: must be a port number from 1 to 65535',
      '  SITE_URL: must be an absolute http(s) URL',
    ]);
  });

  it('reads PORT and HOST, refusing what cannot be listened on', () => {
    expect(parseEnv({}).PORT).toBe('3000');
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ PORT: '8080', HOST: '::1' })).toMatchObject({ PORT: '8080', HOST: '::1' });
    for (const port of ['abc', '0', '65536', '80.5', '-1']) {
      expect(() => parseEnv({ PORT: port }), port).toThrow(/PORT: must be a port number from 1 to 65535/);
    }
    expect(() => parseEnv({ HOST: 'a host' })).toThrow(/HOST: must be a host name or an IP address/);
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
  it('keeps support rows 180 days unless told otherwise, and refuses a retention that is not 1 to 3650 days', () => {
    expect(parseEnv({}).SUPPORT_RETENTION_DAYS).toBe(180);
    expect(parseEnv({ SUPPORT_RETENTION_DAYS: '30' }).SUPPORT_RETENTION_DAYS).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'forever', '3651']) {
      expect(problems({ SUPPORT_RETENTION_DAYS: bad }), bad).toEqual([
        '  SUPPORT_RETENTION_DAYS: must be a whole number of days from 1 to 3650',
      ]);
    }
  });
});

describe('.env.example', () => {
  const root = join(__dirname, '../..');
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  // "# NAME=value" lines, as a shell reads them once uncommented ("'self'" in double quotes).
  const entries = new Map(
    [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [
      name!,
      value!.replace(/^"(.*)"$/, '$1'),
    ]),
  );
  const configuration = readFileSync(join(root, 'docs/configuration.md'), 'utf8');
  const documented = new Set([
    ...[...configuration.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map(([, name]) => name!),
    ...[...configuration.matchAll(/`(SANITY_STUDIO_[A-Z_]+)`/g)].map(([, name]) => name!),
  ]);

  it('lists every variable of docs/configuration.md, the studio’s included', () => {
    expect(documented.size).toBeGreaterThan(20);
    expect([...documented].filter((name) => !entries.has(name))).toEqual([]);
  });

  it('sets nothing, and its values, uncommented, are the defaults the site accepts', () => {
    expect(example).not.toMatch(/^[A-Z][A-Z0-9_]*=/m);
    const env = parseEnv(Object.fromEntries(entries));
    const defaults = parseEnv({});
    for (const [name, value] of Object.entries(defaults)) expect(env[name as keyof typeof env], name).toEqual(value);
    // The rest are blank (read as unset) or spell out what unset means.
    expect(env.SANITY_PROJECT_ID || env.SANITY_DATASET || env.USERBASE_URL || env.JWT_SECRET).toBeFalsy();
    expect(env.BENCH_EMPTY_PAGE).toBe('0');
    expect(frameAncestorsValue(entries.get('FRAME_ANCESTORS'))).toBe(frameAncestorsValue(undefined));
  });

  it('holds no secret', () => {
    for (const name of [
      'SANITY_API_READ_TOKEN',
      'SANITY_REVALIDATE_SECRET',
      'JWT_SECRET',
      'SANITY_AUTH_TOKEN',
      'EXPERIMENT_RESULTS_TOKEN',
      'SANITY_STUDIO_EXPERIMENT_RESULTS_TOKEN',
      'REDIS_URL',
    ]) {
      expect(entries.get(name), name).toBe('');
    }
  });
});
