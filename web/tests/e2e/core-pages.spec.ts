import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './shared-page';

/**
 * The core and company pages are content: every page document of the bundle answers at its
 * address in its language, with its title as the h1 of its hero, inside the site's chrome.
 */
interface StoredPage {
  _type: string;
  language: string;
  path: string;
  sections: Array<{ _type: string; headline?: string; heading?: string }>;
}

const PAGES = readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'bundle.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as StoredPage)
  .filter((doc) => doc._type === 'page');

const address = (doc: StoredPage) => (doc.language === 'en' ? doc.path : `/${doc.language}${doc.path}`);

/** The hero's headline, or on a page that opens with another block (a thank-you page) its heading. */
const openingHeadline = (doc: StoredPage) =>
  doc.sections.find((section) => section._type === 'hero')?.headline ?? doc.sections[0]?.heading ?? '';

/** A headline may hold {templates}: the text around the placeholder, with anything in its place. */
const headlinePattern = (headline: string) =>
  new RegExp(
    `^${headline
      .split(/\{[a-z]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

test('the bundle holds the core and company pages of every language', () => {
  expect(PAGES.length).toBeGreaterThanOrEqual(60);
});

// One test per page document: the suite grows with the content, no test does.
for (const doc of PAGES) {
  test(`${address(doc)} answers in ${doc.language} with its opening headline as the h1`, async ({ readPage: page }) => {
    const response = await page.goto(address(doc), { waitUntil: 'domcontentloaded' });
    expect(response?.status(), address(doc)).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', doc.language);
    // Compared as the text stands, trimmed (toHaveText would fold the no-break spaces of French copy).
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expect.poll(async () => (await h1.textContent())?.trim()).toMatch(headlinePattern(openingHeadline(doc)));
  });
}

/*
 * /docs/, /lp/ and /l/ of the languages without landing layouts are ordinary pages offering the
 * template library; like the landing pages they answer in English, French and Spanish, they ask
 * search engines to leave them out and are not in the sitemap.
 */
const AD_PAGES = [
  ['/de/docs/', '1.300 Geschäftsvorlagen, in wenigen Minuten fertig'],
  ['/de/lp/', '1.300 Geschäftsvorlagen, in wenigen Minuten fertig'],
  ['/de/l/', 'Jedes Geschäftsdokument, das Sie brauchen – an einem Ort'],
  ['/it/docs/', '1.300 modelli aziendali, pronti in pochi minuti'],
  ['/it/lp/', '1.300 modelli aziendali, pronti in pochi minuti'],
  ['/it/l/', 'Tutti i documenti aziendali che ti servono, in un unico posto'],
  ['/pt/docs/', '1.300 modelos empresariais, prontos em minutos'],
  ['/pt/lp/', '1.300 modelos empresariais, prontos em minutos'],
  ['/pt/l/', 'Todos os documentos empresariais de que precisa, num só lugar'],
] as const;

for (const [path, h1] of AD_PAGES) {
  test(`${path} is a noindex page of templates in the site's chrome`, async ({ readPage: page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.locator('html')).toHaveAttribute('lang', path.split('/')[1]!);
    await expect(page.locator('footer').first()).toBeVisible();
    await expect(page.locator('.template-card').first()).toBeVisible();
  });
}

test('ordinary pages stay indexable, and the sitemap leaves the noindex pages out', async ({ request }) => {
  const features = await (await request.get('/de/features/')).text();
  expect(features).toContain('<h1');
  expect(features).not.toMatch(/<meta name="robots"/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/de/features/</loc>');
  for (const [path] of AD_PAGES) expect(sitemap).not.toContain(`${path}</loc>`);
});

const HOMES = readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'bundle.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { _type: string; language: string; description?: string })
  .filter((doc) => doc._type === 'homePage');

test('there is a home page in each of the six languages', () => {
  expect(HOMES).toHaveLength(6);
});

for (const home of HOMES) {
  const path = home.language === 'en' ? '/' : `/${home.language}/`;
  test(`home ${path} has its search-result description, its own canonical address and the site icon`, async ({
    readPage: page,
    request,
  }) => {
    await page.goto(path);
    expect(home.description, home.language).toBeTruthy();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', home.description!);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? 'about:blank').pathname, home.language).toBe(path);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/icon.svg');
    expect((await request.get(icon!)).status()).toBe(200);
  });
}

test('the sustainability page is green from its content, header included; other pages keep the site’s colours', async ({
  page,
}) => {
  const brand = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim());
  await page.goto('/de/company/sustainability/');
  expect(await brand()).toBe('#15803d');
  await page.goto('/de/company/about/');
  expect(await brand()).not.toBe('#15803d');
});

test('the navigation’s module links land on their card of the features page', async ({ page }) => {
  await page.goto('/features/#business-ai');
  await expect(page.locator('#business-ai')).toBeInViewport();
  await expect(page.locator('#business-ai h3')).toHaveText('Business AI');
});

test('an address no page holds is still the 404 page', async ({ page }) => {
  const response = await page.goto('/company/no-such-page/');
  expect(response?.status()).toBe(404);
});
