import { expect, test } from './shared-page';
import { eachInParallel } from './parallel';

/**
 * The icon sprite at /assets/icons.svg (web/src/components/icons/sprite.tsx): an SVG document of
 * symbols with ids, and the pages' icons are <use> references to symbols it holds. A fixed set of
 * pages that show every kind of icon: the footer's social icons (every page with the large
 * footer), module cards with their arrows, reassurances, platforms and a FAQ, plan ticks.
 */
const PAGES = ['/', '/features/', '/company/affiliate/', '/apps/', '/budgeto/buy/', '/fr/'];

/** The ids of the sprite's symbols, read from the file as the site serves it. */
async function spriteIds(request: import('@playwright/test').APIRequestContext): Promise<Set<string>> {
  const sprite = await request.get('/assets/icons.svg');
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const body = await sprite.text();
  expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
  return new Set([...body.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!));
}

test('the sprite answers image/svg+xml, and every icon of the pages uses a symbol it holds', async ({ request }) => {
  const ids = await spriteIds(request);
  expect(ids.size).toBeGreaterThan(20);
  const used = new Set<string>();
  await eachInParallel(PAGES, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const hrefs = [...html.matchAll(/<use href="([^"]+)"/g)].map((match) => match[1]!);
    expect(hrefs.length, `${path} shows icons from the sprite`).toBeGreaterThan(0);
    for (const href of hrefs) {
      const [file, id] = href.split('#');
      expect(file, `${path}: ${href}`).toBe('/assets/icons.svg');
      expect(ids.has(id!), `${path}: ${href} names a symbol of the sprite`).toBe(true);
      used.add(id!.split('-')[0]!);
    }
  });
  // Every kind of icon was met: the list of pages covers them all.
  expect([...used].sort()).toEqual(['card', 'faq', 'module', 'plan', 'platform', 'social', 'trust']);
});

test('the browser draws the icons from the sprite', async ({ readPage: page }) => {
  await page.goto('/features/');
  const icon = page.locator('main use[href^="/assets/icons.svg#module-"]').first();
  await expect(icon).toBeAttached();
  // A <use> whose symbol did not load has no box; a drawn one has the drawing's.
  await expect.poll(() => icon.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0);
  const social = page.locator('footer use[href^="/assets/icons.svg#social-"]').first();
  await expect.poll(() => social.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0);
});
