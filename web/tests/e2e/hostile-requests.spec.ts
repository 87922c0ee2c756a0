import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { eachInParallel } from './parallel';
import { PRODUCTION_ENV } from '../../src/testing/production-env';
import { startSite, webDir, type RunningSite } from './site-server';

/**
 * Requests no visitor sends: each gets a short 4xx from the site's server (web/server.ts and its
 * request guard) and leaves nothing behind, above all no page in the page cache on disk.
 */

/** What a leaked server error looks like in a body. */
const SERVER_TRACES = [/\n\s+at \S[^\n]*:\d+:\d+/, /node_modules/, /\.next\/server/, /Internal Server Error/];

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Sends `head` (request line and headers, as written) and a body on a socket of its own; reads the answer. */
function raw(baseURL: string, head: string, body = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${head}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n`);
      socket.write(body ? `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` : '\r\n');
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headPart = '', bodyPart = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(headPart.split(' ')[1]), head: headPart.toLowerCase(), body: bodyPart });
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${head}`)));
  });
}

function expectNoTrace(body: string, label: string) {
  for (const trace of SERVER_TRACES) expect(body, label).not.toMatch(trace);
}

/** Every file and folder name under the build's page cache (web/.next/server/app). */
function pageCacheNames(): string[] {
  const dir = join(webDir, process.env.NEXT_DIST_DIR || '.next', 'server', 'app');
  return readdirSync(dir, { recursive: true }).map(String);
}

test.describe('methods and request targets', () => {
  // TRACE reaches the request guard; Node's parser itself refuses the methods it does not know (TRACK).
  for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'CONNECT']) {
    test(`${method} answers 405 with the methods allowed, on pages, the API and the services`, async ({ baseURL }) => {
      await eachInParallel(['/', '/docs/', '/api/revalidate/', '/embedded/userbase/user/'], async (path) => {
        const target = method === 'CONNECT' ? '127.0.0.1:443' : path;
        const answer = await raw(baseURL!, `${method} ${target} HTTP/1.1`);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.head, `${method} ${target}`).toMatch(/\r\nallow: get, head, post, put, patch, delete, options/);
        expectNoTrace(answer.body, `${method} ${target}`);
      });
    });
  }

  test('a request target that is not a path (*, a full URL, //host) answers 400', async ({ baseURL }) => {
    for (const head of [
      'OPTIONS * HTTP/1.1',
      'GET * HTTP/1.1',
      'GET http://evil.example/ HTTP/1.1',
      'GET //evil.example/x HTTP/1.1',
    ]) {
      const answer = await raw(baseURL!, head);
      expect(answer.status, head).toBe(400);
      expect(answer.body, head).toMatch(/^Bad Request: The request target must be a path/);
    }
  });

  test('headers over 16 KiB answer 431 (Node refuses them before any code runs)', async ({ baseURL }) => {
    const answer = await raw(baseURL!, `GET / HTTP/1.1\r\nX-Padding: ${'a'.repeat(17 * 1024)}`);
    expect(answer.status).toBe(431);
  });
});

test.describe('over-long paths under every prefix', () => {
  test('/api/, /embedded/, /_next/ and /studio/ answer 414 like pages, services in JSON', async ({ request }) => {
    const long = 'a'.repeat(5000);
    await eachInParallel(['/api/', '/embedded/', '/embedded/userbase/'], async (prefix) => {
      const response = await request.get(`${prefix}${long}/`);
      expect(response.status(), prefix).toBe(414);
      expect((await response.json()).error, prefix).toMatch(/too long/);
    });
    for (const prefix of ['/_next/', '/studio/', '/assets/']) {
      const response = await request.get(`${prefix}${long}/`);
      expect(response.status(), prefix).toBe(414);
      expect(await response.text(), prefix).toMatch(/^URI Too Long: /);
    }
  });
});

test.describe('unknown addresses under non-page prefixes', () => {
  test('200 unknown /api/ addresses, and unknown ones under every other prefix, answer 404 and write nothing', async ({
    request,
  }) => {
    // Every address carries this mark: a file named after one would carry it too.
    const mark = `hostile-${randomUUID().slice(0, 8)}`;
    const addresses = [
      ...Array.from({ length: 200 }, (_, i) => `/api/${mark}-${i}/`),
      `/api/experiments/${mark}/extra/`,
      `/embedded/${mark}/`,
      `/_next/${mark}/`,
      `/_next/static/${mark}.js`,
      `/assets/${mark}.png`,
      `/robots.txt/${mark}/`,
      `/sitemap.xml/${mark}/`,
      `/icon.svg/${mark}/`,
      `/apple-icon.png/${mark}/`,
    ];
    await eachInParallel(addresses, async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expectNoTrace(await response.text(), path);
    });
    expect(pageCacheNames().filter((name) => name.includes(mark))).toEqual([]);
  });
});

test.describe('deeply nested JSON bodies', () => {
  /** `{"a": [[[…1…]]]}`, `depth` arrays deep. */
  const deep = (depth: number) => `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`;

  test('nesting 4,000 to 10,000 levels deep answers 4xx on every JSON endpoint, never 500', async ({ baseURL }) => {
    const endpoints: Array<[string, Record<string, string>]> = [
      ['/embedded/userbase/user/', { 'Idempotency-Key': `deep-${randomUUID()}` }],
      ['/embedded/userbase/buy/', { 'Idempotency-Key': `deep-${randomUUID()}` }],
      ['/embedded/userbase/partner/budgeto/notify/', {}],
      ['/embedded/userbase/affiliate/clickbank/', {}],
      ['/embedded/support/contact/', {}],
      ['/embedded/botcheck/siteverify/', { 'Content-Type': 'application/json' }],
      ['/embedded/paypal/subscription/', {}],
      ['/api/experiments/events/', { Origin: baseURL! }],
      ['/api/revalidate/', {}],
    ];
    for (const [path, headers] of endpoints) {
      for (const depth of [4_000, 5_000, 10_000]) {
        const head = [
          `POST ${path} HTTP/1.1`,
          ...Object.entries({ 'Content-Type': 'text/plain', ...headers }).map(([k, v]) => `${k}: ${v}`),
        ].join('\r\n');
        const answer = await raw(baseURL!, head, deep(depth));
        const label = `${path} at depth ${depth}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expectNoTrace(answer.body, label);
      }
    }
  });
});

test.describe('SITE_MODE=production, on a server of its own', () => {
  // A server start: up to 20 s on a loaded machine.
  test.describe.configure({ timeout: 90_000 });
  let site: RunningSite | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // Every service at an address nothing answers (no request here reaches one), and a Sanity
    // project this machine cannot reach (the prerendered home page answers all the same).
    site = await startSite({ output: 'ignore', env: { ...PRODUCTION_ENV } });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('no /embedded/ address answers: the stand-ins, the local Content Lake and its sign-in are absent', async ({
    request,
  }) => {
    const paths = [
      '/embedded/userbase/bib-pkg/any/',
      '/embedded/userbase/user/',
      '/embedded/userbase/buy/',
      '/embedded/location/',
      '/embedded/cached-api/top50/',
      '/embedded/webapp/login/',
      '/embedded/paypal/subscription/',
      '/embedded/support/contact/',
      '/embedded/botcheck/api.js',
      '/embedded/affiliate/sdk.js',
      '/embedded/content-lake/v2025-02-19/users/me',
      '/embedded/content-lake/v2025-02-19/data/query/production?query=*',
    ];
    await eachInParallel(paths, async (path) => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await request.fetch(`${site!.baseUrl}${path}`, { method, data: '{}', maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(404);
      }
    });
  });
});
