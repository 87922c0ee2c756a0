import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishChange, publishDocument, setHeroHeadline } from './lake-api';
import { projectDir, startSite, type RunningSite } from './site-server';

/**
 * Content published after the build goes live without a build and without a webhook: a second
 * server of the same build, with a data folder of its own, is published one more landing document
 * and one more pricing document through its local Content Lake (as the studio publishes), and their
 * paths answer; a changed headline shows with no webhook and no build (how soon: the content
 * benchmark); and a page published to while no server read it is fresh after a restart. Pages
 * published naming a header kind or a label style the code does not know answer the 500 "Unknown
 * middleware" page, and answer again once fixed.
 */
const HEADLINE = 'A variant written after the build';
// A new path each run: the rendered page is cached on disk in the shared build folder.
const RUN = `${Date.now() % 1_000_000}`;
const NEW_PATH = `/lp/ab/31.12.25/${RUN}/`;
const NEW_PRICING_PATH = `/pricing/plans/ab/live/${RUN}/`;
const PRICING_HEADLINE = 'A pricing variant written after the build';
/** Pages whose content names a layout or behaviour the code does not know (one per language). */
const UNKNOWN_PATH = `/lp/ab/31.12.25/unknown-${RUN}/`;

test.describe.configure({ mode: 'serial' });

let site: RunningSite | undefined;
let base = '';
let rmTemp = () => {};
/** The server's data folder (its lake), kept across the restart of the last test. */
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const root = projectDir;
  const bundle = readFileSync(join(root, 'content', 'bundle.ndjson'), 'utf8');
  const documents = bundle
    .split('\n')
    .map((line) => (line.trim() ? (JSON.parse(line) as Record<string, unknown>) : null));
  const bundled = (id: string) => {
    const found = documents.find((doc) => doc?._id === id);
    if (!found) throw new Error(`the bundle has no ${id} to copy`);
    return found;
  };
  const template = bundled('landingPage-en-docs-free-demo');
  const added = {
    ...template,
    _id: `landingPage-en-lp-ab-31-12-25-${RUN}`,
    path: NEW_PATH,
    title: 'Live variant',
    variantId: `lp-ab-31.12.25-${RUN}`,
    // The pricing-help preset: the simple footer, the live-chat button, the tagline with the phone number.
    preset: { _type: 'reference', _ref: 'layoutPreset-pricing-help' },
    // Built only from blocks: a hero and a grid of a search's results, no code change.
    sections: [
      {
        _type: 'hero',
        _key: 'opening',
        headline: HEADLINE,
        text: 'Every {templates} template of the library, one sign-up away.',
        points: ['No credit card required'],
        cta: { label: 'Start with a lease', action: 'signup' },
        claims: '100% secure platform',
        visual: 'templates',
      },
      { _type: 'templateGrid', _key: 'leases', heading: 'Lease templates', source: 'search', keyword: 'lease' },
    ],
  };
  // A pricing variant: the premium and the special Premium plan, in the plans-only layout.
  const pricing = {
    _id: `pricingPage-en-pricing-plans-ab-live-${RUN}`,
    _type: 'pricingPage',
    language: 'en',
    path: NEW_PRICING_PATH,
    title: 'Live pricing variant',
    noindex: true,
    variantId: `pricing-ab-live-${RUN}`,
    preset: { _type: 'reference', _ref: 'layoutPreset-pricing-plans' },
    thankYouPath: '/pricing/thank-you/',
    sections: [
      {
        _type: 'hero',
        _key: 'hero',
        headline: PRICING_HEADLINE,
        cta: { label: 'Try it free first', action: 'signup' },
      },
      {
        _type: 'pricingTable',
        _key: 'plans',
        heading: 'Two plans',
        buttonLabel: 'Buy {plan}',
        plans: [
          { _type: 'reference', _key: 'p', _ref: 'plan-en-premium' },
          { _type: 'reference', _key: 's', _ref: 'plan-en-special-premium' },
        ],
      },
    ],
  };
  // A page naming a header kind this code does not know, through a preset of its own, and a
  // French page naming an unknown input-label style: both answer the "Unknown middleware" page.
  const frenchTemplate = bundled('landingPage-fr-docs');
  const unknownPreset = {
    _id: `layoutPreset-unknown-${RUN}`,
    _type: 'layoutPreset',
    title: 'A header from the future',
    key: `unknown-${RUN}`,
    headerKind: 'banner',
    showLogin: true,
    popupEnabled: true,
    directModal: false,
    footerKind: 'simple',
    supportChat: false,
  };
  const unknownLayout = {
    ...template,
    _id: `landingPage-en-lp-ab-31-12-25-unknown-${RUN}`,
    path: UNKNOWN_PATH,
    variantId: `lp-ab-31.12.25-unknown-${RUN}`,
    preset: { _type: 'reference', _ref: unknownPreset._id },
  };
  const unknownBehaviour = {
    ...frenchTemplate,
    _id: `landingPage-fr-lp-ab-31-12-25-unknown-${RUN}`,
    path: UNKNOWN_PATH,
    variantId: `lp-ab-31.12.25-unknown-fr-${RUN}`,
    labelStyle: 'wavy',
  };
  dataDir = mkdtempSync(join(tmpdir(), 'paperwise-live-'));
  site = await startSite({ env: { DATA_DIR: dataDir } });
  base = site.baseUrl;
  rmTemp = () => rmSync(dataDir, { recursive: true, force: true });
  await publishDocument(base, added as typeof added & { _id: string; _type: string });
  await publishDocument(base, pricing);
  await publishDocument(base, unknownPreset);
  await publishDocument(base, unknownLayout as typeof unknownLayout & { _id: string; _type: string });
  await publishDocument(base, unknownBehaviour as typeof unknownBehaviour & { _id: string; _type: string });
});

