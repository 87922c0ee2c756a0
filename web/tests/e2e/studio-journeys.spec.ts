import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '@playwright/test';
import { publishChange, publishDocument } from './lake-api';
import type { RunningSite } from './site-server';
import { fillField, lakeQuery, shot, studioFile, watchStudio } from './studio-support';

/**
 * Editors' journeys through the real studio the site serves at /studio/, in French, from the first
 * click to the page a visitor gets: a marketer copies a landing variant to a new address and
 * publishes it; a marketer starts an experiment, reads its figures and ships the winner. Only the
 * setting up (an experiment to start, headlines that tell the pages apart) and the reading back go
 * through the lake's API. These tests change content and record experiment events, so they run
 * against a server of their own, with a data folder of its own, one after the other.
 */
// Each test loads the studio afresh and works through it: 9 to 54 s here over seven runs, the
// slowest with a typecheck or a lint beside it (the studio's first load alone can take 30 s on a
// loaded machine). 150 s keeps them well under half.
test.describe.configure({ mode: 'default', timeout: 150_000 });

const TOKEN = 'e2e-journeys-results-token-0123456789abcdef';
/** A desktop Chrome: the browser's own HeadlessChrome is on the robot list, and robots are never split. */
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let site: RunningSite;
// One browser context for the file: the studio's scripts, kept by its cache, load once.
let context: BrowserContext;
let page: Page;

studioFile(
  { env: { EXPERIMENT_RESULTS_TOKEN: TOKEN }, context: { locale: 'fr-FR', viewport: { width: 1440, height: 900 } } },
  { site: (opened) => (site = opened), context: (opened) => (context = opened), page: (opened) => (page = opened) },
);

/** A short mark of this run, so that a second run on the same server makes new addresses and names. */
const stamp = () => Date.now().toString(36);

/** The page a new visitor (consent given, no cookie of the experiment) gets at `path`: its HTML. */
async function freshVisit(path: string, cookies = 'user-cookies=1'): Promise<{ status: number; html: string }> {
  const api = await playwrightRequest.newContext({
    baseURL: site.baseUrl,
    extraHTTPHeaders: { 'user-agent': PERSON_UA, cookie: cookies },
  });
  try {
    const response = await api.get(path);
    return { status: response.status(), html: await response.text() };
  } finally {
    await api.dispose();
  }
}

test('a marketer duplicates a French landing variant to a new address, changes its headline and publishes: the address is live with no build', async () => {
  const watch = watchStudio(page, site.baseUrl);
  const run = stamp();
  const PATH = `/docs/ab/15.10.24/e2e-${run}/`;
  const ID = `landingPage-fr-docs-ab-15-10-24-e2e-${run}`;
  const HEADLINE = `Vos documents prêts en deux minutes (${run})`;

  await page.goto(`${site.baseUrl}/studio/structure/landing-pages;docs;fr;landingPage-fr-docs-ab-15-10-24-00`);
  await expect(page.getByTestId('field-path').locator('input')).toHaveValue('/docs/ab/15.10.24/00/', {
    timeout: 45_000,
  });

  // "Duplicate as new variant" in the document's menu asks for the address, the next free number suggested.
  await page.getByTestId('action-menu-button').click();
  await page.getByRole('menuitem', { name: 'Duplicate as new variant' }).click();
  const address = page.getByLabel(/New address \(FR\)/);
  // The dialog opens on the page's own address (00) and then suggests the next free one.
  await expect(address).toHaveValue(/^\/docs\/ab\/15\.10\.24\/(?!00\/)\d{2}\/$/, { timeout: 15_000 });
  await fillField(address, PATH);
  await page.getByRole('button', { name: 'Create draft' }).click();

  // The copy opens as a draft at its own id, with its address and analytics variant id.
  await expect(page).toHaveURL(new RegExp(ID));
  await expect(page.getByTestId('field-path').locator('input')).toHaveValue(PATH, { timeout: 15_000 });
  await expect(page.getByTestId('field-variantId').locator('input')).toHaveValue(`docs-ab-15.10.24-e2e-${run}`);

  // The headline: the hero block of the page's blocks, opened from its line in the list.
  await page.getByRole('tab', { name: 'Page blocks' }).click();
  await page
    .getByTestId('field-sections')
    .getByRole('button', { name: /Hero ·/ })
    .click();
  const headline = page.locator('[data-testid=\'field-sections[_key=="hero"].headline\'] input');
  await expect(headline).toBeVisible({ timeout: 15_000 });
  await fillField(headline, HEADLINE);
  await page.keyboard.press('Escape');

  const publish = page.getByTestId('action-publish');
  await expect(publish).toBeEnabled({ timeout: 20_000 });
  await publish.click();
  await expect
    .poll(
      () =>
        lakeQuery<Array<Record<string, unknown>>>(
          site.baseUrl,
          '*[_id in [$id, "drafts." + $id]]{_id, path, "headline": sections[_key == "hero"][0].headline}',
          { id: ID },
        ),
      { timeout: 30_000, message: 'the copy is published, with no draft left' },
    )
    .toEqual([{ _id: ID, path: PATH, headline: HEADLINE }]);

  // Live at once: the French address answers with the new headline, no build and no webhook.
  await expect
    .poll(
      async () => {
        const { status, html } = await freshVisit(`/fr${PATH}`);
        return status === 200 && html.includes(HEADLINE) ? 'live' : `${status}`;
      },
      { timeout: 10_000, message: `/fr${PATH} answers 200 with the new headline` },
    )
    .toBe('live');
  const visitor = await context.browser()!.newContext({ userAgent: PERSON_UA });
  const view = await visitor.newPage();
  expect((await view.goto(`${site.baseUrl}/fr${PATH}`))?.status()).toBe(200);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
  await visitor.close();

  await watch.expectNoErrorOnScreen();
  expect(watch.problems()).toEqual([]);
});

