import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { webDir } from './site-server';
import { eachInParallel } from './parallel';

/**
 * The 404 page is complete HTML: a visitor without JavaScript, a crawler or a
 * link checker reads the same page as a browser, in the language of the address. Unknown
 * addresses never reach the landing route, so they add nothing to its page cache.
 */
const cases = [
  {
    path: '/no-such-page/',
    lang: 'en',
    title: 'Page not found (Error 404)',
    heading: 'We are sorry, this page cannot be found.',
    count: '3,000+',
    button: 'Get Started Free',
  },
  {
    path: '/fr/no-such-page/',
    lang: 'fr',
    title: 'Page introuvable (erreur 404)',
    heading: 'Nous sommes désolés, cette page est introuvable.',
    count: '1 300',
    button: 'Commencer gratuitement',
  },
  // A landing path of en/fr/es asked in German: no document claims it there.
  {
    path: '/de/docs/free-demo/',
    lang: 'de',
    title: 'Seite nicht gefunden (Fehler 404)',
    heading: 'Es tut uns leid, diese Seite wurde nicht gefunden.',
    count: null,
    button: null,
  },
  { path: '/es/docs/ab/99.99.99/01/', lang: 'es', title: null, heading: null, count: null, button: null },
  { path: '/it/company/nothing/', lang: 'it', title: null, heading: null, count: null, button: null },
  { path: '/pt/x/', lang: 'pt', title: null, heading: null, count: null, button: null },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const c of cases) {
    test(`${c.path} answers 404 with the ${c.lang} 404 page as markup`, async ({ page }) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveId('not-found-heading');
      if (c.heading) await expect(heading).toHaveText(c.heading);
      if (c.title) await expect(page).toHaveTitle(c.title);
      if (c.count) await expect(page.getByText(c.count)).toBeVisible();
      const start = c.button ? page.getByRole('link', { name: c.button }) : page.locator('.not-found a.button-primary');
      await expect(start).toHaveAttribute(
        'href',
        new RegExp(`/embedded/webapp/signup/\\?lang=${c.lang}&lib=${c.lang}$`),
      );
      // Robots: one noindex, one title.
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});

test('the 404 page reports itself to the tag manager as an error page, other pages as the main website', async ({
  page,
}) => {
  const pageViews = () =>
    page.evaluate(() =>
      ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (e) => e.event === 'pageView',
      ),
    );
  expect((await page.goto('/fr/no-such-page/?utm_source=x'))?.status()).toBe(404);
  await expect.poll(pageViews).toEqual([
    expect.objectContaining({
      pageType: 'Error Page Main Website',
      pagePath: '/fr/no-such-page/?utm_source=x',
      pageName: 'Page introuvable (erreur 404)',
    }),
  ]);
  await page.goto('/fr/features/');
  await expect
    .poll(pageViews)
    .toEqual([expect.objectContaining({ pageType: 'Main Website', pagePath: '/fr/features/' })]);
});

test('the HTML of a 404 holds the page itself, not an empty shell for scripts to fill', async ({ request }) => {
  const response = await request.get('/fr/docs/nothing-here/');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="fr"');
  expect(html).not.toContain('__next_error__');
  expect(html).toMatch(/<h1 id="not-found-heading">Nous sommes désolés, cette page est introuvable\.<\/h1>/);
});

test('pages carry light not-found boundaries: the 404 page’s header and illustration only on the 404 page', async ({
  request,
}) => {
  // Next writes the not-found boundaries' markup into the payload of every page: they hold the 404
  // text alone. The markers are the 404 page's own: its link-only header menu and its illustration.
  const markers = [/Header-module__\w+__staticMenu/, /StatusPage-module__\w+__illustration/];
  const notFound = await (await request.get('/no-such-page/')).text();
  for (const marker of markers) expect(notFound).toMatch(marker);
  await eachInParallel(
    ['/', '/docs/ab/15.10.24/01/', '/search/', '/company/eula/', '/fr/pricing/plans/'],
    async (path) => {
      const html = await (await request.get(path)).text();
      for (const marker of markers) expect(html, `${path} ${marker}`).not.toMatch(marker);
    },
  );
});

test('the 404 page asked for by its own address is a 404 too', async ({ request }) => {
  await eachInParallel(['/page-not-found/', '/de/page-not-found/', '/en/page-not-found/'], async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  });
});

test('known pages are untouched: landing pages, code pages and query strings', async ({ request }) => {
  await eachInParallel(
    ['/docs/free-demo/', '/fr/docs/', '/es/l/', '/search/?q=lease', '/company/eula/?theme=dark', '/de/'],
    async (path) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    },
  );
});

test('an unknown address leaves nothing in the landing route’s page cache', async ({ request }) => {
  const token = `nf${Date.now().toString(36)}`;
  await eachInParallel([`/docs/${token}/`, `/fr/lp/${token}/`, `/${token}/`], async (path) => {
    expect((await request.get(path)).status(), path).toBe(404);
  });
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.includes(token)) found.push(join(dir, entry.name));
      if (entry.isDirectory()) walk(join(dir, entry.name));
    }
  };
  walk(join(webDir, '.next', 'server', 'app'));
  walk(join(webDir, '.next', 'cache'));
  expect(found).toEqual([]);
});
