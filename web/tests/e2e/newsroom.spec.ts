import { expect, test } from '@playwright/test';

/**
 * The newsroom: the English index lists the five articles newest first and each opens on its own
 * page with its date and title; the French index says the news is published in English and links
 * to the English articles; an article address the content does not hold is a 404.
 */
const ARTICLES = [
  { path: '/company/newsroom/antarctica-expedition/', title: 'From the support desk to Antarctica', day: '2026-02-10' },
  {
    path: '/company/newsroom/trees-planted/',
    title: '85,000 trees planted: one for every purchase',
    day: '2025-04-22',
  },
  {
    path: '/company/newsroom/cloud-drive/',
    title: 'Cloud Drive: your documents and templates in one place',
    day: '2024-04-09',
  },
  {
    path: '/company/newsroom/affiliate-program/',
    title: 'Paperwise launches its affiliate programme',
    day: '2023-10-03',
  },
  {
    path: '/company/newsroom/3000-templates/',
    title: 'Paperwise passes 3,000 business document templates',
    day: '2023-05-16',
  },
];

test('/company/newsroom/ lists the five articles newest first, and an article opens with its date and h1', async ({
  page,
}) => {
  await page.goto('/company/newsroom/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsroom');
  const items = page.getByRole('main').getByRole('region', { name: 'Latest news' }).getByRole('listitem');
  await expect(items).toHaveCount(ARTICLES.length);
  await expect(items.getByRole('heading', { level: 3 })).toHaveText(ARTICLES.map((article) => article.title));
  await expect(items.locator('time')).toHaveText([
    'February 10, 2026',
    'April 22, 2025',
    'April 9, 2024',
    'October 3, 2023',
    'May 16, 2023',
  ]);
  // English on the English page: no notice, no language marks on the items.
  await expect(page.getByText('Our news is published in English.')).toHaveCount(0);
  await expect(items.first()).not.toHaveAttribute('lang', /.+/);

  await items.getByRole('link', { name: ARTICLES[3]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLES[3]!.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLES[3]!.title);
  const time = page.getByRole('main').locator('article time');
  await expect(time).toHaveAttribute('datetime', ARTICLES[3]!.day);
  await expect(time).toHaveText('October 3, 2023');
  await expect(page).toHaveTitle(/Paperwise launches its affiliate programme/);
  await expect(page.getByRole('link', { name: 'Read the affiliate agreement' })).toHaveAttribute(
    'href',
    '/company/affiliate-agreement/',
  );
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Newsroom/ })
      .first(),
  ).toHaveAttribute('href', '/company/newsroom/');
});

test('/fr/company/newsroom/ shows the French notice and links to the English articles', async ({ page }) => {
  await page.goto('/fr/company/newsroom/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salle de presse');
  await expect(page.getByText('Nos actualités sont publiées en anglais.')).toBeVisible();
  const items = page.getByRole('main').getByRole('region', { name: 'Dernières actualités' }).getByRole('listitem');
  await expect(items).toHaveCount(ARTICLES.length);
  for (const [index, article] of ARTICLES.entries()) {
    const item = items.nth(index);
    await expect(item).toHaveAttribute('lang', 'en');
    await expect(item.getByRole('link', { name: article.title })).toHaveAttribute('href', article.path);
  }
  // The dates are written the French way.
  await expect(items.first().locator('time')).toHaveText('10 février 2026');
});

test('an article address the content does not hold answers 404', async ({ page }) => {
  for (const path of ['/company/newsroom/no-such-article/', '/fr/company/newsroom/cloud-drive/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
