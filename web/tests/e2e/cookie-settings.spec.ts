import { expect, test, type BrowserContext } from '@playwright/test';
import { LOCALES } from '../../../schemas/src/locales';
import { consentCommands, consentUpdate } from './consent-support';
import { eachInParallel } from './parallel';
import { events } from './signup-support';

/*
 * Consent a visitor can take back: every footer (and the legal links of the plans page, which has
 * no footer) offers "Cookie settings", which shows the cookie choice again. Refusing then sends
 * Consent Mode's denied update, removes the experiment and analytics cookies, and stops the
 * experiment's events; the choice can change again as often as the visitor likes.
 */

/** The experiment the bundle ships (/docs/free-demo/, English), whose proxy writes the experiment cookies. */
const EXPERIMENT_ADDRESS = '/docs/free-demo/';
const STICKY = 'pw_exp_experiment-docs-free-demo_v1';
/** HeadlessChrome is on the robot list, and robots are never split: the visitors present a desktop Chrome. */
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The cookies that measure the visitor: the experiments' and the analytics'. */
const measuring = async (context: BrowserContext) =>
  (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name === 'pw_vid' || name.startsWith('pw_exp_') || name.startsWith('_ga') || name === '_gid')
    .sort();

const consentValue = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'user-cookies')?.value;

const CASES = [
  {
    // A landing page with the simple footer.
    path: '/fr/docs/demo/',
    footer: 'footer.footer-simple',
    region: 'Avis sur les cookies',
    settings: 'Paramètres des cookies',
    accept: 'Accepter',
    refuse: 'Refuser',
    accepted: 'Vous avez accepté les cookies.',
    refused: 'Vous avez refusé les cookies.',
  },
  {
    // A company page with the large footer.
    path: '/de/company/about/',
    footer: 'footer.footer-large',
    region: 'Cookie-Hinweis',
    settings: 'Cookie-Einstellungen',
    accept: 'Akzeptieren',
    refuse: 'Ablehnen',
    accepted: 'Sie haben Cookies akzeptiert.',
    refused: 'Sie haben Cookies abgelehnt.',
  },
] as const;

for (const c of CASES) {
  test(`${c.path}: Cookie settings withdraws the consent (cookies gone, denied update, no experiment events) and gives it again`, async ({
    browser,
    baseURL,
  }) => {
    // Seven page loads and two sign-up dialogs: 13 to 32 s here (a fresh server renders each page
    // on its first request), so four times the slowest.
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, userAgent: PERSON_UA });
    const page = await context.newPage();
    const experimentEvents: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/experiments/events/')) experimentEvents.push(request.postData() ?? '');
    });
    const banner = page.getByRole('region', { name: c.region });
    const settings = page.locator(c.footer).getByRole('button', { name: c.settings });
    const startSignup = async () => {
      await page.goto(EXPERIMENT_ADDRESS);
      await page.getByRole('main').getByRole('button', { name: 'Get instant access' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect.poll(() => events(page, 'Signup started')).toHaveLength(1);
    };

    // Accepted in the banner: the experiment splits the visitor and counts the sign-up; the
    // tag manager's Google tags (no container here) would write their analytics cookies.
    await page.goto(c.path);
    await banner.getByRole('button', { name: c.accept }).click();
    await expect(banner).toBeHidden();
    await startSignup();
    expect(await measuring(context)).toEqual(['pw_vid', STICKY].sort());
    await expect.poll(() => experimentEvents.length).toBe(1);
    expect(JSON.parse(experimentEvents[0]!)).toMatchObject({ type: 'signup_started' });
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.1234567890.1732700000', url: baseURL! },
      { name: '_ga_PAPERWISE1', value: 'GS1.1.1732700000.1.0.1732700000.0.0.0', url: baseURL! },
      { name: '_gid', value: 'GA1.1.987654321.1732700000', url: baseURL! },
    ]);

    // Cookie settings, in the page's language: the banner comes back with the focus and says what is in force.
    await page.goto(c.path);
    await settings.click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(banner).toContainText(c.accepted);
    await banner.getByRole('button', { name: c.refuse }).click();
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    await expect.poll(() => consentValue(context)).toBe('0');
    expect(await measuring(context)).toEqual([]);
    expect(await consentCommands(page)).toContainEqual(consentUpdate('denied'));

    // Refused: the experiment neither splits nor counts the visitor any more.
    await startSignup();
    expect((await events(page, 'Signup started'))[0]).not.toHaveProperty('experimentId');
    // Long enough for a background event to have left (it is sent as the dialog opens).
    await page.waitForTimeout(500);
    expect(experimentEvents).toHaveLength(1);
    expect(await measuring(context)).toEqual([]);

    // And back: Escape closes the banner without changing the choice; Accept gives the consent again.
    await page.goto(c.path);
    await settings.click();
    await expect(banner).toContainText(c.refused);
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await consentValue(context)).toBe('0');
    await page.keyboard.press('Enter');
    await expect(banner).toBeFocused();
    await banner.getByRole('button', { name: c.accept }).click();
    await expect.poll(() => consentValue(context)).toBe('1');
    expect(await consentCommands(page)).toContainEqual(consentUpdate('granted'));
    await page.goto(EXPERIMENT_ADDRESS);
    expect(await measuring(context)).toEqual(['pw_vid', STICKY].sort());
    await context.close();
  });
}

/** "Cookie settings" in each language, as the messages write it (web/messages/<locale>.json). */
const SETTINGS_LABEL = {
  en: 'Cookie settings',
  fr: 'Paramètres des cookies',
  es: 'Configuración de cookies',
  de: 'Cookie-Einstellungen',
  it: 'Impostazioni dei cookie',
  pt: 'Configurações de cookies',
} as const;

test('every language offers Cookie settings in its footer, and the plans page (no footer) in its legal links', async ({
  request,
}) => {
  const pages = LOCALES.flatMap((locale) =>
    ['/', '/pricing/plans/'].map((path) => ({ locale, address: locale === 'en' ? path : `/${locale}${path}` })),
  );
  await eachInParallel(pages, async ({ locale, address }) => {
    const html = await (await request.get(address)).text();
    const region = address.endsWith('/pricing/plans/')
      ? /<nav class="[^"]*legal-links"[\s\S]*?<\/nav>/.exec(html)
      : /<footer class="[^"]*site-footer[\s\S]*?<\/footer>/.exec(html);
    expect(region?.[0], address).toContain(`>${SETTINGS_LABEL[locale]}</button>`);
  });
});

test('on the plans page, whose layout shows no banner of itself, Cookie settings opens it', async ({
  page,
  context,
}) => {
  await page.goto('/it/pricing/plans/');
  await page.waitForTimeout(1300);
  const banner = page.getByRole('region', { name: 'Avviso sui cookie' });
  await expect(banner).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Informazioni legali' })
    .getByRole('button', { name: 'Impostazioni dei cookie' })
    .click();
  await expect(banner).toBeFocused();
  await banner.getByRole('button', { name: 'Rifiuta' }).click();
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'user-cookies')?.value)
    .toBe('0');
});
