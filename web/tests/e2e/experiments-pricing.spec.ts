import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './signup-support';
import { startSite, type RunningSite } from './site-server';

/*
 * The price test the bundle ships: /pricing/plans/ split 50/50 between its own page (the control,
 * Basic and Premium yearly) and /pricing/plans/ab/test/2/b/ (a monthly Basic beside the yearly one),
 * told apart by the monthly plan's buy button. A visitor on each variant buys; the results then
 * count exactly those two orders, with the userbase's amounts, on the right variants, even after the
 * thank-you page is read again. Its own server: an empty event store and a known results token.
 */
const ADDRESS = '/pricing/plans/';
const EXPERIMENT = 'experiment-pricing-plans';
const CONTROL = { id: 'pricingPage-en-pricing-plans', buys: 'basic', amount: 299.88 };
const CHALLENGER = { id: 'pricingPage-en-pricing-plans-ab-test-2-b', buys: 'basic-monthly', amount: 37.49 };
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TOKEN = 'e2e-results-token-pricing-0123456789abcdefghij';

interface Results {
  revenue: {
    method: string;
    currencies: Array<{
      currency: string;
      variants: Array<{
        id: string;
        visitors: number;
        purchases: number;
        revenue: number;
        averageOrderValue: number | null;
      }>;
    }>;
  };
}

/**
 * A consenting person's first visit to the test's address, read without rendering (the context's
 * request shares its cookies, so the page opened later is the same variant); which variant it is.
 */
async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, userAgent: PERSON_UA });
  await context.addCookies([{ name: 'user-cookies', value: '1', url: baseURL }]);
  const response = await context.request.get(ADDRESS, { headers: { 'user-agent': PERSON_UA } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const variant = html.includes(`data-package="${CHALLENGER.buys}"`) ? CHALLENGER : CONTROL;
  return { context, variant };
}

/** Pays for a package with the embedded payment service's test card; the thank-you page follows. */
async function buy(page: Page, token: string) {
  expect((await page.goto(ADDRESS))?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await page.locator(`button[data-package="${token}"]`).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const field = (name: string): Locator => dialog.locator(`[name="${name}"]`);
  await field('cardNumber').fill('4242424242424242');
  await field('cvc').fill('123');
  await field('expMonth').fill('12');
  await field('expYear').fill(String(new Date().getFullYear() + 1));
  await field('country').selectOption('US');
  await field('state').selectOption('CA');
  await field('email').fill(uniqueEmail('price-test'));
  await field('firstName').fill('Ada');
  await field('lastName').fill('Lovelace');
  await field('phone').fill('+1 514 555 0100');
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/experiments/purchases/'), { timeout: 30_000 });
  await dialog.locator('button[type="submit"]').click();
  await page.waitForURL(/\/pricing\/thank-you\/\?orderId=PW-/, { timeout: 30_000 });
  return reported;
}

test.describe('a price test at /pricing/plans/', () => {
  let site: RunningSite;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site = await startSite({ env: { EXPERIMENT_RESULTS_TOKEN: TOKEN } });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  async function results(): Promise<Results> {
    const response = await fetch(`${site.baseUrl}/api/experiments/${EXPERIMENT}/results/`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Results;
  }

  test('a purchase on each variant counts once, with its amount, for the variant the buyer saw', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    expect((await results()).revenue.currencies).toEqual([]);

    // New visitors until one has landed on each variant (each has an even chance).
    const buyers = new Map<string, Awaited<ReturnType<typeof newVisitor>>>();
    for (let tries = 0; tries < 16 && buyers.size < 2; tries++) {
      const visit = await newVisitor(browser, site.baseUrl);
      if (buyers.has(visit.variant.id)) await visit.context.close();
      else buyers.set(visit.variant.id, visit);
    }
    expect([...buyers.keys()].sort()).toEqual([CONTROL.id, CHALLENGER.id].sort());

    for (const { context, variant } of buyers.values()) {
      const page = await context.newPage();
      const reported = await buy(page, variant.buys);
      expect(page.url()).toContain(`experiment=${EXPERIMENT}`);
      expect(page.url()).toContain(`experimentVariant=${variant.id}`);
      expect(reported.status()).toBe(202);
      // The thank-you page read again reports the order again (the server keeps it once, below).
      const again = page.waitForResponse((r) => r.url().endsWith('/api/experiments/purchases/'), { timeout: 30_000 });
      await page.reload();
      expect((await again).status()).toBe(202);
    }

    const money = (await results()).revenue;
    expect(money.method).toMatch(/never converted/);
    expect(money.currencies.map((c) => c.currency)).toEqual(['USD']);
    const byVariant = Object.fromEntries(
      money.currencies[0]!.variants.map((v) => [v.id, { purchases: v.purchases, revenue: v.revenue }]),
    );
    expect(byVariant).toEqual({
      [CONTROL.id]: { purchases: 1, revenue: CONTROL.amount },
      [CHALLENGER.id]: { purchases: 1, revenue: CHALLENGER.amount },
    });
    for (const { context } of buyers.values()) await context.close();
  });
});
