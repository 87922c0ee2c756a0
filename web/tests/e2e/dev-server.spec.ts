import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { startSite, type RunningSite } from './site-server';

/*
 * `npm run dev` (web/server.ts --dev: Next's development server behind the site's own server)
 * counts each client by its socket address, as `npm start` does: under a bare `next dev` the routes
 * were told no address and every visitor shared one rate limit. A server of its own with one
 * draft-mode call allowed per client; the route answers 400 (no secret) when the call is allowed,
 * 429 when it is not.
 */
test.describe.configure({ mode: 'serial' });

let site: RunningSite | undefined;

test.beforeAll(async () => {
  // Next's development server compiles the route on its first request: about 20 s here, minutes on
  // a loaded machine.
  test.setTimeout(360_000);
  site = await startSite({
    dev: true,
    readyPath: '/api/draft-mode/enable/',
    timeoutMs: 300_000,
    output: 'capture',
    // A folder of its own (.next-dev-test/dev), so that a developer's `npm run dev` is left alone.
    env: { RATE_LIMITS: 'draft-client=1/600', NEXT_DIST_DIR: '.next-dev-test' },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

/** The status of a draft-mode call from a given loopback address (127.0.0.0/8), with extra headers. */
function draftModeFrom(from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${site!.baseUrl}/api/draft-mode/enable/`,
      { method: 'GET', localAddress: from, agent: false, headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('npm run dev counts each socket address as a client of its own', async () => {
  expect(site!.output()).toContain('[server] development server (hot reload)');
  expect(await draftModeFrom('127.0.0.2')).toBe(400);
  expect(await draftModeFrom('127.0.0.2')).toBe(429);
  // Another address has its own allowance: the limit is not one bucket for every visitor.
  expect(await draftModeFrom('127.0.0.3')).toBe(400);
  // A forwarded header or the server's own header sent by the client changes nothing.
  expect(await draftModeFrom('127.0.0.3', { 'x-forwarded-for': '198.51.100.7' })).toBe(429);
  expect(await draftModeFrom('127.0.0.3', { 'x-paperwise-client-address': '198.51.100.8' })).toBe(429);
});
