import { gzipSync } from 'node:zlib';
import { expect, test, type Browser } from '@playwright/test';

/**
 * A landing variant loads little more JavaScript than an empty page of the site: the sign-up
 * dialog, the forms and their libraries come later, on demand. Every client component a route can
 * render is part of that route's first scripts, so one heavy import in a block (a form library, a
 * validation library's full build) lands on every page of the content route; this catches it.
 * Bytes, not timings: the same build gives the same figures on any machine. `npm run bench --
 * landing` prints the same comparison with Lighthouse's measures.
 */
const MAX_RATIO = 1.15;

/** The compressed size of every script the page loads until its load event, in a fresh context. */
async function firstLoadGzip(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Array<Promise<Buffer>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(path, { waitUntil: 'load' });
  const sizes = await Promise.all(bodies.map(async (body) => gzipSync(await body).length));
  await context.close();
  expect(sizes.length, path).toBeGreaterThan(0);
  return sizes.reduce((sum, size) => sum + size, 0);
}

for (const path of ['/docs/ab/15.10.24/01/', '/company/contact/']) {
  test(`${path}: first-load JavaScript within ${MAX_RATIO}× of an empty page`, async ({ browser }) => {
    const empty = await firstLoadGzip(browser, '/bench-empty/');
    const page = await firstLoadGzip(browser, path);
    expect(
      page / empty,
      `${path} ${(page / 1024).toFixed(1)} kB vs empty ${(empty / 1024).toFixed(1)} kB`,
    ).toBeLessThanOrEqual(MAX_RATIO);
  });
}
