import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './shared-page';
import { eachInParallel } from './parallel';

/**
 * Link previews: each indexable page kind names its title, description, canonical address, language
 * and a generated 1200 × 630 PNG in Open Graph and Twitter tags, and the image is served.
 */
const PAGES = [
  { path: '/', locale: 'en_US', type: 'website', title: /^Paperwise™ / },
  { path: '/fr/', locale: 'fr_FR', type: 'website', title: /^Paperwise™ / },
  { path: '/de/', locale: 'de_DE', type: 'website', title: /^Paperwise™ / },
  { path: '/features/', locale: 'en_US', type: 'website', title: /^Features/ },
  { path: '/company/about/', locale: 'en_US', type: 'website', title: /^About Us$/ },
  {
    path: '/company/newsroom/3000-templates/',
    locale: 'en_US',
    type: 'article',
    title: /^Paperwise passes 3,000 business document templates$/,
  },
  {
    path: '/blog/choosing-a-contract-template/',
    locale: 'en_US',
    type: 'article',
    title: /^How to choose the right contract template$/,
  },
] as const;

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute('content');

/** The width and height of a PNG, read from its IHDR chunk (right after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches an absolute address of the site from the server under test (the site's origin is SITE_URL's). */
async function fetchOwn(request: APIRequestContext, absolute: string) {
  const url = new URL(absolute);
  return request.get(url.pathname + url.search);
}

for (const { path, locale, type, title } of PAGES) {
  test(`${path} has its link-preview tags and a 1200 × 630 share image`, async ({ readPage: page, request }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    const url = await meta(page, 'og:url');
    expect(url).toMatch(/^https?:\/\/[^/]+\//);
    expect(new URL(url!).pathname).toBe(path);
    expect(canonical).toBe(url);
    expect(await meta(page, 'og:title')).toMatch(title);
    expect(await meta(page, 'twitter:title')).toBe(await meta(page, 'og:title'));
    const description = await meta(page, 'og:description');
    expect(description?.length).toBeGreaterThan(20);
    expect(await meta(page, 'twitter:description')).toBe(description);
    expect(await meta(page, 'og:site_name')).toBe('Paperwise');
    expect(await meta(page, 'og:locale')).toBe(locale);
    expect(await meta(page, 'og:type')).toBe(type);
    if (type === 'article') expect(await meta(page, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'og:image:width')).toBe('1200');
    expect(await meta(page, 'og:image:height')).toBe('630');
    expect((await meta(page, 'og:image:alt'))?.length).toBeGreaterThan(3);

    const image = await meta(page, 'og:image');
    expect(image).toMatch(/^https?:\/\/[^/]+\/og\/[a-z]{2}\/(?:.+\/)?image\.png$/);
    expect(new URL(image!).origin).toBe(new URL(url!).origin);
    expect(await meta(page, 'twitter:image')).toBe(image);
    const response = await fetchOwn(request, image!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toMatch(/max-age=[1-9]/);
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });
}

test('the site icons are linked and served', async ({ page, request }) => {
  await page.goto('/fr/company/about/');
  const icon = await page.locator('head link[rel="icon"]').first().getAttribute('href');
  const apple = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  expect(icon).toMatch(/^\/icon\.svg/);
  expect(apple).toBe('/apple-icon.png');
  const svg = await request.get(icon!);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const png = await request.get(apple!);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect(pngSize(await png.body())).toEqual({ width: 180, height: 180 });
});

test('landing pages stay noindex without a preview of their own, and have no share image', async ({
  page,
  request,
}) => {
  expect((await page.goto('/docs/free-demo/'))?.status()).toBe(200);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('head meta[property="og:image"]')).toHaveCount(0);
  expect((await request.get('/og/en/docs/free-demo/image.png')).status()).toBe(404);
});

test('share images exist only for pages of the site', async ({ request }) => {
  await eachInParallel(
    [
      '/og/en/no-such-page/image.png',
      '/og/fr/blog/page/999/image.png',
      '/og/xx/image.png',
      '/og/en/features/other.png',
      '/og/en/search/image.png',
    ],
    async (path) => {
      expect((await request.get(path)).status(), path).toBe(404);
    },
  );
});
