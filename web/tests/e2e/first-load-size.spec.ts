import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * A landing variant, and a page of blocks without a form, load little more JavaScript than an
 * empty page of the site: the sign-up dialog, the forms and their libraries come on demand, and
 * only to the pages that show them. Every client component a route can render is part of that
 * route's first scripts, so one heavy import in a block (a form library, a validation library's
 * full build) lands on every page of the content route; this catches it. Bytes, not timings: the
 * same build gives the same figures on any machine. `npm run bench -- landing` measures what the
 * browser loads, with Lighthouse's figures.
 */

/** What a page may add to an empty page's first scripts, compressed (a landing variant's engine start: about 26 kB). */
const MAX_EXTRA_KB = 40;

/** The compressed size of the scripts a page's HTML loads: its script tags and its script preloads. */
async function firstLoadGzip(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const tags = html.matchAll(/<(?:script[^>]+src|link[^>]+href)="([^"]+\.js)"/g);
  const scripts = new Set([...tags].map((match) => match[1]!));
  expect(scripts.size, path).toBeGreaterThan(0);
  const sizes = await Promise.all(
    [...scripts].map(async (src) => gzipSync(await (await request.get(src)).body()).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

for (const path of [
  '/docs/ab/15.10.24/01/',
  '/features/',
  '/fr/company/about/',
  '/pricing/plans/',
  '/es/pricing/thank-you/',
]) {
  test(`${path}: first-load JavaScript at most ${MAX_EXTRA_KB} kB over an empty page`, async ({ request }) => {
    const empty = await firstLoadGzip(request, '/bench-empty/');
    const page = await firstLoadGzip(request, path);
    const extra = (page - empty) / 1024;
    expect(
      extra,
      `${path} ${(page / 1024).toFixed(1)} kB vs empty ${(empty / 1024).toFixed(1)} kB`,
    ).toBeLessThanOrEqual(MAX_EXTRA_KB);
  });
}
