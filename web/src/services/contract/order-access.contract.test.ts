import { describe, expect, it } from 'vitest';
import { buyBody, postBuy, readOrder } from './buy-helpers';
import { postJson, signupPayload, uniqueEmail } from './harness';
import { harnessForFile } from './harness-for-file';
import { conforms } from './openapi';

const harness = harnessForFile(process.env);
const ub = () => harness.base('userbase');

interface Bought {
  orderId: string;
  orderToken: string;
}

async function bought(email: string, extra: Record<string, unknown> = {}): Promise<Bought> {
  const response = await postBuy(ub(), buyBody(email, extra));
  expect(response.status).toBe(200);
  return (await response.json()) as Bought;
}

/** The answer's body as text, after checking it against the contract. */
async function refusedText(response: Response): Promise<string> {
  await conforms('/userbase/order/{orderId}', 'get', response.clone());
  return response.text();
}

describe('GET order/{orderId}: only the buyer, or the purchase’s signed link', () => {
  it('refuses a read without credentials, whether or not the order exists, and shows no address', async () => {
    const email = uniqueEmail('order-anon');
    const { orderId } = await bought(email);
    for (const id of [orderId, 'PW-000000000000']) {
      const refused = await fetch(`${ub()}order/${id}/`);
      expect(refused.status, id).toBe(401);
      const text = await refusedText(refused);
      expect(JSON.parse(text)).toEqual({ error: expect.stringMatching(/orderToken/) });
      expect(text).not.toContain(email);
    }
  });

  it('refuses another order’s link and a forged or mangled one with 403', async () => {
    const mine = await bought(uniqueEmail('order-mine'));
    const other = await bought(uniqueEmail('order-other'));
    const [expires, signature] = mine.orderToken.split('.') as [string, string];
    const later = `${Number(expires) + 3600}.${signature}`;
    const flipped = `${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const [label, token] of [
      ['another order’s link', other.orderToken],
      ['a later expiry', later],
      ['a changed signature', flipped],
      ['no signature', expires],
      ['garbage', 'x'.repeat(60)],
    ] as const) {
      const refused = await readOrder(ub(), mine.orderId, token);
      expect(refused.status, label).toBe(403);
      expect(await refusedText(refused)).toMatch(/orderToken/);
    }
  });

  it('shows the order to its link without the address, and to the buyer’s token with it', async () => {
    const email = uniqueEmail('order-owner');
    const signUp = await postJson(`${ub()}user/`, signupPayload(email));
    const { jwt } = (await signUp.json()) as { jwt: string };
    const { orderId, orderToken } = await bought(email);

    const byLink = await conforms('/userbase/order/{orderId}', 'get', await readOrder(ub(), orderId, orderToken));
    expect(byLink).toEqual({ orderNumber: orderId, items: expect.any(Array), currencyCode: 'USD' });

    const byOwner = await fetch(`${ub()}order/${orderId}/`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(await conforms('/userbase/order/{orderId}', 'get', byOwner)).toMatchObject({
      orderNumber: orderId,
      userEmail: email,
    });

    // Someone else's token finds no such order (it probes nothing), and a bad token is a 401.
    const stranger = (await (await postJson(`${ub()}user/`, signupPayload(uniqueEmail('order-stranger')))).json()) as {
      jwt: string;
    };
    const notTheirs = await fetch(`${ub()}order/${orderId}/`, { headers: { authorization: `Bearer ${stranger.jwt}` } });
    expect(notTheirs.status).toBe(404);
    expect(await refusedText(notTheirs)).not.toContain(email);
    const forged = await fetch(`${ub()}order/${orderId}/`, { headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
    await refusedText(forged);
  });
});

describe('the partner purchase notice', () => {
  it('is no longer taken from browsers: the old route answers 404 and stores nothing', async () => {
    const before = harness.services?.userbase().store.notificationsFor('budgeto').length;
    const notice = { event: 'purchase', orderId: 'PW-FORGED', userEmail: 'x@example.com', amount: 1 };
    for (const path of ['partner/budgeto/notify/', 'partner/budgeto/notify']) {
      const refused = await postJson(`${ub()}${path}`, notice);
      expect(refused.status, path).toBe(404);
      expect(await refused.json()).toEqual({ error: expect.any(String) });
    }
    if (before !== undefined)
      expect(harness.services!.userbase().store.notificationsFor('budgeto')).toHaveLength(before);
  });

  it.skipIf(!!process.env.CONTRACT_BASE_URL || !!process.env.CONTRACT_USERBASE_URL)(
    'is sent by the userbase with the purchase of a partner product, once, replays included',
    async () => {
      const store = () => harness.services!.userbase().store;
      const email = uniqueEmail('budgeto');
      const key = crypto.randomUUID();
      const body = buyBody(email, { package: 'budgeto-annual', language: 'fr' });
      const first = (await (await postBuy(ub(), body, key)).json()) as Bought;
      expect((await postBuy(ub(), body, key)).headers.get('idempotent-replayed')).toBe('true');
      const notices = store()
        .notificationsFor('budgeto')
        .map((row) => JSON.parse(row.body) as Record<string, unknown>)
        .filter((notice) => notice.orderId === first.orderId);
      expect(notices).toEqual([
        {
          event: 'purchase',
          orderId: first.orderId,
          userEmail: email,
          sku: 'budgeto-annual',
          amount: 107.88,
          currency: 'USD',
          language: 'fr',
        },
      ]);
      // The store's own packages concern no partner.
      const count = store().notificationsFor('budgeto').length;
      await bought(uniqueEmail('not-budgeto'));
      expect(store().notificationsFor('budgeto')).toHaveLength(count);
    },
  );
});
