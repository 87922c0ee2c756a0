import { expect, test, type Page } from '@playwright/test';
import { events, returningVisitor, signupDialog } from './signup-support';

/**
 * The templates catalogue (/templates/ in each language): the templates menu's groups as cards,
 * each topic leading to its search, whose documents open the sign-up dialog or the web app.
 */
for (const [path, lang, region, group, topic] of [
  ['/templates/', 'en', 'Browse by department, by type or by topic', 'By department', 'Human resources'],
  ['/fr/templates/', 'fr', 'Parcourir par service, par type ou par sujet', 'Par service', 'Ressources humaines'],
  ['/de/templates/', 'de', 'Nach Abteilung, Typ oder Thema stöbern', null, null],
] as const) {
  test(`${path}: the templates menu's groups, each topic a search in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const catalogue = page.getByRole('region', { name: region });
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(4);
    // The language's 12 default templates below the catalogue.
    await expect(page.getByRole('main').locator('.template-grid li')).toHaveCount(12);
    if (!group || !topic) return;
    await expect(catalogue.getByRole('heading', { level: 3, name: group })).toBeVisible();
    await catalogue.getByRole('link', { name: topic, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '' : `/${lang}`}/search/\\?q=`));
    await expect(page.locator('.template-grid li').first()).toBeVisible();
  });
}

test('the catalogue’s language links lead to the catalogue in that language', async ({ page }) => {
  await page.goto('/templates/');
  const catalogue = page.getByRole('region', { name: 'Browse by department, by type or by topic' });
  await catalogue.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/templates\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

/*
 * The catalogue's documents open as the search page's do: the create-account dialog for a new
 * visitor and straight to the web app for a returning one, in the languages with dialog content;
 * plain links to the web app elsewhere.
 */
const DIALOGS = [
  { path: '/templates/', lang: 'en', title: 'Get instant access' },
  { path: '/fr/templates/', lang: 'fr', title: 'Obtenez un accès instantané' },
] as const;

const grid = (page: Page) => page.getByRole('main').locator('ul.template-grid');

for (const { path, lang, title } of DIALOGS) {
  test(`${path}: a new visitor opening a document gets the create-account dialog`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'user-cookies', value: '1', url: baseURL! }]);
    await page.goto(path);
    await expect.poll(async () => (await events(page, 'pageView')).length).toBeGreaterThan(0);
    const card = grid(page).locator('a.template-card').first();
    await expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(card).toHaveAttribute('href', new RegExp(`/embedded/webapp/doc/.+\\?lang=${lang}&lib=${lang}$`));
    await card.click();
    const dialog = signupDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  });
}

test('/templates/: a returning visitor goes straight to the document in the web app', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: 'user-cookies', value: '1', url: baseURL! }]);
  await returningVisitor(request, context, baseURL!, 'catalogue-en');
  await page.goto('/templates/');
  await expect.poll(async () => (await events(page, 'pageView')).length).toBeGreaterThan(0);
  const direct = page.waitForRequest((r) => r.url().includes('/embedded/webapp/doc/'));
  await grid(page).locator('a.template-card').first().click();
  expect(new URL((await direct).url()).searchParams.get('lang')).toBe('en');
  await expect(signupDialog(page)).toHaveCount(0);
});

test('/de/templates/: without dialog content the documents are plain links to the web app', async ({ page }) => {
  await page.goto('/de/templates/');
  const card = grid(page).locator('a.template-card').first();
  await expect(card).toHaveAttribute('href', /\/embedded\/webapp\/doc\/.+\?lang=de&lib=de$/);
  await expect(card).not.toHaveAttribute('aria-haspopup', 'dialog');
});
