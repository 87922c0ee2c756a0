import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTION_ENV } from '@/testing/production-env';

/** The modules fresh, with the environment given (env.ts reads it once per module instance). */
async function withEnv(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  const cookies = await import('./cookie-secret');
  cookies.resetExperimentCookieSigner();
  return { ...(await import('./results-token')), ...cookies };
}

const dataDirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'results-token-'));
  dataDirs.push(dir);
  return dir;
}

describe('resultsToken', () => {
  it('in local mode, generates one token in the data folder and keeps it', async () => {
    const dataDir = freshDataDir();
    const { resultsToken, RESULTS_TOKEN_FILE } = await withEnv({ DATA_DIR: dataDir, SITE_MODE: 'local' });
    const token = resultsToken();
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dataDir, RESULTS_TOKEN_FILE))).toBe(true);
    expect(resultsToken()).toBe(token);
  });

  it('in production, never generates one: without EXPERIMENT_RESULTS_TOKEN it refuses and writes nothing', async () => {
    const dataDir = freshDataDir();
    const { resultsToken, RESULTS_TOKEN_FILE } = await withEnv({ DATA_DIR: dataDir, SITE_MODE: 'production' });
    // env() refuses the incomplete production configuration before any token could be made.
    expect(() => resultsToken()).toThrow(/EXPERIMENT_RESULTS_TOKEN: required when SITE_MODE=production/);
    expect(existsSync(join(dataDir, RESULTS_TOKEN_FILE))).toBe(false);
  });
});

describe('the experiment cookie secret', () => {
  it('in local mode, is generated once in the data folder (mode 600), so instances sharing it agree', async () => {
    const dataDir = freshDataDir();
    const first = await withEnv({ DATA_DIR: dataDir, SITE_MODE: 'local', EXPERIMENT_COOKIE_SECRET: '' });
    const secret = first.experimentCookieSecret();
    const file = join(dataDir, first.COOKIE_SECRET_FILE);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const signed = await first.experimentCookieSigner().sign('vid', 'AAAAAAAAAAAAAAAAAAAAAA');
    // Another instance (a fresh module) on the same folder believes the first one's signature.
    const second = await withEnv({ DATA_DIR: dataDir, SITE_MODE: 'local', EXPERIMENT_COOKIE_SECRET: '' });
    expect(await second.experimentCookieSigner().verify('vid', signed)).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('is EXPERIMENT_COOKIE_SECRET when set, and then nothing is written', async () => {
    const dataDir = freshDataDir();
    const loaded = await withEnv({ DATA_DIR: dataDir, EXPERIMENT_COOKIE_SECRET: 's'.repeat(40) });
    expect(loaded.experimentCookieSecret()).toBe('s'.repeat(40));
    expect(existsSync(join(dataDir, loaded.COOKIE_SECRET_FILE))).toBe(false);
  });

  it('in production, is required: a configuration without it is refused and nothing is generated', async () => {
    const dataDir = freshDataDir();
    const loaded = await withEnv({ ...PRODUCTION_ENV, DATA_DIR: dataDir, EXPERIMENT_COOKIE_SECRET: '' });
    expect(() => loaded.experimentCookieSecret()).toThrow(
      /EXPERIMENT_COOKIE_SECRET: required when SITE_MODE=production/,
    );
    expect(existsSync(join(dataDir, loaded.COOKIE_SECRET_FILE))).toBe(false);
  });
});
