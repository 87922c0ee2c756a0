import { expect, test } from '@playwright/test';

const homes = [
  { path: '/', lang: 'en', cta: 'Try for free' },
  { path: '/fr/', lang: 'fr', cta: 'Essai gratuit' },
  { path: '/de/', lang: 'de', cta: 'Kostenlos testen' },
  { path: '/es/', lang: 'es', cta: 'Pruébelo gratis' },
  { path: '/it/', lang: 'it', cta: 'Prova gratis' },
  { path: '/pt/', lang: 'pt', cta: 'Experimente grátis' },
];

for (const { path, lang, cta } of homes) {
  test(`home ${path} is served in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The header has its own Try-for-free button; this is the page's call to action.
    await expect(page.getByRole('main').getByRole('link', { name: cta })).toBeVisible();
    await expect(page).toHaveTitle(/Paperwise™/);
  });
}

test('the language cookie follows the language of the page read', async ({ page, context }) => {
  await page.goto('/fr/');
  const cookie = (await context.cookies()).find((c) => c.name === 'b_lang');
  expect(cookie?.value).toBe('fr');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('/en/... redirects to the unprefixed path', async ({ request }) => {
  const response = await request.get('/en/', { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/');
});

test('an unknown English path answers 404 with the English 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Page not found (Error 404)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are sorry, this page cannot be found.');
  await expect(page.getByText('3,000+')).toBeVisible();
  const start = page.getByRole('link', { name: 'Get Started Free' });
  await expect(start).toHaveAttribute('href', /\/embedded\/webapp\/signup\/\?lang=en&lib=en$/);
});

test('an unknown French path answers 404 with the French 404 page', async ({ page }) => {
  const response = await page.goto('/fr/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Page introuvable (erreur 404)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous sommes désolés, cette page est introuvable.');
  await expect(page.getByText('1 300')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Commencer gratuitement' })).toHaveAttribute(
    'href',
    /\/embedded\/webapp\/signup\/\?lang=fr&lib=fr$/,
  );
});

test('the home page’s and the 404’s account-creation links reach the web app without a redirect', async ({
  page,
  request,
}) => {
  for (const [path, name] of [
    ['/fr/', null],
    ['/fr/no-such-page', 'Commencer gratuitement'],
  ] as const) {
    await page.goto(path);
    const link = name ? page.getByRole('link', { name }) : page.locator('.hero a.button-primary');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/embedded\/webapp\/signup\/\?lang=fr&lib=fr$/);
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/fr/no-such-page']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});
