import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module fresh, with the environment given (env.ts reads it once per module instance). */
async function withEnv(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return import('./results-token');
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
