import {
  expect,
  request as playwrightRequest,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { createCookieSigner } from '../../src/experiments/cookie-signing';
import { signStickyValue, signVisitorId } from '../../src/experiments/visitor';
import { experimentFigures } from './experiment-figures';
import { events, uniqueEmail } from './signup-support';
import { publishChange } from './lake-api';
import { startSite, type RunningSite } from './site-server';

/*
 * The experiment the bundle ships: /docs/free-demo/ split 50/50 between its own page (the control)
 * and /docs/ab/24.11.26/01/, told apart by their headlines. The browser's own user agent says
 * HeadlessChrome, which the robot list names, so the visitors here present a desktop Chrome's.
 */
const ADDRESS = '/docs/free-demo/';
const EXPERIMENT = 'experiment-docs-free-demo';
const STICKY = `pw_exp_${EXPERIMENT}_v1`;
const CONTROL = { id: 'landingPage-en-docs-free-demo', headline: 'Try 3,000+ business templates for free' };
const CHALLENGER = {
  id: 'landingPage-en-docs-ab-24-11-26-01',
  path: '/docs/ab/24.11.26/01/',
  headline: 'Your business documents, ready in minutes',
};
const HEADLINES = [CONTROL.headline, CHALLENGER.headline];
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ROBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A visitor of their own: a fresh context, with the cookie consent given unless told otherwise. */
async function visitor(browser: Browser, baseURL: string, consent: '1' | '0' | null = '1', userAgent = PERSON_UA) {
  const context = await browser.newContext({ baseURL, userAgent });
  if (consent !== null) {
    await context.addCookies([{ name: 'user-cookies', value: consent, url: baseURL }]);
  }
  // Every headline the page ever shows, from the first byte on: a swapped variant would add a second.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headlinesSeen: string[] }).headlinesSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return context;
}

async function experimentCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name === 'pw_vid' || cookie.name.startsWith('pw_exp_'));
}

/** Opens the public address; the headline of the first HTML, and every headline the page showed. */
async function open(page: Page, path = ADDRESS) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  const inHtml = HEADLINES.filter((headline) => html.includes(headline));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  const shown = await page.evaluate(() => (window as unknown as { headlinesSeen: string[] }).headlinesSeen);
  return { inHtml, shown, response: response! };
}

