import { expect, test, type Page } from '@playwright/test';
import { payloadStream } from '../../../scripts/bench/rsc-payload';
import { events, openDialog, signupDialog, VARIANTS } from './signup-support';

/*
 * The landing page ships the dialog and form code only when it is needed, to keep its JavaScript small:
 * on opening, or prefetched when the page is idle (time-out 2000 ms) unless the connection is 2g,
 * saves data, or is offline.
 */

/** A string that only the dialog's code chunk holds (the sign-up flow's error log). */
const DIALOG_MARKER = 'Error while creating account';

/** The addresses of the scripts the page loads from now on whose text `holds` accepts, as they arrive. */
function watchScripts(page: Page, holds: (body: string) => boolean): string[] {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (holds(body)) loaded.push(response.url());
  });
  return loaded;
}

const watchDialogChunk = (page: Page) => watchScripts(page, (body) => body.includes(DIALOG_MARKER));

async function setConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value });
  }, connection);
}

/**
 * Opens `path` on `connection` and lets the page's clock run 5 s past the prefetch time-out: the
 * dialog's code must not have loaded. Answers the list the chunk is noted in when it loads later.
 */
async function expectNoPrefetch(page: Page, connection: { effectiveType: string; saveData: boolean }, path: string) {
  await page.clock.install();
  await setConnection(page, connection);
  const loaded = watchDialogChunk(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(5_000);
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  return loaded;
}

test('with data saver on, the dialog code loads only when the dialog opens', async ({ page }) => {
  const loaded = await expectNoPrefetch(page, { effectiveType: '4g', saveData: true }, VARIANTS.logoEn.path);
  await openDialog(page, VARIANTS.logoEn);
  await expect.poll(() => loaded.length).toBe(1);
});

test('on a 2g connection nothing is prefetched', async ({ page }) => {
  await expectNoPrefetch(page, { effectiveType: '2g', saveData: false }, VARIANTS.firstFr.path);
});

test('on an ordinary connection the dialog code is prefetched once the page is idle', async ({ page }) => {
  await setConnection(page, { effectiveType: '4g', saveData: false });
  const loaded = watchDialogChunk(page);
  await page.goto(VARIANTS.campaignEs.path);
  await expect.poll(() => loaded.length, { timeout: 10_000 }).toBe(1);
  // Opening then needs no further code.
  await openDialog(page, VARIANTS.campaignEs);
  expect(loaded).toHaveLength(1);
});

test('opening the dialog shifts nothing on the page', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(VARIANTS.logoEn.path);
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  const box = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
  await openDialog(page, VARIANTS.logoEn);
  await page.waitForTimeout(600);
  expect(await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox()).toEqual(box);
  const after = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(after - before).toBeLessThan(0.001);
});

/** The default landing variant, whose payload the weight budgets measure (first-load-size.spec.ts). */
const LANDING = '/docs/ab/15.10.24/01/';

test("the landing page's HTML carries the engine's core only: the dialog's copy and templates come after intent", async ({
  request,
}) => {
  const html = await (await request.get(LANDING)).text();
  const { stream } = payloadStream(html);
  expect(stream.length).toBeGreaterThan(1000);
  // The engine's props: its core and where the rest comes from, not the rest (field names and texts).
  expect(stream).toContain('"directGo"');
  expect(stream).toContain('"landingPath":"/docs/ab/15.10.24/01/"');
  for (const absent of ['"labelExists"', '"fireAccountCreated"', '"consent"', 'Valid email address required']) {
    expect(stream, absent).not.toContain(absent);
  }
});

test('a click before the rest of the variant has arrived is kept: the dialog opens when it arrives', async ({
  page,
}) => {
  // Every request for the rest of the variant waits until the test lets it through: a very slow
  // connection.
  const held: Array<() => Promise<void>> = [];
  await page.route('**/api/signup-variant/**', (route) => {
    held.push(() => route.fallback());
  });
  await page.goto(LANDING);
  // A click before hydration is the browser's; wait for the page view the layout sends once hydrated.
  await expect.poll(async () => (await events(page, 'pageView')).length).toBeGreaterThan(0);
  await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().click();
  // The click's intent (or the idle time before it) asked for the rest of the variant: held.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(signupDialog(page)).toHaveCount(0);
  for (const release of held.splice(0)) await release();
  const dialog = signupDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
});

