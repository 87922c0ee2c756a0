import { expect, test } from '@playwright/test';

/**
 * A chunk of a page's code that fails to load reloads the page, at most once per 60 seconds
 * (web/src/lib/chunk-reload.ts): one of the page's chunks is refused on every load here, as after
 * a deploy that removed it, and the page reloads once, not in a loop.
 */
test('a page chunk that fails to load reloads the page once, not again within the minute', async ({
  page,
  request,
}) => {
  // Two loads of the page and the wait for a third that must not come: more than the default on a busy machine.
  test.setTimeout(60_000);
  // The page's chunks, as its HTML names them; the last is the page's own.
  const html = await (await request.get('/company/about/')).text();
  const chunks = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(chunks.length, 'the page names its chunks').toBeGreaterThan(1);
  const refusedChunk = chunks.at(-1)!;

  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  let refused = 0;
  await page.route(
    (url) => url.pathname === refusedChunk,
    async (route) => {
      refused += 1;
      await route.abort('failed');
    },
  );
  await page.goto('/company/about/');
  // The reload: a second load of the page, whose chunk fails again.
  await expect.poll(() => documents.length).toBe(2);
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => Number(sessionStorage.getItem('paperwise:chunk-reload')))).toBeGreaterThan(0);
  // No third load: the second failure came within the minute. Given the time a reload takes here.
  await page.waitForTimeout(1_500);
  expect(documents).toHaveLength(2);
});

test('a page whose chunks load is not reloaded', async ({ page }) => {
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  await page.goto('/company/about/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(documents).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('paperwise:chunk-reload'))).toBeNull();
});
