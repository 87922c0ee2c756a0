import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { events, queryOf, signupDialog, uniqueEmail, returningVisitor } from './signup-support';

/*
 * Opening a document on the search page goes straight to the web application for a
 * returning visitor and opens the create-account dialog for a new one. The dialog's content exists
 * for en, fr and es only (the landing languages); in the other languages the documents stay plain links.
 */

const CASES = {
  en: { prefix: '', keyword: 'loan-agreement', dialogTitle: 'Get instant access', field: 'Enter your business email' },
  fr: {
    prefix: '/fr',
    keyword: 'contrat-de-distribution',
    dialogTitle: 'Obtenez un accès instantané',
    field: 'Entrez votre courriel professionnel',
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  // Accepted cookie notice: the banner would otherwise sit over the cards.
  await context.addCookies([{ name: 'user-cookies', value: '1', url: baseURL! }]);
});

/** What the cached API answers for the page's search: the first document's label and address. */
async function firstDocument(request: APIRequestContext, keyword: string, locale: string) {
  const response = await request.get(`/embedded/cached-api/search/${keyword}/?language=${locale}&batch=12&page=0`);
  expect(response.ok()).toBe(true);
  const { documents } = (await response.json()) as { documents: Array<{ label: string; url: string }> };
  expect(documents.length).toBeGreaterThan(0);
  return documents[0]!;
}

const results = (page: Page) => page.locator('ul.template-grid');

/**
 * The cards are links to the web app until the page's script takes them over: wait for the page
 * view its layout reports once hydrated, so a click tests the engine and not the plain link.
 */
async function hydrated(page: Page) {
  await expect.poll(async () => (await events(page, 'pageView')).length).toBeGreaterThan(0);
}

for (const [locale, c] of Object.entries(CASES)) {
  test(`${locale}: a new visitor opening a document gets the create-account dialog`, async ({ page, request }) => {
    const doc = await firstDocument(request, c.keyword, locale);
    const toWebapp: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/embedded/webapp/')) toWebapp.push(r.url());
    });
    await page.goto(`${c.prefix}/search/?q=${c.keyword}`);
    await hydrated(page);
    // Every card is a link to its document in the web app, which the engine takes over.
    await expect(results(page).getByRole('button')).toHaveCount(0);
    const card = results(page).getByRole('link', { name: doc.label }).first();
    await expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(card).toHaveAttribute(
      'href',
      new RegExp(`/embedded/webapp/doc/${doc.url}\\?lang=${locale}&lib=${locale}$`),
    );
    await card.click();
    const dialog = signupDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: c.dialogTitle })).toBeVisible();
    await expect(dialog.getByLabel(c.field)).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(`${c.prefix}/search/`);
    expect(toWebapp).toEqual([]);
  });

  test(`${locale}: a returning visitor goes straight to the document in the web application`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const doc = await firstDocument(request, c.keyword, locale);
    await returningVisitor(request, context, baseURL!, `search-${locale}`);
    await page.goto(`${c.prefix}/search/?q=${c.keyword}`);
    await hydrated(page);
    const direct = page.waitForRequest((r) => r.url().includes('/embedded/webapp/doc/'));
    await results(page).getByRole('link', { name: doc.label }).first().click();
    const url = new URL((await direct).url());
    expect(url.pathname).toBe(`/embedded/webapp/doc/${doc.url}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: locale, lib: locale });
    await expect(page.getByTestId('app-path')).toHaveText(
      new RegExp(`^/doc/${doc.url}/?\\?lang=${locale}&lib=${locale}$`),
    );
    await expect(signupDialog(page)).toHaveCount(0);
  });
}

test('fr: signing up from the search page hands off to the document, entering as the website', async ({
  page,
  request,
}) => {
  const c = CASES.fr;
  const doc = await firstDocument(request, c.keyword, 'fr');
  await page.goto(`${c.prefix}/search/?q=${c.keyword}`);
  await hydrated(page);
  await results(page).getByRole('link', { name: doc.label }).first().click();
  const dialog = signupDialog(page);
  await dialog.getByLabel(c.field).fill(uniqueEmail('search-signup'));
  const handoff = page.waitForRequest((r) => r.url().includes('/embedded/webapp/sso/'));
  await dialog.getByRole('button', { name: 'Obtenir l’accès', exact: true }).click();
  const query = queryOf(await handoff);
  expect(query).toMatchObject({
    destination: `doc/${doc.url}`,
    entryPoint: 'website',
    lang: 'fr',
    lib: 'fr',
  });
  await page.waitForURL(/\/embedded\/webapp\/welcome\//);
});

for (const locale of ['de', 'it', 'pt'] as const) {
  test(`${locale}: without dialog content the documents are links to the web application`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/${locale}/search/`);
    const links = results(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    // Plain links: nothing announces or opens a dialog.
    await expect(results(page).locator('[aria-haspopup]')).toHaveCount(0);
    const href = new URL((await links.first().getAttribute('href'))!, baseURL);
    expect(href.origin).toBe(new URL(baseURL!).origin);
    expect(href.pathname).toMatch(/^\/embedded\/webapp\/doc\/[^/?]+-D\d+$/);
    expect(Object.fromEntries(href.searchParams)).toEqual({ lang: locale, lib: locale });
    if (locale !== 'de') return;
    await links.first().click();
    await page.waitForURL(/\/embedded\/webapp\/doc\//);
    await expect(page.getByTestId('app-path')).toHaveText(/\?lang=de&lib=de$/);
  });
}

test('the search page loads the dialog code only when a document is opened (data saver on)', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { effectiveType: '4g', saveData: true },
    });
  });
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // Only the dialog's chunk holds the sign-up flow's error log.
    if ((await response.text().catch(() => '')).includes('Error while creating account')) loaded.push(response.url());
  });
  await page.goto(`/search/?q=${CASES.en.keyword}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(5_000);
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await results(page).getByRole('link').first().click();
  await expect(signupDialog(page)).toBeVisible();
  await expect.poll(() => loaded.length).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('en: a document card still leads to the document in the web application', async ({ page, request }) => {
    const doc = await firstDocument(request, CASES.en.keyword, 'en');
    await page.goto(`/search/?q=${CASES.en.keyword}`);
    await results(page).getByRole('link', { name: doc.label }).first().click();
    await page.waitForURL(new RegExp(`/embedded/webapp/doc/${doc.url}`));
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  });
});