/** Format names only zod's core holds, in one list (a bundler keeps that core whole, about 93 kB). */
const ZOD_CORE_MARKERS = ['ksuid', 'cidrv6', 'base64url'];

test('the dialog, prefetched and opened on a landing page, loads no validation library: its rules are its own', async ({
  page,
}) => {
  const dialogChunks = watchDialogChunk(page);
  const withZod = watchScripts(page, (body) => ZOD_CORE_MARKERS.every((marker) => body.includes(marker)));
  await page.goto(LANDING);
  await expect.poll(async () => (await events(page, 'pageView')).length).toBeGreaterThan(0);
  await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().click();
  const dialog = signupDialog(page);
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  // The form validates (the rules ran in the browser): an empty submit marks the address.
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.locator('input[type="email"]')).toHaveAttribute('aria-invalid', 'true');
  expect(dialogChunks.length > 0).toBe(true);
  expect(withZod).toEqual([]);
});

/**
 * Marks, in a script's text: the HTTP library (axios), and the engine's start flows that use it
 * (their log line for a sign-in that failed; the start's own code names the flows too).
 */
const HTTP_LIBRARY_MARKER = 'AxiosHeaders';
const START_FLOWS_MARKER = 'Login error';

test('the engine’s services part loads after load in steps: the HTTP library first, the flows only once it has arrived', async ({
  page,
}) => {
  // When each script was asked for and when it had arrived (ms since the test began).
  const began = Date.now();
  const requested = new Map<string, number>();
  const arrived = new Map<string, number>();
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) requested.set(request.url(), Date.now() - began);
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.js')) arrived.set(request.url(), Date.now() - began);
  });
  const library = watchScripts(page, (body) => body.includes(HTTP_LIBRARY_MARKER));
  const flows = watchScripts(page, (body) => body.includes(START_FLOWS_MARKER));
  await page.goto(LANDING);
  await expect.poll(() => library.length > 0 && flows.length > 0, { timeout: 15_000 }).toBe(true);
  // Loaded together (one chunk group), the library and the flows were one long task on a slow
  // phone; in steps, the flows are asked for only after the library has arrived and run.
  const libraryArrived = Math.min(...library.map((url) => arrived.get(url) ?? Infinity));
  const flowsRequested = Math.min(...flows.map((url) => requested.get(url) ?? -Infinity));
  expect(libraryArrived).toBeLessThan(Infinity);
  expect(flowsRequested).toBeGreaterThanOrEqual(libraryArrived);
});

test('the rest of a variant is a plain GET: the landing page’s own texts, a clear 400 or 404 otherwise', async ({
  request,
}) => {
  const ask = (query: string) => request.get(`/api/signup-variant/?${query}`);
  const found = await ask(`locale=en&path=${encodeURIComponent(LANDING)}`);
  expect(found.status()).toBe(200);
  expect(found.headers()['cache-control']).toBe('no-cache');
  const body = JSON.stringify(await found.json());
  // What the page's payload leaves out (the test above) is here.
  for (const present of ['"labelExists"', '"consent"', 'Valid email address required']) {
    expect(body, present).toContain(present);
  }
  const french = await ask(`locale=fr&path=${encodeURIComponent(LANDING)}`);
  expect(french.status()).toBe(200);
  expect(JSON.stringify(await french.json())).not.toBe(body);
  for (const [query, status] of [
    ['locale=xx&path=%2F', 400],
    ['locale=en', 400],
    ['locale=en&path=no-slash', 400],
    [`locale=en&path=%2F${'a'.repeat(400)}`, 400],
    ['locale=en&path=%2Fno%2Fsuch%2Flanding%2F', 404],
  ] as const) {
    const response = await ask(query);
    expect(response.status(), query).toBe(status);
    expect((await response.json()) as { error: string }, query).toHaveProperty('error');
  }
});
