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

/** Whether a script starts with V8's compile hint (web/compile-hints.mjs, run by the build). */
async function hinted(request: APIRequestContext, src: string): Promise<boolean> {
  return (await (await request.get(src)).text()).startsWith(`${COMPILE_HINT}\n`);
}

/** Strings only the engine's later scripts hold: the HTTP library (axios), the dialog's error log. */
const ENGINE_LATER_MARKERS = ['AxiosHeaders', 'Error while creating account'];

// The landing variant and search host the sign-up engine, whose services and dialog load later.
for (const { path, hostsEngine } of [
  { path: '/', hostsEngine: false },
  { path: '/docs/ab/15.10.24/01/', hostsEngine: true },
  { path: '/search/', hostsEngine: true },
]) {
  test(`${path}: every script its HTML loads carries V8's compile hint; the sign-up engine's later scripts do not`, async ({
    page,
    request,
  }) => {
    // Chromium compiles a hinted script's functions while it streams in, off the main thread,
    // instead of one by one on the main thread during hydration. The legacy browsers' polyfills
    // (nomodule: Chromium never runs them) are left as they are.
    const html = await (await request.get(path)).text();
    const polyfills = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => /\snoModule\b/i.test(tag))
      .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? '');
    const first = (await firstLoadScripts(request, path)).filter((src) => !polyfills.includes(src));
    // The framework's five chunks and the layout's and page's own.
    expect(first.length).toBeGreaterThan(5);
    const unhinted: string[] = [];
    for (const src of first) if (!(await hinted(request, src))) unhinted.push(src);
    expect(unhinted, 'first-load scripts without the hint').toEqual([]);

    // The sign-up engine's code loaded after the first scripts (the HTTP library of its services,
    // the dialog prefetched at idle) runs a part of its code: compiling all of it up front would be
    // waste. (Other routes' first chunks, loaded by a link's prefetch, carry the hint: they are
    // first-load chunks of their own pages.)
    const engineLater: Array<{ src: string; hinted: boolean }> = [];
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js') || first.includes(pathname)) return;
      const text = await response.text().catch(() => '');
      if (ENGINE_LATER_MARKERS.some((marker) => text.includes(marker))) {
        engineLater.push({ src: pathname, hinted: text.startsWith(`${COMPILE_HINT}\n`) });
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    if (hostsEngine) expect(engineLater.length, "the engine's later scripts").toBeGreaterThan(0);
    expect(engineLater.filter((script) => script.hinted)).toEqual([]);
  });
}
