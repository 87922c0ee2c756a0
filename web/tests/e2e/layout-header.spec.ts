import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

test('the header takes its scrolled look and Try for free fills in after 500 px', async ({ page }) => {
  await page.goto('/docs/ab/15.10.24/01/');
  const header = page.locator('header.site-header');
  // The preset's popup is on: Try for free is the sign-up dialog's trigger.
  const tryButton = header.getByRole('button', { name: /try for free/i });
  await expect(header).not.toHaveAttribute('data-scrolled', '');
  await expect(header).toHaveAttribute('data-try-outlined', '');
  const outlined = await tryButton.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(outlined).toBe('rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', '');
  await expect(header).toHaveAttribute('data-try-outlined', '');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(header).not.toHaveAttribute('data-try-outlined', '');
  const filled = await tryButton.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(filled).not.toBe('rgba(0, 0, 0, 0)');
});

test('a visitor sees Log in, a signed-in user Account', async ({ page, context, baseURL }) => {
  await page.goto('/docs/free-demo/');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /login\/\?lang=en&lib=en$/);
  await context.addCookies([{ name: 'b_userId', value: 'u-42', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', /account\/\?lang=en&lib=en$/);
});

test('the mobile menu closes when the width crosses the header breakpoint, not otherwise', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/docs/free-demo/');
  const toggle = page.locator('header .menu-toggle');
  await expect(toggle).toBeVisible();
  await expect(page.locator('#header-menu')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#header-menu').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.setViewportSize({ width: 900, height: 800 });
  await page.waitForTimeout(200);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#header-menu')).toBeHidden();
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the mega menus of the English header open on hover and close on leave', async ({ page }) => {
  await page.goto('/search/?q=business-plan');
  const templates = page.getByRole('button', { name: 'Templates' });
  await templates.hover();
  await expect(templates).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Français' }).first()).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(templates).toHaveAttribute('aria-expanded', 'false');
});

test('the Terms of Use link of a landing footer opens the terms dialog with the licence text', async ({ page }) => {
  await page.goto('/docs/free-demo/');
  await page
    .locator('footer')
    .getByRole('link', { name: /^Terms/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').nth(1)).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/docs\/free-demo\/$/);
});

test('with the popup on, the header’s Try for free opens the sign-up dialog; with it off it links to the web app', async ({
  page,
}) => {
  await page.goto('/docs/free-demo/');
  await page.locator('header').getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
});
