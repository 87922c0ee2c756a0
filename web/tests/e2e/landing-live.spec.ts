import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectDir, startSite, type RunningSite } from './site-server';

/**
 * A landing variant added to the content goes live without a build: a second server of the same
 * build starts on a copy of the bundle holding one more landing document, and its path answers.
 */
const HEADLINE = 'A variant written after the build';
// A new path each run: the rendered page is cached on disk in the shared build folder.
const RUN = `${Date.now() % 1_000_000}`;
const NEW_PATH = `/lp/ab/31.12.25/${RUN}/`;

test.describe.configure({ mode: 'serial' });

let site: RunningSite | undefined;
let base = '';
let rmTemp = () => {};

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const root = projectDir;
  const bundle = readFileSync(join(root, 'content', 'bundle.ndjson'), 'utf8');
  const template = bundle
    .split('\n')
    .map((line) => (line.trim() ? (JSON.parse(line) as Record<string, unknown>) : null))
    .find((doc) => doc?._id === 'landingPage-en-docs-free-demo');
  if (!template) throw new Error('the bundle has no landingPage-en-docs-free-demo to copy');
  const added = {
    ...template,
    _id: `landingPage-en-lp-ab-31-12-25-${RUN}`,
    path: NEW_PATH,
    title: 'Live variant',
    variantId: `lp-ab-31.12.25-${RUN}`,
    // The pricing-help preset: no footer, the live-chat button, the tagline with the phone number.
    preset: { _type: 'reference', _ref: 'layoutPreset-pricing-help' },
    content: { ...(template.content as object), headline: HEADLINE },
  };
  const dir = mkdtempSync(join(tmpdir(), 'paperwise-live-'));
  const copy = join(dir, 'bundle.ndjson');
  writeFileSync(copy, `${bundle.trimEnd()}\n${JSON.stringify(added)}\n`);
  site = await startSite({ CONTENT_BUNDLE: copy }, 60_000);
  base = site.baseUrl;
  rmTemp = () => rmSync(dir, { recursive: true, force: true });
});

test.afterAll(async () => {
  await site?.stop();
  rmTemp();
});

test('a landing document added to the bundle is served at its path, with its preset', async ({ page }) => {
  const response = await page.goto(`${base}${NEW_PATH}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
  await expect(page).toHaveTitle(/^Live variant \| Paperwise™/);
  // pricing-help: footer none, live chat on, tagline followed by the customer-service number.
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  const chat = page.getByRole('link', { name: 'Live Chat' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('header .tagline')).toHaveText(/^Questions\? Call our customer service: \+?[\d ]+$/);
});

test('the live-chat button hides while the mobile menu is open', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto(`${base}${NEW_PATH}`);
  const chat = page.getByRole('link', { name: 'Live Chat' });
  await expect(chat).toBeVisible();
  await page.locator('header .menu-toggle').click();
  await expect(chat).toBeHidden();
});