test.afterAll(async () => {
  await site?.stop();
  rmTemp();
});

test('a landing document published to the lake is served at its path, with its preset', async ({ page }) => {
  const response = await page.goto(`${base}${NEW_PATH}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
  await expect(page).toHaveTitle(/^Live variant \| Paperwise™/);
  // pricing-help: the simple footer, live chat on, tagline followed by the customer-service number.
  await expect(page.locator('footer.site-footer')).toHaveClass(/footer-simple/);
  const chat = page.getByRole('button', { name: 'Live Chat' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('header .tagline')).toHaveText(/^Questions\? Call our customer service: \+?[\d ]+$/);
});

test('a pricing document published to the lake is served at its path, priced by the package service', async ({
  page,
}) => {
  const response = await page.goto(`${base}${NEW_PRICING_PATH}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRICING_HEADLINE);
  const cards = page.locator('article[data-package]');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).locator('.plan-price')).toHaveText('$49.99');
  await expect(cards.nth(1).locator('s')).toHaveText('$79.99');
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the live-chat button hides while the mobile menu is open', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto(`${base}${NEW_PATH}`);
  const chat = page.getByRole('button', { name: 'Live Chat' });
  await expect(chat).toBeVisible();
  await page.locator('header .menu-toggle').click();
  await expect(chat).toBeHidden();
});

test('the live-chat button opens the chat panel, where the desk answers', async ({ page }) => {
  await page.goto(`${base}${NEW_PATH}`);
  await page.waitForLoadState('networkidle');
  const chat = page.getByRole('button', { name: 'Live Chat' });
  await chat.click();
  const panel = page.getByRole('dialog', { name: 'Live Chat' });
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox', { name: 'Your message' }).fill('Which plan includes e-signatures?');
  await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(panel.getByRole('log')).toContainText('An agent will reply here in the chat during our opening hours.');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(chat).toBeFocused();
});

