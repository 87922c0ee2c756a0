import { expect, test } from '@playwright/test';

/**
 * The English blog: /blog/ lists the six newest posts with a link to the next page, /blog/page/2/
 * the two older ones with a link back; a post opens with its h1, date, author and the templates of
 * its search; a list page past the last, and the blog outside English, answer 404.
 */
const POSTS = [
  'How to choose the right contract template',
  'A new hire’s first week: the onboarding paperwork checklist',
  'Writing a business plan that people actually read',
  'Keeping your documents organised in Cloud Drive',
  'NDAs explained: what a non-disclosure agreement covers',
  'Desktop app or web app: which should you use?',
  'Going paperless, one document at a time',
  'Write an employee handbook your team will actually use',
];

const listItems = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('region', { name: 'Latest posts' }).getByRole('list').first().getByRole('listitem');

test('/blog/ lists six posts newest first with a next link; /blog/page/2/ the rest with a previous link', async ({
  page,
}) => {
  const response = await page.goto('/blog/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Paperwise blog');
  const items = listItems(page);
  await expect(items.getByRole('heading', { level: 3 })).toHaveText(POSTS.slice(0, 6));
  await expect(items.first().locator('time')).toHaveText('March 10, 2026');
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pager.locator('a[rel="prev"]')).toHaveCount(0);
  await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', '/blog/page/2/');

  await pager.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  await expect(listItems(page).getByRole('heading', { level: 3 })).toHaveText(POSTS.slice(6));
  await expect(pager.locator('a[rel="next"]')).toHaveCount(0);
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', '/blog/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2\/$/);
});

test('a post shows its h1, date, author and related templates', async ({ page }) => {
  await page.goto('/blog/');
  await listItems(page).getByRole('link', { name: POSTS[4]! }).click();
  await expect(page).toHaveURL(/\/blog\/nda-basics\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[4]!);
  await expect(page).toHaveTitle(/NDAs explained/);
  const time = page.getByRole('main').locator('article time');
  await expect(time).toHaveAttribute('datetime', '2025-02-11');
  await expect(time).toHaveText('February 11, 2025');
  await expect(page.getByRole('main').locator('article header')).toContainText(
    'by Maya Lindqvist, Legal content editor',
  );
  const related = page.getByRole('region', { name: 'Templates for this topic' });
  await expect(related.locator('.template-card').first()).toBeVisible();
  expect(await related.locator('.template-card').count()).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('link', { name: /Blog/ }).first()).toHaveAttribute('href', '/blog/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/nda-basics\/$/);
});

test('a list page past the last, page 1 written out, and the blog outside English answer 404', async ({ page }) => {
  for (const path of ['/blog/page/9/', '/blog/page/1/', '/fr/blog/', '/fr/blog/nda-basics/', '/blog/no-such-post/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
