import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { handoffRows, signupDialog, uniqueEmail, VARIANTS, returningVisitor } from './signup-support';

/* Returning visitors: authentication at start and the direct hand-off. */

/** Presses the first Loan Agreement card in the page's main content. */
async function clickLoanAgreement(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Loan Agreement' }).first().click();
}

/**
 * Presses the Loan Agreement card and checks that it went straight to the template in the web app,
 * at the engine's own address: the web app path with lang and lib (the embedded app then adds its
 * slash). A direct go, not a sign-up hand-off: no token, only the language.
 */
async function expectCardGoesStraightToTemplate(page: Page) {
  const direct = page.waitForRequest((r) => r.url().includes('/embedded/webapp/doc/'));
  await clickLoanAgreement(page);
  const url = new URL((await direct).url());
  expect(url.pathname).toBe('/embedded/webapp/doc/loan-agreement-D107');
  expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'en', lib: 'en' });
  await expect(page.getByTestId('app-path')).toHaveText(/^\/doc\/loan-agreement-D107\/?\?lang=en&lib=en$/);
}

/** A visitor with only the e-mail cookie a sign-up leaves, without the sign-on cookie. */
async function emailCookieOnly(context: BrowserContext, baseURL: string) {
  const url = new URL(baseURL);
  await context.addCookies([{ name: 'b_email', value: 'someone@example.com', domain: url.hostname, path: '/' }]);
}

test('a returning visitor is authenticated at start and goes straight to a template', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await returningVisitor(request, context, baseURL!, 'back');
  const validated = page.waitForResponse((r) => r.url().includes('/embedded/userbase/auth/ssoValidate/'));
  await page.goto(VARIANTS.logoEn.path);
  expect((await validated).status()).toBe(200);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'b_userId')?.value ?? null)
    .toMatch(/\S+/);

  await expectCardGoesStraightToTemplate(page);
});

// A returning visitor presses the header's Try for free button and is sent on to the web app.
for (const { title, tag, variant, button, sentTo, expectSentTo } of [
  {
    title: "a returning visitor's Try for free goes to the business-plan kit for a business keyword (en)",
    tag: 'kit',
    // The page's keyword is business-plan: the search destination holds the business keyword.
    variant: VARIANTS.logoEn,
    button: 'Try for free',
    sentTo: /\/embedded\/webapp\/business-plan-kit\//,
    expectSentTo: (url: URL) => expect(url.search).toBe('?lang=en&lib=en'),
  },
  {
    title: "a returning visitor's Try for free searches the page keyword in the web app (fr)",
    tag: 'kw',
    variant: VARIANTS.firstFr,
    button: 'Essai gratuit',
    sentTo: /\/embedded\/webapp\/search\//,
    expectSentTo: (url: URL) =>
      expect(Object.fromEntries(url.searchParams)).toEqual({ t: 'contrat-de-distribution', lang: 'fr', lib: 'fr' }),
  },
]) {
  test(title, async ({ page, context, request, baseURL }) => {
    await returningVisitor(request, context, baseURL!, tag);
    await page.goto(variant.path);
    await page.getByRole('banner').getByRole('button', { name: button }).click();
    await page.waitForURL(sentTo);
    expectSentTo(new URL(page.url()));
  });
}

test('with only the e-mail cookie, a first-variant (v1) page goes straight to the web app; a second-variant page opens the dialog', async ({
  page,
  context,
  baseURL,
}) => {
  await emailCookieOnly(context, baseURL!);

  // /docs/ uses the original e-mail-only dialog v1, whose rule is the e-mail cookie alone.
  await page.goto('/docs/');
  await expectCardGoesStraightToTemplate(page);

  // The same visitor on the logo variant (v5, the second rule): no sign-on cookie, so the dialog opens.
  const webappRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/embedded/webapp/')) webappRequests.push(r.url());
  });
  await page.goto(VARIANTS.logoEn.path);
  await clickLoanAgreement(page);
  await expect(signupDialog(page)).toBeVisible();
  await expect(signupDialog(page).getByLabel(VARIANTS.logoEn.labels.default)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(VARIANTS.logoEn.path);
  expect(webappRequests).toEqual([]);
});

test('the e-mail cookie alone is not enough on the newer variants: the dialog opens, then hands off to the template', async ({
  page,
  context,
  baseURL,
}) => {
  await emailCookieOnly(context, baseURL!);
  await page.goto(VARIANTS.logoEn.path);
  await clickLoanAgreement(page);
  const dialog = signupDialog(page);
  await expect(dialog).toBeVisible();

  const email = uniqueEmail('card');
  await dialog.getByLabel(VARIANTS.logoEn.labels.default).fill(email);
  const handoff = page.waitForRequest((r) => r.url().includes('/embedded/webapp/sso/'));
  await dialog.getByRole('button', { name: VARIANTS.logoEn.submit, exact: true }).click();
  expect(new URL((await handoff).url()).searchParams.get('destination')).toBe('doc/loan-agreement-D107');
  await page.waitForURL(/\/embedded\/webapp\/welcome\//);
  await expect.poll(async () => (await handoffRows(page))['Sent to']).toBe('/doc/loan-agreement-D107');
});

test('the main call to action of a landing page opens the dialog even for a signed-in visitor', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await returningVisitor(request, context, baseURL!, 'cta');
  const validated = page.waitForResponse((r) => r.url().includes('/auth/ssoValidate/'));
  await page.goto(VARIANTS.campaignEs.path);
  await validated;
  await page.getByRole('main').getByRole('button', { name: VARIANTS.campaignEs.cta }).first().click();
  await expect(signupDialog(page)).toBeVisible();
});

test('with a search cookie and a signed-in visitor, the landing page sends straight to the web app', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await returningVisitor(request, context, baseURL!, 'search', { b_search: 'loan-agreement' });
  const account = page.waitForResponse(
    (r) => r.url().includes('/embedded/userbase/account/get/') && r.status() !== 308,
  );
  await page.goto(VARIANTS.firstFr.path);
  expect((await account).status()).toBe(200);
  // The test sees the answer before the page has read it. The page sets b_userId once it has the
  // account, and commits the send-to-web-app in the same task: wait for that task to be over, in the
  // page itself (the browser's cookie store, read from outside, could be told of the cookie earlier).
  await page.waitForFunction(() => document.cookie.split('; ').some((c) => c.startsWith('b_userId=')));
  await page.getByRole('main').getByRole('button', { name: VARIANTS.firstFr.cta }).first().click();
  await page.waitForURL(/\/embedded\/webapp\/\?/);
  expect(new URL(page.url()).search).toBe('?lang=fr&lib=fr');
});
