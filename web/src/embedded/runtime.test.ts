import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTION_ENV as PRODUCTION } from '@/testing/production-env';

const dataDirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The runtime fresh, with the environment given and a data folder of its own. */
async function runtimeWith(variables: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-runtime-'));
  dataDirs.push(dataDir);
  vi.resetModules();
  for (const [name, value] of Object.entries({ ...variables, DATA_DIR: dataDir })) vi.stubEnv(name, value);
  // One set of services per process is kept on globalThis: each test starts without it.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('paperwise.embedded-services')];
  return { dataDir, runtime: await import('./runtime') };
}

describe('the embedded services in production', () => {
  it('answer 404 on every route and method, and generate no key', async () => {
    const { dataDir, runtime } = await runtimeWith(PRODUCTION);
    for (const name of ['userbase', 'botcheck', 'paypal'] as const) {
      const route = runtime.embeddedRoute(name);
      for (const handler of [route.GET, route.POST]) {
        const response = await handler(new Request(`http://site.test/embedded/${name}/user/`, { method: 'POST' }));
        expect(response.status, name).toBe(404);
      }
    }
    expect(() => runtime.embeddedServices()).toThrow(/do not run when SITE_MODE=production/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('in local mode, answer as before', async () => {
    const { runtime } = await runtimeWith({ SITE_MODE: 'local' });
    const response = await runtime
      .embeddedRoute('botcheck')
      .GET(new Request('http://site.test/embedded/botcheck/api.js'));
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/grecaptcha/);
  });
});
