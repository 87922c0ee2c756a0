import { expect, test, type Page } from '@playwright/test';
import { consentCommands, consentUpdate } from './consent-support';

const banner = (page: Page) => page.getByRole('region', { name: /cookie/i });

/**
 * Notes, on the page's own clock, when the load event fired, whether the banner was there then, and
 * when it appeared: timings read by the test process would include its own delays on a busy machine.
 */
async function watchBanner(page: Page) {
  await page.addInitScript(() => {
    const seen = { loadAt: -1, atLoad: false, appearedAt: -1 };
    (window as unknown as { __banner: typeof seen }).__banner = seen;
    const present = () =>
      [...document.querySelectorAll('[role="region"]')].some((el) =>
        /cookie/i.test(el.getAttribute('aria-label') ?? ''),
      );
    new MutationObserver(() => {
      if (seen.appearedAt < 0 && present()) seen.appearedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    window.addEventListener('load', () => {
      seen.loadAt = performance.now();
      seen.atLoad = present();
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __banner: { loadAt: number; atLoad: boolean; appearedAt: number } }).__banner,
    );
}

/** Opens `path`: the banner was not there at load and appears, one second after it. */
async function expectBannerOneSecondAfterLoad(page: Page, path: string) {
  const seen = await watchBanner(page);
  await page.goto(path);
  await expect(banner(page)).toBeVisible({ timeout: 4000 });
  const { loadAt, atLoad, appearedAt } = await seen();
  expect(atLoad).toBe(false);
  // 1 s after load: the page's timer starts at the load event (a few ms of slack for
  // when the load listeners run relative to this note's).
  expect(appearedAt - loadAt).toBeGreaterThanOrEqual(990);
}

test('the cookie banner appears one second after load, and Accept sets user-cookies=1 for 30 days', async ({
  page,
  context,
}) => {
  await expectBannerOneSecondAfterLoad(page, '/docs/free-demo/');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  // Written by the page's script: the browser's cookie store, read from outside, may hear of it later.
  const consent = async () => (await context.cookies()).find((c) => c.name === 'user-cookies');
  await expect.poll(async () => (await consent())?.value).toBe('1');
  const cookie = await consent();
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
});

test('Refuse is offered beside Accept, as prominent; it sets user-cookies=0 for 30 days and tells the tag manager', async ({
  page,
  context,
}) => {
  await page.goto('/fr/docs/demo/');
  const refuse = banner(page).getByRole('button', { name: 'Refuser' });
  const accept = banner(page).getByRole('button', { name: 'Accepter' });
  await expect(refuse).toBeVisible({ timeout: 4000 });
  // The same look and the same size: refusing is no harder than accepting.
  expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const [a, r] = [(await accept.boundingBox())!, (await refuse.boundingBox())!];
  expect(Math.abs(a.height - r.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(a.width - r.width)).toBeLessThanOrEqual(Math.max(a.width, r.width) * 0.35);
  await refuse.click();
  await expect(banner(page)).toBeHidden();
  const consent = async () => (await context.cookies()).find((c) => c.name === 'user-cookies');
  await expect.poll(async () => (await consent())?.value).toBe('0');
  const days = (((await consent())?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(await consentCommands(page)).toContainEqual(consentUpdate('denied'));
  // The choice is kept: the banner does not ask again.
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
});

test('Accept tells the tag manager every signal is granted', async ({ page }) => {
  await page.goto('/es/docs/demo/');
  await banner(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCommands(page)).toContainEqual(consentUpdate('granted'));
});

test('the banner is not shown before its second', async ({ page }) => {
  await expectBannerOneSecondAfterLoad(page, '/fr/docs/demo/');
});

for (const path of ['/pricing/plans/', '/fr/company/contact/', '/es/company/support/']) {
  test(`no cookie banner on the excluded page ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForTimeout(1600);
    await expect(banner(page)).toHaveCount(0);
  });
}

for (const { path, target } of [
  { path: '/es/docs/demo/', target: '/company/cookie-policy/' },
  { path: '/fr/docs/demo/', target: '/fr/company/cookie-policy/' },
  // An English path that merely contains "fr" keeps the English policy.
  { path: '/docs/free-demo/', target: '/company/cookie-policy/' },
]) {
  test(`learn more on ${path} leads to ${target}`, async ({ page }) => {
    await page.goto(path);
    const link = banner(page).getByRole('link');
    await expect(link).toHaveAttribute('href', target);
  });
}
