import { expect, test, type Page } from '@playwright/test';

/**
 * The header's logo prefetches the home page (the site's largest payload) only where that helps:
 * from another page of the site with navigation. On the home page itself both logos (header and
 * footer) link to the page the visitor is on, and on a landing page the visitor came to sign up;
 * neither fetches it (issue 24). The footer's links fetch their page only on the visitor's intent.
 * Next asks for a prefetch with the `next-router-prefetch` header.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The paths the page asks Next to prefetch from now on. */
function prefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('fr search: the logo prefetches the home page', async ({ page }) => {
  const paths = prefetches(page);
  await page.goto('/fr/search/');
  await expect.poll(() => paths.includes('/fr/'), { timeout: 15_000 }).toBe(true);
});

test('fr home: neither logo prefetches the page the visitor is on; the footer’s links prefetch on intent, not in view', async ({
  page,
}) => {
  const paths = prefetches(page);
  await page.goto('/fr/', { waitUntil: 'networkidle' });
  expect(paths).not.toContain('/fr/');
  // The footer in view fetches none of the pages it names.
  const footer = page.locator('footer.site-footer');
  await footer.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const footerPaths = await footer
    .locator('a[href^="/fr/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(footerPaths.length).toBeGreaterThan(5);
  expect(paths.filter((path) => footerPaths.includes(path) && path !== '/fr/')).toEqual([]);
  // A finger on one of them fetches that page ahead: proof that the page's prefetching runs at all.
  const about = footer.locator('a[href="/fr/company/about/"]');
  await about.dispatchEvent('touchstart');
  await expect.poll(() => paths.includes('/fr/company/about/'), { timeout: 15_000 }).toBe(true);
  await footer.locator('a[href="/fr/"]').first().hover();
  await page.waitForLoadState('networkidle');
  expect(paths).not.toContain('/fr/');
});

test('fr landing page: the header’s logo prefetches nothing', async ({ page }) => {
  const paths = prefetches(page);
  // networkidle: hydrated, the engine started and the dialog's code prefetched at idle.
  await page.goto('/fr/docs/ab/15.10.24/01/', { waitUntil: 'networkidle' });
  await expect(page.locator('header .logo')).toBeInViewport();
  expect(paths).not.toContain('/fr/');
});
