import { expect, test, type Locator } from '@playwright/test';

/**
 * A long page lays out and paints its first screen only: every section after the first, and the
 * large footer, wait until they come near the screen (content-visibility: auto in styles/base.css
 * and chrome/Footer.module.css; issue 24). Their text is still in the page, they render as the
 * visitor scrolls to them, and a link to an anchor inside a section that was never rendered still
 * lands on that anchor.
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

test('fr home: the large footer is skipped until the visitor scrolls to it, its links in the page all along', async ({
  page,
}) => {
  await page.goto('/fr/');
  const footer = page.locator('footer.footer-large');
  const heading = footer.locator('h2').first();
  await expect(heading).toHaveText(/\S/);
  expect(await rendered(heading)).toBe(false);
  // Skipped, not hidden: its links are in the page and reachable by their names.
  const link = footer.getByRole('link').last();
  const name = (await link.textContent())!.trim();
  expect(name).not.toBe('');
  await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toHaveCount(1);

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(heading)).toBe(true);
  await expect(heading).toBeVisible();
  await expect(link).toBeVisible();
});

/*
 * Until the footer is rendered it holds the height its stylesheet gives for the width; a page's
 * scroll bar and the End key go by it. Kept within a fifth of the real height, so that the page
 * hardly grows or shrinks when the footer comes into view.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 770, height: 1024 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });

    test('the skipped footer holds about its real height', async ({ page }) => {
      await page.goto('/de/company/eula/');
      const footer = page.locator('footer.footer-large');
      expect(await rendered(footer.locator('h2').first())).toBe(false);
      const held = (await footer.boundingBox())!.height;
      await footer.scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(footer.locator('h2').first())).toBe(true);
      const real = (await footer.boundingBox())!.height;
      expect(held / real).toBeGreaterThan(0.8);
      expect(held / real).toBeLessThan(1.25);
    });
  });
}