test('a visitor sees one variant at the public address on every visit, in the first HTML', async ({
  browser,
  baseURL,
}) => {
  const context = await visitor(browser, baseURL!);
  const page = await context.newPage();
  const first = await open(page);
  expect(first.inHtml).toHaveLength(1);
  // No flicker: the page never showed another headline than the one its HTML came with.
  expect(first.shown).toEqual(first.inHtml);
  const cookies = await experimentCookies(context);
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual([STICKY, 'pw_vid'].sort());
  for (const cookie of cookies) {
    expect(cookie).toMatchObject({ sameSite: 'Lax', httpOnly: false, secure: false });
    // 180 days, give or take the test's own minutes.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 3600 * 1000);
  }
  const chosen = first.inHtml[0] === CONTROL.headline ? CONTROL : CHALLENGER;
  // Signed by the server: `<value>.<signature>`.
  expect(cookies.find((cookie) => cookie.name === STICKY)?.value).toMatch(
    new RegExp(`^1\\.${chosen.id}\\.[\\w-]{43}$`),
  );
  expect(cookies.find((cookie) => cookie.name === 'pw_vid')?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  expect(page.url()).toBe(`${baseURL}${ADDRESS}`);

  for (let visit = 0; visit < 3; visit++) {
    const again = await open(page);
    expect(again.inHtml).toEqual(first.inHtml);
    expect(again.shown).toEqual(first.inHtml);
    // Served from the variant's own cached page.
    expect(again.response.headers()['x-nextjs-cache']).toBe('HIT');
    expect(again.response.headers()['cache-control']).toMatch(/^private/);
  }
  await context.close();
});

test('new visitors are split between both variants, each kept by its cookie', async ({ baseURL }) => {
  const seen = new Map<string, number>();
  for (let index = 0; index < 40 && seen.size < 2; index++) {
    const api = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'user-agent': PERSON_UA, cookie: 'user-cookies=1' },
    });
    const response = await api.get(ADDRESS);
    const html = await response.text();
    const headline = HEADLINES.find((text) => html.includes(text))!;
    const sticky = response
      .headersArray()
      .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${STICKY}=`));
    const expected = headline === CONTROL.headline ? CONTROL.id : CHALLENGER.id;
    expect(sticky?.value).toContain(`=1.${expected}.`);
    seen.set(headline, (seen.get(headline) ?? 0) + 1);
    await api.dispose();
  }
  // Two variants at 50 % each: 40 visitors all on one side would happen once in 2^39 runs.
  expect([...seen.keys()].sort()).toEqual([...HEADLINES].sort());
});

for (const [label, consent, userAgent] of [
  ['a robot', '1', ROBOT_UA],
  ['a visitor who has not answered the cookie banner', null, PERSON_UA],
  ['a visitor who refused cookies', '0', PERSON_UA],
] as const) {
  test(`${label} gets the control and no experiment cookie`, async ({ browser, baseURL }) => {
    const context = await visitor(browser, baseURL!, consent, userAgent);
    const page = await context.newPage();
    for (let visit = 0; visit < 2; visit++) {
      const { inHtml, shown } = await open(page);
      expect(inHtml).toEqual([CONTROL.headline]);
      expect(shown).toEqual([CONTROL.headline]);
    }
    expect(await experimentCookies(context)).toEqual([]);
    await context.close();
  });
}

test('the variant keeps its own address for a preview, hidden from search engines', async ({ page }) => {
  await page.goto(CHALLENGER.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHALLENGER.headline);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test.describe('on a server of its own', () => {
  const TOKEN = 'e2e-results-token-0123456789abcdefghijklmnop';
  // Known to the test, so that it can give a returning visitor the signed cookies of a variant.
  const COOKIE_SECRET = 'e2e-cookie-secret-0123456789abcdefghijklmnop';
  let site: RunningSite;

  test.beforeAll(async () => {
    // A server start: seconds here, more on a slow machine (startSite itself waits up to 60 s).
    test.setTimeout(90_000);
    // Its own data folder: its own local Content Lake, which the test publishes to, and an empty event store.
    site = await startSite({
      env: {
        EXPERIMENT_REGISTRY_TTL_SECONDS: '1',
        EXPERIMENT_RESULTS_TOKEN: TOKEN,
        EXPERIMENT_COOKIE_SECRET: COOKIE_SECRET,
      },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  const results = () => experimentFigures(site.baseUrl, EXPERIMENT, TOKEN);

  test('signing up records the exposure, the sign-up started and the account created, once each', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    expect(await results()).toEqual({ [CONTROL.id]: [0, 0, 0], [CHALLENGER.id]: [0, 0, 0] });
    const context = await visitor(browser, site.baseUrl);
    const page = await context.newPage();
    const { inHtml } = await open(page);
    await open(page);
    const chosen = inHtml[0] === CONTROL.headline ? CONTROL : CHALLENGER;
    const other = chosen === CONTROL ? CHALLENGER : CONTROL;
    // The cookie holds the id and the server's signature; the events carry the id.
    const visitorId = (await experimentCookies(context))
      .find((cookie) => cookie.name === 'pw_vid')!
      .value.split('.')[0];

    // The dataLayer events carry the experiment, the variant and the visitor.
    const tagged = { experimentId: EXPERIMENT, experimentVariant: chosen.id, visitorId };
    await expect.poll(() => events(page, 'LP view')).toEqual([expect.objectContaining(tagged)]);

    await page.getByRole('main').getByRole('button', { name: 'Get instant access' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => events(page, 'Signup started')).toEqual([expect.objectContaining(tagged)]);
    const collected = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/experiments/events/') && r.request().postData()?.includes('account_created') === true,
    );
    await dialog.getByLabel('Enter your business email').fill(uniqueEmail('experiment'));
    await dialog.getByRole('button', { name: 'Get instant access', exact: true }).click();
    expect((await collected).status()).toBe(202);
    await page.waitForURL(/\/embedded\/webapp\//, { timeout: 30_000 });

    await expect.poll(results, { timeout: 10_000 }).toEqual({ [chosen.id]: [1, 1, 1], [other.id]: [0, 0, 0] });
    await context.close();
  });

  test('stopping the experiment sends everyone to the control, shipping a winner sends everyone to it, without a build', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // Published through the server's local Content Lake, as the studio's Stop and Ship as winner do.
    const withExperiment = (change: Record<string, unknown>) =>
      publishChange(site.baseUrl, EXPERIMENT, (doc) => Object.assign(doc, change));
    // Two returning visitors, one kept on each variant.
    const onControl = await visitor(browser, site.baseUrl);
    const onChallenger = await visitor(browser, site.baseUrl);
    // Their cookies as the server signs them (an unsigned sticky value would be ignored).
    const signer = createCookieSigner(COOKIE_SECRET);
    const keptOn = async (context: BrowserContext, visitorId: string, variant: string) =>
      context.addCookies([
        { name: 'pw_vid', value: await signVisitorId(visitorId, signer), url: site.baseUrl },
        { name: STICKY, value: await signStickyValue(STICKY, visitorId, `1.${variant}`, signer), url: site.baseUrl },
      ]);
    await keptOn(onControl, 'ControlVisitor0000000A', CONTROL.id);
    await keptOn(onChallenger, 'ChallengerVisitor0000A', CHALLENGER.id);
    // The variant a visitor is served: the headline of the first HTML.
    const headlineFor = async (context: BrowserContext) => {
      const page = await context.newPage();
      const { inHtml } = await open(page);
      await page.close();
      return inHtml[0];
    };
    expect(await headlineFor(onControl)).toBe(CONTROL.headline);
    expect(await headlineFor(onChallenger)).toBe(CHALLENGER.headline);

    await withExperiment({ status: 'stopped', stoppedAt: new Date().toISOString() });
    await expect.poll(() => headlineFor(onChallenger), { timeout: 20_000 }).toBe(CONTROL.headline);
    expect(await headlineFor(onControl)).toBe(CONTROL.headline);
    const newcomer = await visitor(browser, site.baseUrl);
    expect(await headlineFor(newcomer)).toBe(CONTROL.headline);

    await withExperiment({ status: 'stopped', winner: { _type: 'reference', _ref: CHALLENGER.id } });
    await expect.poll(() => headlineFor(onControl), { timeout: 20_000 }).toBe(CHALLENGER.headline);
    expect(await headlineFor(onChallenger)).toBe(CHALLENGER.headline);
    expect(await headlineFor(newcomer)).toBe(CHALLENGER.headline);
    // The winner is everyone's page, robots included: the test is over.
    const robot = await visitor(browser, site.baseUrl, null, ROBOT_UA);
    expect(await headlineFor(robot)).toBe(CHALLENGER.headline);
    for (const context of [onControl, onChallenger, newcomer, robot]) await context.close();
  });
});
