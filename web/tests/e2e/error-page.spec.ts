import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectDir, startSite, type RunningSite } from './site-server';

/**
 * A page that fails to render shows the site's error page in the visitor's language, with the
 * 500 status and a way home, never Next's default English page. The failure is real content that
 * cannot be shown: a French landing document without its layout preset, served by a second
 * server of the same build from a copy of the bundle.
 */
const RUN = `${Date.now() % 1_000_000}`;
const BROKEN_PATH = `/lp/ab/31.12.25/broken-${RUN}/`;

test.describe.configure({ mode: 'serial' });

let site: RunningSite | undefined;
let rmTemp = () => {};

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const bundle = readFileSync(join(projectDir, 'content', 'bundle.ndjson'), 'utf8');
  const template = bundle
    .split('\n')
    .map((line) => (line.trim() ? (JSON.parse(line) as Record<string, unknown>) : null))
    .find((doc) => doc?._type === 'landingPage' && doc.language === 'fr');
  if (!template) throw new Error('the bundle has no French landing page to copy');
  const { preset: _dropped, ...withoutPreset } = template;
  const broken = { ...withoutPreset, _id: `landingPage-fr-broken-${RUN}`, path: BROKEN_PATH };
  const dir = mkdtempSync(join(tmpdir(), 'paperwise-error-'));
  const copy = join(dir, 'bundle.ndjson');
  writeFileSync(copy, `${bundle.trimEnd()}\n${JSON.stringify(broken)}\n`);
  rmTemp = () => rmSync(dir, { recursive: true, force: true });
  site = await startSite({ env: { CONTENT_BUNDLE: copy } });
});

test.afterAll(async () => {
  await site?.stop();
  rmTemp();
});

test('a page that fails shows the error page in its language, with the status and a way home', async ({ page }) => {
  const response = await page.goto(`${site!.baseUrl}/fr${BROKEN_PATH}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désolés, un problème est survenu de notre côté.');
  await expect(page.getByText('Erreur 500')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(`${site!.baseUrl}/fr/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
