import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SETTINGS, PRICING_DEMO_SETTINGS, seedDemoExperiment } from '../../src/experiments/seed';
import { openSqliteStore, sqliteStorePath } from '../../src/experiments/store/sqlite-store';
import { projectDir, type RunningSite } from './site-server';
import { studioFile, watchStudio } from './studio-support';

/**
 * The Results tab of the two demo experiments, as a marketer sees it, at 1024 and 1440 px wide:
 * the sign-up test at /docs/free-demo/ and the price test at /pricing/plans/, each seeded with the
 * demo's simulated events. Writes shots/studio/results-<name>-<width>.png (git-ignored) for a
 * person to look at, and checks what they must show: the charts, the decision column, and for the
 * price test the guardrail and the money table.
 */
test.describe.configure({ mode: 'default', timeout: 150_000 });

const TOKEN = 'e2e-results-shots-token-0123456789abcdefgh';

let site: RunningSite;
let page: Page;

studioFile(
  { env: { EXPERIMENT_RESULTS_TOKEN: TOKEN }, context: { viewport: { width: 1440, height: 900 } } },
  { site: (opened) => (site = opened), page: (opened) => (page = opened) },
);

test.beforeAll(async () => {
  // The demo's events, in the store of this server's data folder (the site opens the same file).
  const store = await openSqliteStore(sqliteStorePath(site.dataDir));
  try {
    for (const demo of [DEMO_SETTINGS, PRICING_DEMO_SETTINGS]) await seedDemoExperiment(store, demo);
  } finally {
    await store.close();
  }
});

async function openResults(name: RegExp) {
  await page.goto(`${site.baseUrl}/studio/`);
  await page.getByRole('link', { name: 'Experiments', exact: true }).first().click({ timeout: 45_000 });
  await page.getByRole('link', { name: 'English' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.locator('[data-chart]').first()).toBeVisible({ timeout: 30_000 });
}

async function shot(name: string) {
  const dir = join(projectDir, 'shots', 'studio');
  mkdirSync(dir, { recursive: true });
  for (const width of [1024, 1440]) {
    // The studio scrolls inside its pane, not the page: a window as tall as the tab shows all of it.
    await page.setViewportSize({ width, height: 900 });
    const pane = page.locator('[data-testid="document-panel-scroller"]').first();
    const tall = (await pane.evaluate((element) => element.scrollHeight).catch(() => 2400)) + 400;
    await page.setViewportSize({ width, height: Math.min(6000, Math.max(900, tall)) });
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(dir, `results-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the sign-up experiment: charts with the always-valid band, the decision column, no guardrail', async () => {
  const watch = watchStudio(page, site.baseUrl);
  await openResults(/Free demo: benefit-first headline/);
  // The always-valid column (its interval and p-value) beside the fixed-horizon one. (With 2,400
  // visitors a variant the demo's +25 % is clear to the fixed-horizon interval but not yet decided
  // by the always-valid test, whose tuning point is 5,000 visitors a variant.)
  await expect(page.locator('table[aria-label="Signup started"]')).toContainText(/p [=<] 0\.\d{3}/);
  await expect(page.locator('[data-band]').first()).toBeAttached();
  await expect(page.locator('[data-guardrail]')).toHaveCount(0);
  await shot('signup');
  expect(watch.problems()).toEqual([]);
});

test('the price test: the guardrail, the money table, and Ship as winner asking to ship anyway', async () => {
  const watch = watchStudio(page, site.baseUrl);
  await openResults(/Plans: monthly option/);
  await expect(page.locator('[data-guardrail="signups-up-revenue-down"]')).toBeVisible();
  const money = page.locator('table[aria-label="Purchases and revenue (USD)"]');
  await expect(money).toContainText('worse');
  await expect(page.locator('[data-chart^="Revenue per visitor (USD)"]').first()).toBeVisible();
  await shot('pricing');
  await page.getByRole('button', { name: 'Ship as winner' }).nth(1).click();
  const confirm = page.getByRole('alertdialog', { name: 'Ship as winner' });
  await expect(confirm.getByRole('button', { name: 'Ship anyway' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(watch.problems()).toEqual([]);
});