test('the variant built from blocks shows a search’s templates and signs a visitor up', async ({ page }) => {
  // A first render of a search-fed page on the second server, the sign-up and its 2 s wait before
  // the hand-off: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.goto(`${base}${NEW_PATH}`);
  await expect(page.getByText('Every 3,000+ template of the library, one sign-up away.')).toBeVisible();
  const grid = page.getByRole('list', { name: 'Lease templates' });
  await expect(grid.getByRole('listitem').first()).toContainText(/lease/i);
  await page.getByRole('main').getByRole('button', { name: 'Start with a lease' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Enter your business email').fill(`live-${RUN}-${Date.now()}@example.com`);
  const created = page.waitForResponse(
    (r) => r.url().includes('/embedded/userbase/user/') && r.request().method() === 'POST',
  );
  const handoff = page.waitForRequest((r) => r.url().includes('/embedded/webapp/sso/'));
  await dialog.getByRole('button', { name: 'Get instant access', exact: true }).click();
  expect((await created).status()).toBe(200);
  expect(new URL((await handoff).url()).searchParams.get('ssotoken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // The test ends once the web app's page has loaded, so no navigation is left half-way when the
  // browser context is closed.
  await page.waitForURL(/\/embedded\/webapp\/welcome\//);
});

test('a page naming a header kind the code does not know answers the 500 "Unknown middleware" page, whole', async ({
  page,
}) => {
  const response = await page.goto(`${base}${UNKNOWN_PATH}`);
  expect(response?.status()).toBe(500);
  // The server's HTML is the whole page: the site's header and footer around the error view.
  const html = await response!.text();
  expect(html).toContain('Unknown middleware');
  expect(html).toMatch(/<header[^>]*site-header/);
  expect(html).toMatch(/<footer[^>]*site-footer/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown middleware');
  await expect(page.locator('.error-page')).toContainText('Error 500');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page).toHaveTitle('Unknown middleware (Error 500)');
  // The address stays the visitor's, and the page's own content is not shown.
  expect(new URL(page.url()).pathname).toBe(UNKNOWN_PATH);
  await expect(page.getByText(HEADLINE)).toHaveCount(0);
});

test('a French page naming an unknown label style answers the page in French; fixed, it is served again', async ({
  page,
}) => {
  const french = `/fr${UNKNOWN_PATH}`;
  const response = await page.goto(`${base}${french}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Middleware inconnu');
  await expect(page.locator('.error-page')).toContainText('Erreur 500');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The editor sets a style the code knows: the page answers at once.
  await publishChange(base, `landingPage-fr-lp-ab-31-12-25-unknown-${RUN}`, (doc) => {
    doc.labelStyle = 'floating';
  });
  const fixed = await page.goto(`${base}${french}`);
  expect(fixed?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Middleware inconnu');
  await expect(page.locator('.error-page')).toHaveCount(0);
});

/** The first heading of a page as the server sends it. */
async function headlineOf(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return (
    /<h1[^>]*>(.*?)<\/h1>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  );
}

// How soon (the 2 s target) is a figure of the benchmark (`npm run bench -- content`), not of this
// test: a wall-clock bound here would fail on a busy machine while the site is right.
test('a headline published in French is on the page with no webhook and no build', async () => {
  // A French landing page, as a marketer publishes one from the studio.
  const path = '/fr/docs/';
  const before = await headlineOf(path);
  expect(before).not.toBe('');
  // This server has no webhook secret, so it has no revalidation webhook (404): the webhook cannot
  // be what updates the page.
  expect((await fetch(`${base}/api/revalidate/`, { method: 'POST', body: '{}' })).status).toBe(404);
  const headline = `Publié sans webhook ${RUN}`;
  await publishChange(base, 'landingPage-fr-docs', (doc) => setHeroHeadline(doc, headline));
  await expect.poll(() => headlineOf(path), { timeout: 15_000, intervals: [100] }).toBe(headline);
  // The other languages' pages are untouched.
  expect(await headlineOf('/es/docs/')).not.toBe(headline);
});

test('a page published to while no server ran is fresh after a restart, on its first visit', async () => {
  // Two server starts.
  test.setTimeout(180_000);
  const headline = `Publicado con el servidor parado ${RUN}`;
  await site!.stop();
  site = undefined;
  // Published by a server that never renders the page, then stopped: the build's page of /es/ is
  // older than the lake.
  const publisher = await startSite({ env: { DATA_DIR: dataDir } });
  await publishChange(publisher.baseUrl, 'homePage-es', (doc) => setHeroHeadline(doc, headline));
  await publisher.stop();
  site = await startSite({ env: { DATA_DIR: dataDir } });
  base = site.baseUrl;
  expect(await headlineOf('/es/')).toBe(headline);
  // What the previous server published is still there, and the French page too.
  expect(await headlineOf('/fr/docs/')).toBe(`Publié sans webhook ${RUN}`);
  expect(await headlineOf(NEW_PATH)).toBe(HEADLINE);
});
