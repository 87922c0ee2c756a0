import { expect, test } from './shared-page';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pricing pages are content: every pricing document of the bundle (in English, French and
 * Spanish here) answers at its address with the plans of its table priced by the package service,
 * and its layout preset decides the header menu, the footer, the tagline, the chat and the cookie
 * banner. The test reads the documents and the presets from the bundle, as the site does: no
 * address of a pricing page is written here except those whose layout the spec names.
 */
interface Doc {
  _id: string;
  _type: string;
  language?: string;
  path?: string;
  noindex?: boolean;
  preset?: { _ref: string };
  packageFromPath?: boolean;
  sections?: Array<{ _type: string; headline?: string; plans?: Array<{ _ref: string }> }>;
  package?: string;
  headerMenu?: boolean;
  footerKind?: string;
  cookieBanner?: boolean;
  supportChat?: boolean;
}

const DOCS = readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'bundle.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc);
const byId = new Map(DOCS.map((doc) => [doc._id, doc]));
const TESTED = ['en', 'fr', 'es'];
const PRICING = DOCS.filter((doc) => doc._type === 'pricingPage' && TESTED.includes(doc.language ?? ''));

const address = (doc: Doc) => (doc.language === 'en' ? doc.path! : `/${doc.language}${doc.path}`);
const packagesOf = (doc: Doc) =>
  (doc.sections ?? [])
    .filter((section) => section._type === 'pricingTable')
    .flatMap((section) => section.plans ?? [])
    .map((plan) => byId.get(plan._ref)?.package);

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

test('the bundle holds the pricing documents of en, fr and es', () => {
  // 25 addresses per language in the bundle today.
  expect(PRICING.length).toBeGreaterThanOrEqual(3 * 25);
});

// One test per pricing document, on the server's HTML (what a visitor and a search engine
// receive): the suite grows with the documents, no test does.
for (const doc of PRICING) {
  test(`${address(doc)} answers in ${doc.language} with its plans priced by the package service`, async ({
    request,
  }) => {
    const expected = packagesOf(doc);
    const [response, prices] = await Promise.all([
      request.get(address(doc)),
      Promise.all(
        expected.map(async (token) => {
          const priced = await request.get(`/embedded/userbase/bib-pkg/${token}`);
          expect(priced.status(), token).toBe(200);
          return ((await priced.json()) as { price: number }).price;
        }),
      ),
    ]);
    const html = await response.text();
    expect(response.status(), address(doc)).toBe(200);
    expect(/<html[^>]* lang="([a-z]+)"/.exec(html)?.[1], 'lang').toBe(doc.language);
    const tokens = [...html.matchAll(/<article[^>]*data-package="([^"]+)"/g)].map((m) => m[1]);
    expect(tokens, 'packages').toEqual(expected);
    // The first card's monthly price is the service's, with two decimals in the language's way.
    const shown = plain(/class="[^"]*plan-price[^"]*">([^<]+)</.exec(html)?.[1] ?? null);
    expect(shown.replace(',', '.').replace(/[^\d.]/g, ''), `price ${shown}`).toBe(prices[0]!.toFixed(2));
    // The preset decides the footer and the header's menu.
    const preset = byId.get(doc.preset!._ref)!;
    expect(/<footer[^>]*site-footer/.test(html), `footer with ${preset.footerKind}`).toBe(preset.footerKind !== 'none');
    expect(/class="[^"]*header-links/.test(html), `header menu with ${preset.headerMenu}`).toBe(
      preset.headerMenu === true,
    );
    // Variants stay out of search results; the main plans page is indexed.
    expect(/<meta name="robots" content="[^"]*noindex/.test(html), 'noindex').toBe(doc.noindex !== false);
  });
}

for (const locale of TESTED) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`${locale}: /pricing/plans/ hides the header's menu and support link and the footer; the chat stays`, async ({
    readPage: page,
  }) => {
    await page.goto(`${prefix}/pricing/plans/`);
    await expect(page.locator('header .header-links')).toHaveCount(0);
    await expect(page.locator('header .header-utility')).toHaveCount(0);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Live Chat' }).first()).toBeVisible();
    // The Basic plan: 24.99 a month, 299.88 a term, 33 % saved.
    const basic = page.locator('article[data-package="basic"]');
    const text = plain(await basic.textContent());
    expect(text).toMatch(locale === 'en' ? /\$24\.99/ : /24,99/);
    expect(text).toMatch(locale === 'en' ? /\$299\.88/ : /299,88/);
    expect(text).toMatch(/33\s?%/);
  });

  test(`${locale}: the footer is hidden on both pages of the ab/test/2 experiment and shown on save50`, async ({
    readPage: page,
  }) => {
    for (const variant of ['a', 'b']) {
      await page.goto(`${prefix}/pricing/plans/ab/test/2/${variant}/`);
      await expect(page.locator('article[data-package]').first()).toBeVisible();
      await expect(page.locator('footer.site-footer')).toHaveCount(0);
    }
    await page.goto(`${prefix}/pricing/plans/save50/`);
    await expect(page.locator('footer.site-footer')).toHaveCount(1);
    await expect(page.locator('header .header-links')).toHaveCount(1);
  });

  test(`${locale}: ab/save/ carries the help text and the customer-service number as its tagline`, async ({
    readPage: page,
  }) => {
    await page.goto(`${prefix}/pricing/plans/ab/save/`);
    await expect(page.locator('header .tagline')).toHaveText(/.+\+1 514 555 0142$/);
  });

  test(`${locale}: no cookie banner on a pricing page, as its preset says`, async ({ page }) => {
    await page.goto(`${prefix}/pricing/plans/save60/`);
    await page.waitForTimeout(1600);
    await expect(page.locator('.cookie-banner')).toHaveCount(0);
  });
}

test('the special offers show the site’s own saving and regular price over the service’s', async ({ page }) => {
  await page.goto('/pricing/plans/special-price/');
  const basic = page.locator('article[data-package="special-basic"]');
  await expect(basic.locator('s')).toHaveText('$37.99');
  await expect(basic).toContainText('Save 73%');
  const premium = page.locator('article[data-package="special-premium"]');
  await expect(premium.locator('s')).toHaveText('$79.99');
  await expect(premium).toContainText('Save 75%');
  // The service itself says 60 % off 24.99: the override is the site's.
  const service = (await (await page.request.get('/embedded/userbase/bib-pkg/special-basic')).json()) as {
    saveRelative: number;
  };
  expect(service.saveRelative).toBe(60);
});

test('an address naming a package the service does not know is a 404', async ({ page }) => {
  const response = await page.goto('/budgeto/buy/no-such-plan/');
  expect(response?.status()).toBe(404);
});

for (const [prefix, tagline] of [
  ['', 'Know your numbers, grow your business.'],
  ['/fr', 'Maîtrisez vos chiffres, faites grandir votre entreprise.'],
] as const) {
  test(`${prefix}/budgeto/buy/: the budgeting product’s layout: its tagline, Terms of Use and Contact us in the header, no trial button`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/budgeto/buy/`);
    await expect(page.locator('header .tagline')).toHaveText(tagline);
    const links = page.locator('header .header-help-links a');
    await expect(links).toHaveCount(2);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      `${prefix}/company/terms-of-use/`,
      `${prefix}/company/contact/`,
    ]);
    await expect(page.locator('header .try-button')).toHaveCount(0);
  });
}
