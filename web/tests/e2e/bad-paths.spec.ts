import { request as httpRequest } from 'node:http';
import { expect, test, type APIResponse } from '@playwright/test';
import { eachInParallel } from './parallel';

/**
 * Addresses no page can serve: each answers a 4xx (or the site's 404 page) and never a stack
 * trace. Without the proxy's path check, Next answers an undecodable path with a bare 500.
 */

/** What a leaked server error looks like in a body. */
const SERVER_TRACES = [
  /\n\s+at \S[^\n]*:\d+:\d+/,
  /node_modules/,
  /\.next\/server/,
  /\b(?:TypeError|URIError|RangeError|DecodeError)\b/,
  /ENAMETOOLONG|ERR_INVALID_ARG_VALUE/,
  /Internal Server Error/,
];

/** The site's 404 page (NotFoundView) as markup: the proxy serves the prerendered page. */
const NOT_FOUND_PAGE = /<h1 id="not-found-heading">[^<]+<\/h1>/;

function expectNoTrace(body: string, label: string) {
  for (const trace of SERVER_TRACES) expect(body, label).not.toMatch(trace);
}

async function expectRefusal(response: APIResponse, status: number, message: RegExp, label: string) {
  expect(response.status(), label).toBe(status);
  expect(response.headers()['content-type'], label).toBe('text/plain; charset=utf-8');
  const body = await response.text();
  expect(body, label).toMatch(message);
  expect(body.length, label).toBeLessThan(200);
  expectNoTrace(body, label);
}

async function expectSiteNotFound(response: APIResponse, label: string) {
  expect(response.status(), label).toBe(404);
  const body = await response.text();
  expect(body, label).toMatch(NOT_FOUND_PAGE);
  expectNoTrace(body, label);
}

test.describe('malformed percent-encoding', () => {
  for (const path of ['/%E0%A4%A/', '/docs/%E0%A4%A/', '/fr/%E0%A4%A/', '/a%zz/', '/docs/%C3/', '/%/']) {
    test(`${path} answers 400 with a short message`, async ({ request }) => {
      await expectRefusal(await request.get(path), 400, /^Bad Request: .*percent-encoded/, path);
    });
  }

  test('the address without its trailing slash ends in the same 400 after the slash redirect', async ({ request }) => {
    await expectRefusal(await request.get('/docs/%E0%A4%A'), 400, /percent-encoded/, 'no slash');
  });

  test('a visitor opening such an address reads the message, not a stack trace', async ({ page }) => {
    const response = await page.goto('/docs/%E0%A4%A/');
    expect(response?.status()).toBe(400);
    await expect(page.locator('body')).toContainText('The address is not validly percent-encoded.');
    expectNoTrace(await page.content(), 'page');
  });

  test('service and internal paths answer 400 as well, services in their JSON error shape', async ({ request }) => {
    await eachInParallel(
      ['/embedded/userbase/order/%E0%A4%A/', '/embedded/webapp/%E0%A4%A/', '/api/%E0%A4%A/'],
      async (path) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(400);
        expect(await response.json(), path).toEqual({ error: 'The address is not validly percent-encoded.' });
      },
    );
    await expectRefusal(await request.get('/_next/%E0%A4%A/'), 400, /percent-encoded/, '_next');
  });

  test('valid escapes are not refused', async ({ request }) => {
    await expectSiteNotFound(await request.get('/docs/caf%C3%A9/'), 'page');
    const search = await request.get('/embedded/cached-api/search/caf%C3%A9/');
    expect(search.status()).toBe(200);
  });
});

test.describe('over-long paths', () => {
  test('a segment longer than 200 characters answers 414', async ({ request }) => {
    await expectRefusal(await request.get(`/docs/${'a'.repeat(201)}/`), 414, /^URI Too Long: /, 'segment');
  });

  test('a path longer than 2048 characters answers 414', async ({ request }) => {
    const path = `/${Array.from({ length: 500 }, () => 'docs').join('/')}/`;
    expect(path.length).toBeGreaterThan(2048);
    await expectRefusal(await request.get(path), 414, /^URI Too Long: /, 'path');
  });

  test('a long segment within the limit is still the site’s 404 page', async ({ request }) => {
    await expectSiteNotFound(await request.get(`/docs/${'a'.repeat(200)}/`), 'at the limit');
  });
});

test.describe('control characters', () => {
  for (const path of ['/%00/', '/docs/%00/', '/docs/ab/11.05.24/%00/', '/docs/a%0Ab/', '/fr/%7F/']) {
    test(`${path} answers 400`, async ({ request }) => {
      await expectRefusal(await request.get(path), 400, /^Bad Request: The address contains control characters/, path);
    });
  }
});

/** A GET sent as written: browsers and URL parsers would resolve the `..` before sending it. */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('dot-dot segments', () => {
  const paths = [
    '/docs/../../etc/passwd',
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/docs/..%2f..%2fetc/passwd/',
    '/_next/static/../../../package.json',
    '/assets/../../package.json',
    '/embedded/../../.env',
    '/embedded/userbase/../../../etc/passwd',
  ];
  for (const path of paths) {
    test(`${path} never leaves the site: it ends in the 404 page`, async ({ baseURL }) => {
      let answer = await rawGet(baseURL!, path);
      for (let hops = 0; answer.status >= 300 && answer.status < 400 && hops < 3; hops += 1) {
        expect(answer.location, path).toBeTruthy();
        // Next resolves the dots first: the redirect stays on the site, below its root.
        expect(answer.location!, path).toMatch(/^\/(?!\.\.)/);
        answer = await rawGet(baseURL!, answer.location!);
      }
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatch(NOT_FOUND_PAGE);
      expect(answer.body, path).not.toMatch(/root:x:0:0|"packageManager"|JWT_SECRET/);
      expectNoTrace(answer.body, path);
    });
  }
});
