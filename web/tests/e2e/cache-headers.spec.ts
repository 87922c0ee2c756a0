import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { eachInParallel } from './parallel';

/*
 * Every kind of response the site serves, with what a shared cache (a CDN) may do with it. A page
 * any visitor may be given sets no cookie (caches do not store a response that sets one) and says
 * how long it may be kept; whatever depends on the visitor says private or no-store.
 */

const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What Next varies a page's answer by: the HTML and the RSC payload share an address. */
const PAGE_VARY = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

/** A shared cache may keep it (s-maxage above 0), and nothing in it is private. */
function expectSharedCacheable(response: APIResponse, what: string) {
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl, what).toMatch(/^(public, )?(max-age=0, )?s-maxage=[1-9]\d*(, stale-while-revalidate=\d+)?$/);
  expect(cacheControl, what).not.toMatch(/private|no-store|no-cache/);
}

function expectNoCookie(response: APIResponse, what: string) {
  expect(response.headers()['set-cookie'], what).toBeUndefined();
}

function expectVaries(response: APIResponse, what: string, names: string[]) {
  const vary = (response.headers()['vary'] ?? '').split(',').map((name) => name.trim().toLowerCase());
  for (const name of names) expect(vary, `${what}: Vary`).toContain(name);
}

/** A page as a first-time visitor's browser asks for it: no cookies, compression accepted. */
async function getPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, {
    maxRedirects: 0,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'user-agent': PERSON_UA, ...headers },
  });
}

/**
 * A page's answer as a shared cache would store it. A stale page is answered once as such
 * (x-nextjs-cache: STALE) while it is rendered again: one an earlier server left in the build's page
 * cache with no Cache-Control (so a CDN keeps nothing), one a publish earlier in the run marked
 * stale with the page's lifetime (a CDN may keep the stale copy while it asks again, as
 * stale-while-revalidate says). The answers after it are fresh and carry the page's lifetime. No
 * answer on the way sets a cookie.
 */
async function cachedPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const first = await getPage(request, path, headers);
  expectNoCookie(first, path);
  if (first.headers()['x-nextjs-cache'] !== 'STALE') return first;
  if (first.headers()['cache-control'] !== undefined) expectSharedCacheable(first, path);
  await expect
    .poll(async () => (await getPage(request, path, headers)).headers()['x-nextjs-cache'], { timeout: 15_000 })
    .toBe('HIT');
  const response = await getPage(request, path, headers);
  expectNoCookie(response, path);
  return response;
}

const CACHED_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'home in French', path: '/fr/' },
  { kind: 'landing page', path: '/docs/' },
  { kind: 'landing variant', path: '/docs/ab/15.10.24/01/' },
  { kind: 'core page', path: '/features/' },
  { kind: 'legal page', path: '/company/eula/' },
  { kind: 'news article', path: '/company/newsroom/3000-templates/' },
  { kind: 'blog post', path: '/blog/choosing-a-contract-template/' },
  // /pricing/plans/ itself is the demo price test's address: answered per visitor (private).
  { kind: 'pricing page', path: '/pricing/plans/save50/' },
];

