import { expect, test } from '@playwright/test';
import { watchStudio } from './studio-support';

// The studio's first load reads and starts some ten megabytes of scripts: 13 s alone, up to 25 s
// with other browser tests beside it; 90 s keeps each run well under half.
test.describe.configure({ timeout: 90_000 });

/**
 * The real Sanity Studio the site serves at /studio/, without a Sanity project: it works on the
 * site's local Content Lake, signed in as the local editor. This test only reads, so it uses the
 * server every spec shares.
 */
test('the studio opens on its desk, signed in, on this machine’s content, with no network error', async ({
  page,
  baseURL,
}) => {
  const watch = watchStudio(page, baseURL!);
  const response = await page.goto('/studio/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('no-cache');

  for (const item of ['Landing pages', 'Experiments', 'Sign-up dialogs', 'Legal texts', 'Site settings']) {
    await expect(page.getByRole('link', { name: item, exact: true }).first()).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByTestId('local-content-line')).toContainText('copy of the site’s content kept on this machine');
  await expect(page.getByTestId('local-content-line')).toContainText('npm run content:export');
  // No sign-in step: no login screen, and the local editor is the current user.
  await expect(page.getByText(/choose login provider|sign in/i)).toHaveCount(0);
  expect(page.url()).not.toContain('login');

  // A deep link opens the studio on its pane (the site answers the studio's page for it).
  await page.goto('/studio/structure/landing-pages;docs;fr');
  await expect(page.getByText('FR /docs/1300-modeles/')).toBeVisible({ timeout: 15_000 });

  await watch.expectNoErrorOnScreen();
  expect(watch.problems()).toEqual([]);
});
