import { expect, test } from '@playwright/test';
import { openDialog, uniqueEmail, VARIANTS, type VariantCase } from './signup-support';

/* What the engine gathers around a sign-up (signup §3, §4, §8): location, traffic source. */

const RECORD = {
  ipAddress: '203.0.113.77',
  isoCode: 'CA',
  country_code: 'CA',
  country: {
    name: 'Canada',
    names: { en: 'Canada', fr: 'Canada', es: 'Canadá', de: 'Kanada', it: 'Canada', pt: 'Canadá' },
  },
  city: { name: 'Montreal', names: { en: 'Montreal', fr: 'Montréal' } },
  currency: { code: 'CAD', symbol: '$', name: 'Canadian Dollar' },
  phone_code: '+1',
  time_zone: 'America/Toronto',
  ServicePhone: '+1 555 0100',
  customerService: '+1 555 0100',
  language: { code: 'fr', name: 'Français' },
  StoreID: 'CA',
  TaxCountry: 'CA',
  flags: { svg: '/embedded/location/flags/3x2/CA.svg', square: '/embedded/location/flags/1x1/CA.svg', emoji: '🇨🇦' },
  device: 'tablet',
  message: 'located',
  traits: { is_anonymous_proxy: false, is_anonymous_vpn: false, is_tor_exit_node: false, is_hosting_provider: false },
};

async function signUpAndReadPayload(page: import('@playwright/test').Page, variant: VariantCase = VARIANTS.firstFr) {
  const dialog = await openDialog(page, variant);
  await dialog.getByLabel(variant.labels.default).fill(uniqueEmail('ctx'));
  const sent = page.waitForRequest((r) => r.url().includes('/embedded/userbase/user/'));
  await dialog.getByRole('button', { name: variant.submit, exact: true }).click();
  return JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
}

test('a failing location service falls back silently to the US record and is asked again after 10 s', async ({
  page,
  context,
}) => {
  await page.clock.install();
  let calls = 0;
  await page.route('**/embedded/location/', async (route) => {
    calls += 1;
    if (calls <= 4) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' });
    else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(RECORD) });
  });
  await page.goto(VARIANTS.efficiencyFr.path);
  // The first lookup and its three retries fail; nothing is shown to the visitor.
  await expect.poll(() => calls, { timeout: 10_000 }).toBe(4);
  // Nothing is shown: no dialog, no alert with a message (Next's empty route announcer aside).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'b_localization')).toBeUndefined();

  // Not asked again before the 10 s are up (8 s here, leaving room for the poll's own delay).
  await page.clock.fastForward(8_000);
  await page.waitForTimeout(200);
  expect(calls).toBe(4);
  await page.clock.fastForward(3_000);
  await expect.poll(() => calls).toBe(5);
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
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('b_ts')) {
      window.localStorage.setItem(
        'b_ts',
        JSON.stringify({ SourceAccount: 'acct-old', SourceCampaign: 'old-campaign' }),
      );
    }
  });
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
  await expect
    .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('b_ts') ?? '{}') as Record<string, unknown>))
    .toEqual(expected);
  expect((await context.cookies()).find((c) => c.name === 'b_source-custom')?.value).toBe('partner-7');
  const payload = await signUpAndReadPayload(page);
  expect(payload).toMatchObject(expected);
});

test('a visit with an over-long or multi-line query value, and an old stored record holding one, still signs up', async ({
  page,
  context,
}) => {
  // What an earlier version of the site stored from such a visit: every later sign-up failed on it.
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('b_ts')) {
      window.localStorage.setItem(
        'b_ts',
        JSON.stringify({ SourceAccount: `acct\n${'a'.repeat(700)}`, SourceAdGroup: { nested: true } }),
      );
    }
  });
  const variant = VARIANTS.logoEn;
  await page.goto(`${variant.path}?utm_source=${'x'.repeat(600)}&utm_campaign=spring%0Asale`);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('b_ts') ?? '{}') as Record<string, unknown>))
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
