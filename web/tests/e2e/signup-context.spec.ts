import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MONTREAL_RECORD } from './location-record';
import { openDialog, uniqueEmail, VARIANTS, type VariantCase } from './signup-support';

/* What the engine gathers around a sign-up: location (with its US fallback), traffic source. */

async function signUpAndReadPayload(page: Page, variant: VariantCase = VARIANTS.firstFr) {
  const dialog = await openDialog(page, variant);
  await dialog.getByLabel(variant.labels.default).fill(uniqueEmail('ctx'));
  const sent = page.waitForRequest((r) => r.url().includes('/embedded/userbase/user/'));
  await dialog.getByRole('button', { name: variant.submit, exact: true }).click();
  return JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
}

/** An earlier visit's traffic source, as the site stored it (b_ts), unless the page has stored one since. */
async function keepEarlierTrafficSource(context: BrowserContext, record: Record<string, unknown>) {
  await context.addInitScript((earlier) => {
    if (!window.localStorage.getItem('b_ts')) window.localStorage.setItem('b_ts', JSON.stringify(earlier));
  }, record);
}

/** The traffic source the page has stored (b_ts), or an empty record. */
function storedTrafficSource(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('b_ts') ?? '{}') as Record<string, unknown>);
}

test('a failing location service falls back silently to the US record and is asked again after 10 s', async ({
  page,
  context,
}) => {
  await page.clock.install();
  // When each location call left and its answer reached the page, on the page's (fake) clock: the
  // 10 s are counted from there, not from when the test happens to notice a call.
  await page.addInitScript(() => {
    const times = { opened: [] as number[], ended: [] as number[] };
    (window as unknown as { __location: typeof times }).__location = times;
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      if (String(args[1]).includes('/embedded/location/')) {
        times.opened.push(Date.now());
        this.addEventListener('loadend', () => times.ended.push(Date.now()));
      }
      return open.apply(this, args);
    } as typeof open;
  });
  let calls = 0;
  await page.route('**/embedded/location/', async (route) => {
    calls += 1;
    if (calls <= 4) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' });
    else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(MONTREAL_RECORD) });
  });
  await page.goto(VARIANTS.efficiencyFr.path);
  // The first lookup and its three retries fail; nothing is shown to the visitor.
  const location = () =>
    page.evaluate(() => (window as unknown as { __location: { opened: number[]; ended: number[] } }).__location);
  await expect.poll(async () => (await location()).ended.length, { timeout: 10_000 }).toBe(4);
  expect(calls).toBe(4);
  const failedAt = (await location()).ended[3]!;
  // Stop the page's clock 9 s after the last failure (timers due before then fire, later ones wait).
  // While it stands still the test can take its time on a busy machine without the 10 s passing.
  await page.clock.pauseAt(failedAt + 9_000);
  // Nothing is shown: no dialog, no alert with a message (Next's empty route announcer aside).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'b_localization')).toBeUndefined();
  // Not asked again before the 10 s are up (counted in the page, where a call starts synchronously).
  expect((await location()).opened).toHaveLength(4);
  expect(calls).toBe(4);

  // Asked again once the page's clock passes 10 s after the failure, and not a moment before.
  await page.clock.runFor(2_000);
  await expect.poll(async () => (await location()).opened.length).toBe(5);
  expect((await location()).opened[4]! - failedAt).toBeGreaterThanOrEqual(10_000);
  await expect.poll(() => calls).toBe(5);
  await page.clock.resume();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'b_localization')?.value ?? '')
    .toContain('203.0.113.77');

  // The record now feeds the sign-up: its device and the first address.
  const payload = await signUpAndReadPayload(page, VARIANTS.efficiencyFr);
  expect(payload).toMatchObject({ IpAddress: '203.0.113.77', Device: 'tablet' });
});

test('while the location service is down, a sign-up goes out with the built-in record (no address)', async ({
  page,
}) => {
  await page.route('**/embedded/location/', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.goto(VARIANTS.logoEn.path);
  const payload = await signUpAndReadPayload(page, VARIANTS.logoEn);
  expect(payload.IpAddress).toBeNull();
  expect(payload.Device).toBe('desktop');
});

test('the traffic source is captured after load into b_ts, keeping earlier values, and sent with the sign-up', async ({
  page,
  context,
  baseURL,
}) => {
  await keepEarlierTrafficSource(context, { SourceAccount: 'acct-old', SourceCampaign: 'old-campaign' });
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123456.1700000000', domain: new URL(baseURL!).hostname, path: '/' },
  ]);
  await page.goto(`${VARIANTS.firstFr.path}?utm_source=news&utm_campaign=spring&ppc=grp-1&q=contrat&source=partner-7`);
  const expected = {
    SourceChannel: 'news',
    SourceCampaign: 'spring',
    SourceAdGroup: 'grp-1',
    CustomTracking: 'partner-7',
    SourceAccount: 'acct-old',
    SourceKeyword: 'contrat',
    SourceQParam: 'contrat',
    SourceGuid: '123456.1700000000',
  };
  await expect.poll(() => storedTrafficSource(page)).toEqual(expected);
  // Set in the same task as b_ts, but the browser's cookie store, read from outside, may hear of it later.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'b_source-custom')?.value)
    .toBe('partner-7');
  const payload = await signUpAndReadPayload(page);
  expect(payload).toMatchObject(expected);
});

test('a visit with an over-long or multi-line query value, and an old stored record holding one, still signs up', async ({
  page,
  context,
}) => {
  // A visit, the traffic source stored a second after load, a sign-up, the 2 s before the hand-off
  // and the web app's page: about 10 s on a busy machine, a third of the default 30 s.
  test.setTimeout(60_000);
  // What an earlier version of the site stored from such a visit: every later sign-up failed on it.
  await keepEarlierTrafficSource(context, {
    SourceAccount: `acct\n${'a'.repeat(700)}`,
    SourceAdGroup: { nested: true },
  });
  const variant = VARIANTS.logoEn;
  await page.goto(`${variant.path}?utm_source=${'x'.repeat(600)}&utm_campaign=spring%0Asale`);
  await expect
    .poll(() => storedTrafficSource(page))
    .toMatchObject({ SourceChannel: 'x'.repeat(500), SourceCampaign: 'springsale' });
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('b_ts')!) as Record<string, unknown>);
  expect(stored).toMatchObject({ SourceAccount: `acct${'a'.repeat(496)}`, SourceAdGroup: null });

  const email = uniqueEmail('long-query');
  const dialog = await openDialog(page, variant);
  await dialog.getByLabel(variant.labels.default).fill(email);
  const sent = page.waitForRequest((r) => r.url().includes('/embedded/userbase/user/') && r.method() === 'POST');
  const answer = page.waitForResponse((r) => r.url().includes('/embedded/userbase/user/'));
  const handoff = page.waitForRequest((r) => r.url().includes('/embedded/webapp/sso/'));
  await dialog.getByRole('button', { name: variant.submit, exact: true }).click();

  const payload = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
  expect(payload).toMatchObject({
    SourceChannel: 'x'.repeat(500),
    SourceCampaign: 'springsale',
    SourceAccount: `acct${'a'.repeat(496)}`,
  });
  expect((await answer).status()).toBe(200);
  expect(new URL((await handoff).url()).searchParams.get('welcomeAutoGeneratedPassword')).toBe(email);
  await page.waitForURL(/\/embedded\/webapp\/welcome\//);
  await expect(page.getByTestId('account-email')).toHaveText(email);
});