test('a marketer starts a French experiment, reads its figures from the site in the Results tab and ships the winner to every visitor', async ({
  browser,
}) => {
  const watch = watchStudio(page, site.baseUrl);
  const run = stamp();
  const ADDRESS = '/docs/ab/15.10.24/00/';
  const CONTROL = { id: 'landingPage-fr-docs-ab-15-10-24-00', path: ADDRESS, headline: `Contrôle ${run}` };
  const CHALLENGER = {
    id: 'landingPage-fr-docs-ab-15-10-24-01',
    path: '/docs/ab/15.10.24/01/',
    headline: `Challenger ${run}`,
  };
  const EXPERIMENT = `experiment-fr-e2e-${run}`;
  const NAME = `Titre court (${run})`;
  const headlineOf = (html: string) =>
    [CONTROL, CHALLENGER].filter((variant) => html.includes(variant.headline)).map((variant) => variant.id);

  // Set up through the lake: headlines that tell the two pages apart, and a draft experiment.
  for (const variant of [CONTROL, CHALLENGER]) {
    await publishChange(site.baseUrl, variant.id, (doc) => {
      const hero = (doc.sections as Array<{ _type: string; headline?: string }>).find((s) => s._type === 'hero')!;
      hero.headline = variant.headline;
    });
  }
  await publishDocument(site.baseUrl, {
    _id: EXPERIMENT,
    _type: 'experiment',
    name: NAME,
    language: 'fr',
    path: ADDRESS,
    status: 'draft',
    variants: [
      { _key: 'control', _type: 'experimentVariant', page: { _type: 'reference', _ref: CONTROL.id }, weight: 50 },
      { _key: 'b', _type: 'experimentVariant', page: { _type: 'reference', _ref: CHALLENGER.id }, weight: 50 },
    ],
    bucketVersion: 1,
  });

  // The experiments list, in French, as an editor finds it.
  await page.goto(`${site.baseUrl}/studio/`);
  await page.getByRole('link', { name: 'Experiments', exact: true }).first().click({ timeout: 45_000 });
  await page.getByRole('link', { name: 'Français' }).click();
  await page.getByRole('link', { name: new RegExp(NAME.replace(/[()]/g, '\\$&')) }).click();
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: NAME, level: 2 })).toBeVisible({ timeout: 20_000 });

  // Start: running from now on, published at once.
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeEnabled({ timeout: 20_000 });
  await start.click();
  await expect
    .poll(() => lakeQuery<string | null>(site.baseUrl, '*[_id == $id][0].status', { id: EXPERIMENT }), {
      timeout: 20_000,
    })
    .toBe('running');

  // Visitors arrive: each new one is kept on one variant, and the site records the exposure.
  const results = async () => {
    const response = await fetch(`${site.baseUrl}/api/experiments/${EXPERIMENT}/results/`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { variants: Array<{ id: string; visitors: number }> };
  };
  const VISITORS = 4;
  for (let index = 0; index < VISITORS; index++) {
    const visitor = await browser.newContext({ userAgent: PERSON_UA });
    await visitor.addCookies([{ name: 'user-cookies', value: '1', url: site.baseUrl }]);
    const view = await visitor.newPage();
    expect((await view.goto(`${site.baseUrl}/fr${ADDRESS}`))?.status()).toBe(200);
    await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await results()).variants.reduce((sum, variant) => sum + variant.visitors, 0), {
        timeout: 15_000,
        message: `visitor ${index + 1} is counted`,
      })
      .toBe(index + 1);
    await visitor.close();
  }
  const counted = await results();

  // Refresh: the tab shows the site's figures, variant by variant, the control first: each row is
  // headed by the variant's address and its visitors.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const table = page.getByRole('table', { name: 'Signup started' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  for (const variant of counted.variants) {
    const label = variant.id === CONTROL.id ? `${CONTROL.path} (control)` : CHALLENGER.path;
    const visitors = `${variant.visitors} ${variant.visitors === 1 ? 'visitor' : 'visitors'}`;
    await expect(table.getByRole('rowheader', { name: `${label} ${visitors}`, exact: true })).toBeVisible({
      timeout: 15_000,
    });
  }
  await expect(page.getByRole('heading', { name: 'Health checks' })).toBeVisible();
  await shot(page, 'experiment-results');

  // Ship as winner: the challenger, after the confirmation.
  const challengerCard = page
    .locator('[data-ui="Card"]')
    .filter({ hasText: CHALLENGER.path, has: page.getByRole('button', { name: 'Ship as winner' }) })
    .last();
  await challengerCard.getByRole('button', { name: 'Ship as winner' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Ship as winner' });
  await expect(confirm).toContainText(`every visitor of ${ADDRESS}`);
  await confirm.getByRole('button', { name: 'Ship it' }).click();
  await expect
    .poll(
      () =>
        lakeQuery<Record<string, unknown>>(site.baseUrl, '*[_id == $id][0]{status, "winner": winner._ref}', {
          id: EXPERIMENT,
        }),
      { timeout: 20_000 },
    )
    .toEqual({ status: 'stopped', winner: CHALLENGER.id });
  await expect(challengerCard.getByText('winner', { exact: true })).toBeVisible({ timeout: 15_000 });

  // Every visitor of the public address gets the winner: new ones, with or without consent, and
  // one the experiment had kept on the control.
  await expect
    .poll(async () => headlineOf((await freshVisit(`/fr${ADDRESS}`)).html), {
      timeout: 10_000,
      message: 'a new visitor gets the winner',
    })
    .toEqual([CHALLENGER.id]);
  for (let index = 0; index < 6; index++) {
    expect(headlineOf((await freshVisit(`/fr${ADDRESS}`)).html)).toEqual([CHALLENGER.id]);
  }
  expect(headlineOf((await freshVisit(`/fr${ADDRESS}`, '')).html)).toEqual([CHALLENGER.id]);
  expect(
    headlineOf((await freshVisit(`/fr${ADDRESS}`, `user-cookies=1; pw_exp_${EXPERIMENT}_v1=1.${CONTROL.id}`)).html),
  ).toEqual([CHALLENGER.id]);

  await watch.expectNoErrorOnScreen();
  expect(watch.problems()).toEqual([]);
});

test('screenshots of the desk and a French landing page at 1440×900 (shots/studio/, not committed)', async () => {
  await page.goto(`${site.baseUrl}/studio/structure/landing-pages;docs;fr`);
  await expect(page.getByText('FR /docs/1300-modeles/')).toBeVisible({ timeout: 45_000 });
  await shot(page, 'desk');

  await page.goto(`${site.baseUrl}/studio/structure/landing-pages;docs;fr;landingPage-fr-docs-1300-modeles`);
  await expect(page.getByTestId('field-path').locator('input')).toHaveValue('/docs/1300-modeles/', { timeout: 30_000 });
  await shot(page, 'landing-page-fr');
});