for (const { kind, path } of CACHED_PAGES) {
  test(`${kind} ${path}: shared caches may keep it, it sets no cookie, it varies by the router headers`, async ({
    request,
  }) => {
    const response = await cachedPage(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expectSharedCacheable(response, path);
    expectVaries(response, path, [...PAGE_VARY, 'accept-encoding']);
  });
}

test('a page read with another language cookie gets the same cacheable answer, without a cookie', async ({
  request,
}) => {
  const response = await cachedPage(request, '/fr/features/', { cookie: 'b_lang=de' });
  expect(response.status()).toBe(200);
  expectNoCookie(response, '/fr/features/');
  expectSharedCacheable(response, '/fr/features/');
});

test('search answers per request: never kept by a shared cache, no cookie', async ({ request }) => {
  const response = await getPage(request, '/search/?q=contract');
  expect(response.status()).toBe(200);
  expectNoCookie(response, 'search');
  expect(response.headers()['cache-control']).toMatch(/private/);
  expect(response.headers()['cache-control']).toMatch(/no-store/);
});

test('an unknown page: the 404 page, kept by shared caches for a minute only, no cookie', async ({ request }) => {
  await eachInParallel(['/no-such-page/', '/de/no-such-page/', '/docs/no-such-landing/'], async (path) => {
    const response = await getPage(request, path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<html');
    expectNoCookie(response, path);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
  });
});

test('the RSC payload of a page: cacheable like its HTML, varying by the router headers', async ({ request }) => {
  const headers = { rsc: '1', 'user-agent': PERSON_UA };
  // Next first sends the browser to the address with its cache-busting parameter.
  const first = await request.get('/docs/ab/15.10.24/01/', { headers, maxRedirects: 0 });
  expect(first.status()).toBe(307);
  expectNoCookie(first, 'RSC redirect');
  const location = first.headers()['location']!;
  expect(location).toContain('_rsc');
  const response = await request.get(location, { headers, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/x-component');
  expectNoCookie(response, 'RSC');
  expectSharedCacheable(response, 'RSC');
  expectVaries(response, 'RSC', PAGE_VARY);
});

test('a static asset of the build is kept for a year, immutable', async ({ request }) => {
  const html = await (await getPage(request, '/')).text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectNoCookie(response, script!);
});

test('images: the optimizer, the public files and the share images are public, without cookies', async ({
  request,
}) => {
  const optimized = await request.get('/_next/image/?url=%2Fapple-icon.png&w=250&q=75', {
    headers: { accept: 'image/avif,image/webp,*/*' },
  });
  expect(optimized.status()).toBe(200);
  expect(optimized.headers()['content-type']).toMatch(/^image\//);
  expect(optimized.headers()['cache-control']).toMatch(/^public, max-age=[1-9]\d*/);
  expectVaries(optimized, '/_next/image', ['accept']);
  expectNoCookie(optimized, '/_next/image');

  const asset = await request.get('/assets/media/paperwise-tour.webm', { headers: { range: 'bytes=0-99' } });
  expect(asset.status()).toBe(206);
  expect(asset.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  expectNoCookie(asset, '/assets/');

  const icon = await request.get('/apple-icon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['cache-control']).toBe('public, max-age=86400');

  const share = await request.get('/og/en/image.png');
  expect(share.status()).toBe(200);
  expect(share.headers()['content-type']).toBe('image/png');
  expect(share.headers()['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  expectNoCookie(share, '/og/');
  // A page without a share image, and a page the site does not have: a 404 kept a minute at most.
  await eachInParallel(['/og/en/docs/ab/15.10.24/01/image.png', '/og/en/no-such-page/image.png'], async (path) => {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
  });
});

test('sitemap.xml and robots.txt: shared caches keep them an hour, browsers ask again', async ({ request }) => {
  await eachInParallel(['/sitemap.xml', '/robots.txt'], async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    );
    expectNoCookie(response, path);
  });
});

test('the embedded services: the price list is public, whatever belongs to someone is no-store', async ({
  request,
}) => {
  const prices = await request.get('/embedded/userbase/bib-pkg/basic/');
  expect(prices.status()).toBe(200);
  expect(prices.headers()['cache-control']).toBe('public, max-age=3600');
  expectNoCookie(prices, 'bib-pkg');
  await eachInParallel(
    ['/embedded/userbase/order/PW-000000/', '/embedded/userbase/account/get/nobody/'],
    async (path) => {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.headers()['cache-control'], path).toBe('no-store');
    },
  );
});

test('the API routes are never cached', async ({ request }) => {
  await eachInParallel(
    ['/api/experiments/experiment-docs-free-demo/results/', '/api/draft-mode/enable/'],
    async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.headers()['cache-control'], path).toMatch(/no-store/);
    },
  );
});

test('the experiment address is private, with and without consent; only a consenting visitor gets cookies', async ({
  request,
}) => {
  const refused = await getPage(request, '/docs/free-demo/', { cookie: 'user-cookies=0' });
  expect(refused.status()).toBe(200);
  expect(refused.headers()['cache-control']).toMatch(/^private/);
  const unasked = await getPage(request, '/docs/free-demo/');
  expect(unasked.status()).toBe(200);
  expect(unasked.headers()['cache-control']).toMatch(/^private/);
  const consenting = await getPage(request, '/docs/free-demo/', { cookie: 'user-cookies=1' });
  expect(consenting.status()).toBe(200);
  expect(consenting.headers()['cache-control']).toMatch(/^private/);
  const cookies = consenting.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
  expect(cookies.map((cookie) => cookie.value.split('=')[0])).toContain('pw_vid');
  expect(cookies.some((cookie) => cookie.value.startsWith('b_lang='))).toBe(false);
});

test('the browser records the language read in b_lang, and no page answer set it', async ({ page, context }) => {
  const setCookies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'document') return;
    const value = await response.headerValue('set-cookie');
    if (value) setCookies.push(`${response.url()}: ${value}`);
  });
  await page.goto('/fr/');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'b_lang')?.value).toBe('fr');
  await page.goto('/de/features/');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'b_lang')?.value).toBe('de');
  expect(setCookies).toEqual([]);
});
