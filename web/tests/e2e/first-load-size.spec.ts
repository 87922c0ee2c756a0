import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { COMPILE_HINT } from '../../compile-hints.mjs';

/**
 * A landing variant, and a page of blocks without a form, load little more JavaScript than an
 * empty page of the site: the sign-up dialog, the forms and their libraries come on demand, and
 * only to the pages that show them. Every client component a route can render is part of that
 * route's first scripts, so one heavy import in a block (a form library, a validation library's
 * full build) lands on every page of the content route; this catches it. Bytes, not timings: the
 * same build gives the same figures on any machine. `npm run bench -- landing` measures what the
 * browser loads, with Lighthouse's figures; `npm run bench -- landing --trace` where the main
 * thread's time goes.
 */

/** What a page may add to an empty page's first scripts, compressed (a landing variant's engine start: about 26 kB). */
const MAX_EXTRA_KB = 40;

/**
 * The budgets of the key pages, so that the gains of issue 24 stay: each page's first-load
 * JavaScript (gzip, kB) and the landing variant's inline RSC payload (the flight stream the HTML
 * carries, decoded, kB). Each is a measured figure plus a small margin (about 3 %). A change that
 * needs more raises the figure here, in the same commit, saying why; the figures are listed in
 * docs/testing.md.
 *
 * Raised once on 2026-11-27 (from 202/201/202/197 kB and 36.5 kB, measured that morning): the
 * features merged that day added about 7 kB of first-load JavaScript and 4.5 kB of payload to every
 * page (the loading state of client navigations, the consent-gated external scripts, the loader
 * overlay, the 429 messages of the forms, the hero's uploaded image, the experiments' signed
 * cookies and purchase report). Issue 24 is to take them back.
 *
 * Lowered for the payload the same day (41 → 38 kB): the sign-up variant's dialog copy and
 * templates now come on intent (components/signup/variant-details.ts), 3.4 kB less; the header's
 * server HTML added 0.6 kB. The JavaScript stayed where it was (the lazy loading added 0.5 kB).
 *
 * Lowered for the JavaScript the same day (209/208/209/204 → 200/200/200/196 kB): the thumbnails
 * no longer import next/image and the loaders use React's lazy instead of next/dynamic, 6.5 kB less.
 */
const FIRST_LOAD_BUDGET_KB: Record<string, number> = {
  '/docs/ab/15.10.24/01/': 200, // measured 197.4
  '/': 200, // measured 196.9
  '/pricing/plans/': 200, // measured 197.4
  '/search/': 196, // measured 193.5
};
/** Issue 24's goal for the same four pages: their first-load JavaScript at most 1.10× an empty page's. */
const MAX_RATIO_TO_EMPTY = 1.1;
const LANDING_PAYLOAD_BUDGET_KB = 38; // measured 36.8

/** The scripts a page's HTML loads, by address: its script tags and its script preloads. */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const tags = html.matchAll(/<(?:script[^>]+src|link[^>]+href)="([^"]+\.js)"/g);
  const scripts = [...new Set([...tags].map((match) => match[1]!))];
  expect(scripts.length, path).toBeGreaterThan(0);
  return scripts;
}

/** The compressed size of the scripts a page's HTML loads. */
async function firstLoadGzip(request: APIRequestContext, path: string): Promise<number> {
  const scripts = await firstLoadScripts(request, path);
  const sizes = await Promise.all(scripts.map(async (src) => gzipSync(await (await request.get(src)).body()).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The RSC payload a page's HTML carries: the strings of its `self.__next_f.push([1, "…"])` scripts, in bytes. */
function inlinePayloadBytes(html: string): number {
  const pushes = [...html.matchAll(/<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g)];
  return pushes.reduce((sum, push) => sum + Buffer.byteLength((JSON.parse(push[1]!) as [1, string])[1]), 0);
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

for (const [path, budget] of Object.entries(FIRST_LOAD_BUDGET_KB)) {
  test(`${path}: first-load JavaScript within its budget of ${budget} kB gzip and ${MAX_RATIO_TO_EMPTY}× an empty page's`, async ({
    request,
  }) => {
    const [page, empty] = await Promise.all([firstLoadGzip(request, path), firstLoadGzip(request, '/bench-empty/')]);
    const kb = page / 1024;
    test.info().annotations.push({ type: 'first-load kB gzip', description: kb.toFixed(1) });
    expect(kb, `${path}: ${kb.toFixed(1)} kB; raise FIRST_LOAD_BUDGET_KB deliberately if needed`).toBeLessThanOrEqual(
      budget,
    );
    expect(page / empty, `${path}: ${kb.toFixed(1)} kB against ${(empty / 1024).toFixed(1)} kB`).toBeLessThanOrEqual(
      MAX_RATIO_TO_EMPTY,
    );
  });
}

test(`the landing variant's inline RSC payload within its budget of ${LANDING_PAYLOAD_BUDGET_KB} kB`, async ({
  request,
}) => {
  const response = await request.get('/docs/ab/15.10.24/01/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const kb = inlinePayloadBytes(html) / 1024;
  test.info().annotations.push({ type: 'payload kB', description: kb.toFixed(1) });
  // The payload is there at all (a change of Next's inline format would otherwise pass as 0 kB).
  expect(kb).toBeGreaterThan(1);
  expect(kb, `${kb.toFixed(1)} kB; raise LANDING_PAYLOAD_BUDGET_KB deliberately if needed`).toBeLessThanOrEqual(
    LANDING_PAYLOAD_BUDGET_KB,
  );
});

test("the framework's first chunks carry V8's compile hint, a page's own chunks do not", async ({ request }) => {
  // web/compile-hints.mjs, run by the build: Chromium compiles these chunks while they stream in,
  // instead of function by function on the main thread during hydration.
  const [page, empty] = await Promise.all([firstLoadScripts(request, '/'), firstLoadScripts(request, '/bench-empty/')]);
  const hinted: string[] = [];
  for (const src of page) {
    const text = await (await request.get(src)).text();
    if (text.startsWith(`${COMPILE_HINT}\n`)) hinted.push(src);
  }
  // React DOM, the router, Turbopack's runtime and Next's two small bootstrap chunks.
  expect(hinted.length, hinted.join(', ')).toBeGreaterThanOrEqual(5);
  expect(
    hinted.filter((src) => !empty.includes(src)),
    'hinted chunks the empty page does not load',
  ).toEqual([]);
  expect(page.filter((src) => !empty.includes(src)).length, 'the home page has chunks of its own').toBeGreaterThan(0);
});
