import { expect, test, type Locator } from '@playwright/test';

/**
 * A long page lays out and paints its first screen only: every section after the first waits until
 * it comes near the screen (content-visibility: auto in styles/base.css; issue 24). Its text is
 * still in the page, it renders as the visitor scrolls to it, and a link to an anchor inside a
 * section that was never rendered still lands on that anchor.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Whether the browser renders the element now: false while content-visibility: auto skips its section's contents. */
const rendered = (element: Locator) =>
  element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

test('fr home: the last section is skipped until the visitor scrolls to it, its text in the page all along', async ({
  page,
}) => {
  await page.goto('/fr/');
  const sections = page.locator('main > *');
  expect(await sections.count()).toBeGreaterThan(5);
  const first = sections.first();
  const last = sections.last();
  await expect(first).toBeInViewport();
  expect(await rendered(first.locator('h1'))).toBe(true);
  const heading = last.locator('h2');
  expect(await rendered(heading)).toBe(false);
  // Skipped, not hidden: its heading is in the page, for search engines, find-in-page and readers.
  await expect(heading).toHaveText(/\S/);
  await expect(page.getByRole('heading', { level: 2, name: (await heading.textContent())! })).toHaveCount(1);

  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect.poll(() => rendered(heading)).toBe(true);
  await expect(heading).toBeVisible();
});

test('fr features: a link to a section far down the page, past sections never rendered, lands on it', async ({
  page,
}) => {
  await page.goto('/fr/features/#faq-heading');
  const target = page.locator('#faq-heading');
  await expect(target).toBeInViewport();
  expect(await rendered(target)).toBe(true);
});
