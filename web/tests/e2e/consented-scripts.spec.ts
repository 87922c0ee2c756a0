import { expect, test, type Page } from '@playwright/test';

/**
 * The external scripts loaded only with consent (web/src/components/consent/ConsentedScripts.tsx):
 * the affiliate retailer's toolbar on the retailer's order page (/start/cb/, its layout preset
 * asks for it) and the user-behaviour / A-B script on every page. Unset in the suite's server,
 * each is its local stand-in (web/public/assets/stand-ins/), which marks the page it ran on.
 */
const STAND_INS = /\/assets\/stand-ins\/(retailer-toolbar|behaviour)\.js$/;

/** The stand-ins the page has requested so far. */
function recordStandIns(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = STAND_INS.exec(new URL(request.url()).pathname);
    if (match) requested.push(match[1]!);
  });
  return requested;
}

test('/start/cb/: no toolbar or behaviour script before consent; both load once the visitor accepts', async ({
  page,
}) => {
  const requested = recordStandIns(page);
  await page.goto('/start/cb/');
  const banner = page.getByRole('region', { name: /cookie/i });
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await expect(page.locator('script[data-consented-script]')).toHaveCount(0);

  await banner.getByRole('button', { name: 'Accept' }).click();
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-retailer-toolbar', 'stand-in');
  await expect(root).toHaveAttribute('data-behaviour-script', 'stand-in');
  expect([...requested].sort()).toEqual(['behaviour', 'retailer-toolbar']);
});

test('a refusal loads neither script; another page loads the behaviour script only, for a visitor who accepted', async ({
  page,
  context,
  baseURL,
}) => {
  const requested = recordStandIns(page);
  await page.goto('/start/cb/');
  const banner = page.getByRole('region', { name: /cookie/i });
  await banner.getByRole('button', { name: 'Refuse' }).click();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-retailer-toolbar', /.*/);

  // A visitor who accepted earlier: the behaviour script at once, and no toolbar outside /start/cb/.
  await context.addCookies([{ name: 'user-cookies', value: '1', url: baseURL! }]);
  await page.goto('/company/about/');
  await expect(page.locator('html')).toHaveAttribute('data-behaviour-script', 'stand-in');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual(['behaviour']);
  await expect(page.locator('html')).not.toHaveAttribute('data-retailer-toolbar', /.*/);
});
