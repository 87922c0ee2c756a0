import { request as httpRequest } from 'node:http';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { ENGINE_COPY } from '../../src/engine/copy';
import fr from '../../messages/fr.json' with { type: 'json' };
import { openForm } from './form-support';
import { openDialog, uniqueEmail, VARIANTS } from './signup-support';
import { startSite, type RunningSite } from './site-server';

/*
 * The site's forms meeting a rate limit (429), in French: the page says so in its language and keeps
 * what the visitor typed. A server of its own, with one contact message and one sign-up allowed per
 * client, so that a request sent first uses the allowance and the form's own meets the limit.
 */
test.describe.configure({ mode: 'serial' });

let site: RunningSite | undefined;
let api: APIRequestContext | undefined;

test.beforeAll(async () => {
  // A server start: a few seconds here, up to a minute on a loaded machine.
  test.setTimeout(90_000);
  site = await startSite({ env: { RATE_LIMITS: 'contact-client=1/600,signup-client=1/3600' } });
  api = await playwrightRequest.newContext({ baseURL: site.baseUrl });
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

const post = (path: string, body: unknown) =>
  api!.post(path, { headers: { 'content-type': 'text/plain' }, data: JSON.stringify(body) });

/** A contact message from a given loopback address (127.0.0.0/8), with extra headers: its status. */
function contactFrom(from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${site!.baseUrl}/embedded/support/contact/`,
      { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'text/plain', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(
      JSON.stringify({
        name: 'Jeanne',
        email: 'jeanne@example.com',
        message: 'Un message.',
        language: 'fr',
        page: '/fr/',
      }),
    );
  });
}

test('the site’s server counts each socket address on its own; forwarded headers change nothing', async () => {
  expect(await contactFrom('127.0.0.21', { 'x-forwarded-for': '198.51.100.1' })).toBe(201);
  // Another forged address, X-Real-IP, or the server's own header: still the same client.
  expect(
    await contactFrom('127.0.0.21', {
      'x-forwarded-for': '198.51.100.2',
      'x-real-ip': '198.51.100.3',
      'x-paperwise-client-address': '198.51.100.4',
    }),
  ).toBe(429);
  expect(await contactFrom('127.0.0.22')).toBe(201);
});

test('fr: the contact form over its limit says to wait and keeps every field', async ({ page }) => {
  const first = await post('/embedded/support/contact/', {
    name: 'Jeanne',
    email: 'jeanne@example.com',
    message: 'Un premier message, accepté.',
    language: 'fr',
    page: '/fr/company/contact/',
  });
  expect(first.status()).toBe(201);

  await openForm(page, `${site!.baseUrl}/fr/company/contact/`, site!.baseUrl);
  const typed = {
    'Votre nom': 'Jeanne Dupont',
    'Adresse courriel': 'jeanne@example.com',
    'Objet (facultatif)': 'Facture',
    'Votre message': 'Ma dernière facture porte le mauvais nom d’entreprise.',
  };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
  const answer = page.waitForResponse((r) => r.url().includes('/embedded/support/contact/'));
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const limited = await answer;
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: fr.forms.tooManyRequests })).toBeVisible();
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label)).toHaveValue(value);
});

test('fr: the sign-up dialog over its limit says to wait and keeps the address', async ({ page }) => {
  const first = await post('/embedded/userbase/user/', {
    Email: uniqueEmail('first'),
    Password: null,
    AutogeneratePassword: true,
    Language: 'fr',
    CreationPage: 'e2e',
  });
  expect(first.status()).toBe(200);

  const variant = VARIANTS.firstFr;
  await page.goto(`${site!.baseUrl}${variant.path}`);
  const dialog = await openDialog(page, variant);
  const email = uniqueEmail('limited');
  await dialog.getByLabel(variant.labels.default).fill(email);
  const answer = page.waitForResponse((r) => r.url().includes('/embedded/userbase/user/'));
  await dialog.getByRole('button', { name: variant.submit, exact: true }).click();
  expect((await answer).status()).toBe(429);
  await expect(dialog.getByRole('alert')).toHaveText(ENGINE_COPY.fr.tooManySignups);
  await expect(dialog.getByRole('textbox')).toHaveValue(email);
  // Nothing was handed off: the dialog stays, its button ready for another try.
  await expect(dialog.getByRole('button', { name: variant.submit, exact: true })).toBeEnabled();
});
