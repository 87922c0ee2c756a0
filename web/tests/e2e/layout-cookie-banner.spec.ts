import { expect, test } from '@playwright/test';

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /cookie/i });

test('the cookie banner appears one second after load, and Accept sets user-cookies=1 for 30 days', async ({
  page,
  context,
}) => {
  await page.goto('/docs/free-demo/');
  const loadedAt = Date.now();
  await expect(banner(page)).toBeVisible({ timeout: 4000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(700);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'user-cookies');
  expect(cookie?.value).toBe('1');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
});

test('the banner is not shown before its second', async ({ page }) => {
  await page.goto('/fr/docs/demo/');
  await expect(banner(page)).toHaveCount(0);
  await expect(banner(page)).toBeVisible({ timeout: 4000 });
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
