import { expect, test } from '@playwright/test';
import { signWebhookBody } from '../../src/content/webhook-signature';
import { startSite, type RunningSite } from './site-server';

/** The publish webhook against the built site: only a fresh, valid signature revalidates. */
const SECRET = 'e2e-webhook-secret-with-enough-length';
const body = JSON.stringify({ _type: 'landingPage', _id: 'landingPage-en-docs-free-demo' });

test.describe.configure({ mode: 'serial' });

let site: RunningSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startSite({ env: { SANITY_REVALIDATE_SECRET: SECRET } });
});

test.afterAll(async () => {
  await site?.stop();
});

const post = (request: import('@playwright/test').APIRequestContext, data: string, signature?: string) =>
  request.post(`${site!.baseUrl}/api/revalidate/`, {
    // Raw bytes: Playwright would re-encode a string that is not JSON, and the signature is over the bytes.
    data: Buffer.from(data),
    headers: { 'content-type': 'application/json', ...(signature ? { 'sanity-webhook-signature': signature } : {}) },
    maxRedirects: 0,
  });

test('a signed publish revalidates the document type', async ({ request }) => {
  const response = await post(request, body, signWebhookBody(body, SECRET));
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ revalidated: ['landingPage'] });
});

test('unsigned, forged, replayed and malformed calls are refused with a message', async ({ request }) => {
  const unsigned = await post(request, body);
  expect(unsigned.status()).toBe(401);
  expect((await unsigned.json()).message).toMatch(/missing or malformed signature/);

  const forged = await post(request, body, signWebhookBody(body, 'another-secret-of-enough-length'));
  expect(forged.status()).toBe(401);

  const replayed = await post(request, body, signWebhookBody(body, SECRET, Date.now() - 10 * 60 * 1000));
  expect(replayed.status()).toBe(401);
  expect((await replayed.json()).message).toMatch(/too old/);

  const notJson = '{not json';
  expect((await post(request, notJson, signWebhookBody(notJson, SECRET))).status()).toBe(400);

  const wrongShape = JSON.stringify({ _type: 42 });
  expect((await post(request, wrongShape, signWebhookBody(wrongShape, SECRET))).status()).toBe(400);

  const huge = JSON.stringify({ _type: 'landingPage', _id: 'x', pad: 'x'.repeat(100 * 1024) });
  expect((await post(request, huge, signWebhookBody(huge, SECRET))).status()).toBe(413);
});

test('without a configured secret the webhook does not exist: 404 to every method', async ({ request }) => {
  // The shared server of this run has no SANITY_REVALIDATE_SECRET.
  const response = await request.post('/api/revalidate/', { data: body, maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect((await request.get('/api/revalidate/', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.put('/api/revalidate/', { data: body, maxRedirects: 0 })).status()).toBe(404);
});
