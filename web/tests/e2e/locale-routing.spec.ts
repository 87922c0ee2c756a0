import { expect, test } from './shared-page';
import { eachInParallel } from './parallel';

const homes = [
  { path: '/', lang: 'en', cta: 'Try for free' },
  { path: '/fr/', lang: 'fr', cta: 'Essai gratuit' },
  { path: '/de/', lang: 'de', cta: 'Kostenlos testen' },
  { path: '/es/', lang: 'es', cta: 'Pruébelo gratis' },
  { path: '/it/', lang: 'it', cta: 'Prova gratis' },
  { path: '/pt/', lang: 'pt', cta: 'Experimente grátis' },
];

for (const { path, lang, cta } of homes) {
  test(`home ${path} is served in ${lang}`, async ({ readPage: page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The header has its own Try-for-free button; this is the page's call to action.
    await expect(page.getByRole('main').getByRole('link', { name: cta })).toBeVisible();
    await expect(page).toHaveTitle(/Paperwise™/);
  });
}

test('the language cookie follows the language of the page read', async ({ page, context }) => {
  const response = await page.goto('/fr/');
  // Written by the page's script, not by the server: a page answer that set it could not be cached.
  expect(await response?.headerValue('set-cookie')).toBeNull();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'b_lang')?.value).toBe('fr');
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

for (const notFound of [
  {
    language: 'English',
    path: '/no-such-page',
    lang: 'en',
    title: 'Page not found (Error 404)',
    heading: 'We are sorry, this page cannot be found.',
    templates: '3,000+',
    start: 'Get Started Free',
    startHref: /\/embedded\/webapp\/signup\/\?lang=en&lib=en$/,
  },
  {
    language: 'French',
    path: '/fr/no-such-page',
    lang: 'fr',
    title: 'Page introuvable (erreur 404)',
    heading: 'Nous sommes désolés, cette page est introuvable.',
    templates: '1 300',
    start: 'Commencer gratuitement',
    startHref: /\/embedded\/webapp\/signup\/\?lang=fr&lib=fr$/,
  },
]) {
  test(`an unknown ${notFound.language} path answers 404 with the ${notFound.language} 404 page`, async ({
    readPage: page,
  }) => {
    const response = await page.goto(notFound.path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', notFound.lang);
    await expect(page).toHaveTitle(notFound.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
    await expect(page.getByText(notFound.templates)).toBeVisible();
    await expect(page.getByRole('link', { name: notFound.start })).toHaveAttribute('href', notFound.startHref);
  });
}

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
  await eachInParallel(['/', '/fr/no-such-page'], async (path) => {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by'], path).toBeUndefined();
  });
});
