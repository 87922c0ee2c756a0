import { expect, test } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };

const cards = (page: import('@playwright/test').Page) => page.locator('.template-grid li');

test('q names the keyword; the title reads “Download {document} Templates and Forms Now”', async ({ page }) => {
  const response = await page.goto('/search/?q=business-plan');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Download Business Plan Templates and Forms Now');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download Business Plan Templates and Forms Now');
  await expect(cards(page).first()).toContainText('Business Plan');
  expect(await cards(page).count()).toBeLessThanOrEqual(12);
});

test('small words stay lower case in the display name', async ({ page }) => {
  await page.goto('/search/?q=letter-of-intent');
  await expect(page).toHaveTitle('Download Letter of Intent Templates and Forms Now');
});

test('without q the search cookie is used', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'b_search', value: 'loan-agreement', url: baseURL! }]);
  await page.goto('/search/');
  await expect(page).toHaveTitle('Download Loan Agreement Templates and Forms Now');
});

test('without q or cookie the language’s default keyword is used', async ({ page, context }) => {
  // The page remembers its keyword in b_search from an effect, which can run after the test has moved
  // on: wait for it before clearing the cookies, or the late cookie would be the next page's keyword.
  const searchCookie = async () => (await context.cookies()).find((c) => c.name === 'b_search')?.value;
  await page.goto('/search/');
  await expect(page).toHaveTitle('Download Business and Legal Documents Templates and Forms Now');
  await expect.poll(searchCookie).toBe('business-and-legal-documents');
  // Forget it to see the next language's default.
  await context.clearCookies();
  await page.goto('/fr/search/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contrat de Distribution');
  await expect.poll(searchCookie).toBe('contrat-de-distribution');
  await context.clearCookies();
  await page.goto('/es/search/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan de Marketing');
});

test('a search with no result shows the default keyword instead', async ({ page }) => {
  await page.goto('/search/?q=qqzzxxyy');
  await expect(page).toHaveTitle('Download Business and Legal Documents Templates and Forms Now');
  await expect(page.getByRole('status')).toContainText('qqzzxxyy');
  expect(await cards(page).count()).toBeGreaterThan(0);
});

for (const q of ['business-legal-forms', 'business-document']) {
  test(`q=${q} shows the first 12 of the top-50 list with the third moved to the front`, async ({ page, request }) => {
    const top = await request.get('/embedded/cached-api/top50/?language=en&maximum=50&batch=50');
    const { documents } = (await top.json()) as { documents: Array<{ label: string }> };
    const labels = documents.slice(0, 12).map((d) => d.label);
    const expected = [labels[2], labels[0], labels[1], ...labels.slice(3)];
    await page.goto(`/search/?q=${q}`);
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page)).toHaveText(expected as string[]);
  });
}

test('the search is searched in the page’s language', async ({ page }) => {
  await page.goto('/fr/search/?q=contrat-de-distribution');
  await expect(page).toHaveTitle(/Contrat de Distribution/);
  await expect(cards(page).first()).toContainText(/[Cc]ontrat/);
});

test('the keyword shown is remembered in the search cookie', async ({ page, context }) => {
  await page.goto('/search/?q=employee-handbook');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'b_search')?.value)
    .toBe('employee-handbook');
});

test('the search form submits q', async ({ page }) => {
  await page.goto('/search/?q=business-plan');
  await page.getByRole('searchbox').fill('purchase order');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveTitle('Download Purchase Order Templates and Forms Now');
});

test('a forged X-Forwarded-Host neither redirects the server’s search nor the card links', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' });
  const response = await page.goto('/search/?q=contract');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Download Contract Templates and Forms Now');
  await expect(cards(page).first()).toBeVisible();
  // The search itself answered (not the content's stand-in list shown when the API is unreachable).
  await expect(page.getByText(en.search.unavailable)).toHaveCount(0);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => href.includes('evil.example'))).toEqual([]);
});

for (const q of ['..', '.', '%20..%20']) {
  test(`q=${q} is no keyword: the page answers 200 with the default keyword’s results`, async ({ page, request }) => {
    const api = await request.get(
      '/embedded/cached-api/search/business-and-legal-documents/?language=en&batch=12&page=0',
    );
    const { documents } = (await api.json()) as { documents: Array<{ label: string }> };
    expect(documents.length).toBeGreaterThan(0);
    const response = await page.goto(`/search/?q=${q}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Download Business and Legal Documents Templates and Forms Now');
    await expect(cards(page)).toHaveText(documents.map((d) => d.label));
    await expect(page.getByText(en.search.unavailable)).toHaveCount(0);
  });
}
