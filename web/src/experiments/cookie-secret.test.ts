import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTION_ENV } from '@/testing/production-env';

/** The module fresh, with the environment given (env.ts reads it once per module instance). */
async function withEnv(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  const module = await import('./cookie-secret');
  module.resetExperimentCookieSigner();
  return module;
}

const dataDirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cookie-secret-'));
  dataDirs.push(dir);
  return dir;
}

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
    const module = await withEnv({ DATA_DIR: dataDir, EXPERIMENT_COOKIE_SECRET: 's'.repeat(40) });
    expect(module.experimentCookieSecret()).toBe('s'.repeat(40));
    expect(existsSync(join(dataDir, module.COOKIE_SECRET_FILE))).toBe(false);
  });

  it('in production, is required: a configuration without it is refused and nothing is generated', async () => {
    const dataDir = freshDataDir();
    const module = await withEnv({ ...PRODUCTION_ENV, DATA_DIR: dataDir, EXPERIMENT_COOKIE_SECRET: '' });
    expect(() => module.experimentCookieSecret()).toThrow(
      /EXPERIMENT_COOKIE_SECRET: required when SITE_MODE=production/,
    );
    expect(existsSync(join(dataDir, module.COOKIE_SECRET_FILE))).toBe(false);
  });
});
