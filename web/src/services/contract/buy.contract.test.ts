import { describe, expect, it, vi } from 'vitest';
import { CARDS, FUTURE_YEAR, buyBody, postBuy, readOrder, storedPart } from './buy-helpers';
import { postJson, uniqueEmail } from './harness';
import { harnessForFile } from './harness-for-file';
import { conforms } from './openapi';

const SLOW_MS = 400;
const harness = harnessForFile(process.env, { buySlowMs: SLOW_MS });
const ub = () => harness.base('userbase');
const store = () => harness.services?.userbase().store;

interface BuyAnswer {
  orderId: string;
  orderToken: string;
  licenseId: string;
  package: string;
  amount: number;
  currencyCode: string;
  card: { brand: string; last4: string };
}
interface BuyFailure {
  error: string;
  message: string;
  emailId?: string;
}

const buy = async (body: unknown, key?: string | null) =>
  conforms('/userbase/buy/', 'post', await postBuy(ub(), body, key));

/** Every text value of every table of the userbase's database, as one string. */
function everythingStored(): string {
  const db = store()!.db;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
  return tables.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())).join('\n');
}

describe('POST buy (a card payment)', () => {
  it('charges the three test cards that succeed and answers the order, the licence and the card', async () => {
    const cases: Array<[keyof typeof CARDS, string, string]> = [
      ['visa', '123', 'visa'],
      ['mastercard', '321', 'mastercard'],
      ['amex', '1234', 'amex'],
    ];
    for (const [card, cvc, brand] of cases) {
      const email = uniqueEmail(`buy-${card}`);
      const answer = (await buy(buyBody(email, {}, { number: CARDS[card], cvc }))) as BuyAnswer;
      expect(answer).toEqual({
        orderId: expect.stringMatching(/^PW-[0-9A-F]{12}$/),
        licenseId: expect.any(String),
        package: 'basic',
        amount: 299.88,
        currencyCode: 'USD',
        card: { brand, last4: CARDS[card].slice(-4) },
        orderToken: expect.stringMatching(/^\d+\.[\w-]{43}$/),
      });
      // The order is readable as the thank-you page reads it, with the purchase's signed link,
      // which does not show the buyer's address.
      const order = await conforms(
        '/userbase/order/{orderId}',
        'get',
        await readOrder(ub(), answer.orderId, answer.orderToken),
      );
      expect(order).toEqual({
        orderNumber: answer.orderId,
        items: [{ sku: 'basic', productName: expect.stringContaining('Basic'), unitPrice: 299.88, quantity: 1 }],
        currencyCode: 'USD',
      });
    }
  });

  it.skipIf(!!process.env.CONTRACT_BASE_URL)(
    'stores an active licence for the package term, the account, and only the brand and last four digits',
    async () => {
      const email = uniqueEmail('stored');
      const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation(() => undefined),
      );
      // Neither a failed nor a successful buy writes the card number to the console.
      await postBuy(ub(), buyBody(uniqueEmail('logged'), {}, { number: CARDS.processorError }));
      const answer = (await buy(
        buyBody(email, { package: 'budgeto-annual', eftid: 'EFT-42' }, { number: '4242 4242 4242 4242' }),
      )) as BuyAnswer;
      expect(answer.amount).toBe(107.88);
      const licence = store()!.licenceById(answer.licenseId)!;
      expect(licence).toMatchObject({ package: 'budgeto-annual', order_number: answer.orderId, status: 'active' });
      const months =
        (new Date(licence.expires_at).getUTCFullYear() - new Date(licence.created_at).getUTCFullYear()) * 12 +
        new Date(licence.expires_at).getUTCMonth() -
        new Date(licence.created_at).getUTCMonth();
      expect(months).toBe(12);
      expect(store()!.userByEmailKey(email)!.id).toBe(licence.user_id);
      expect(store()!.paymentByOrder(answer.orderId)).toMatchObject({
        card_brand: 'visa',
        card_last4: '4242',
        country: 'US',
        state: 'CA',
        eftid: 'EFT-42',
        variant_id: 'pricing-plans-en',
      });
      const output = logged.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' '))).join('\n');
      expect(output).not.toContain(CARDS.visa);
      expect(output).not.toContain(CARDS.processorError);
      const everything = everythingStored();
      expect(everything).toContain(answer.orderId);
      expect(everything).not.toContain(CARDS.visa);
      expect(everything).not.toContain('4242 4242 4242 4242');
    },
  );

  it('accepts the path without the trailing slash, and application/json', async () => {
    const response = await fetch(`${ub()}buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(buyBody(uniqueEmail('noslash'), { country: 'FR', state: undefined })),
    });
    expect(response.status).toBe(200);
    await conforms('/userbase/buy/', 'post', response);
  });

  it('answers 409 licenseExist for an address (any case) that holds an active licence', async () => {
    const email = uniqueEmail('twice');
    await buy(buyBody(email));
    const before = store()?.countOrders();
    const again = await postBuy(ub(), buyBody(email.toUpperCase(), { package: 'premium' }));
    expect(again.status).toBe(409);
    const body = (await conforms('/userbase/buy/', 'post', again)) as BuyFailure;
    expect(body).toEqual({
      error: 'licenseExist',
      emailId: email.toUpperCase(),
      message: `An active license already exists for ${email.toUpperCase()}.`,
    });
    if (store()) expect(store()!.countOrders()).toBe(before);
  });

  it('answers 402 for the declined card and 502 for the failing one, storing nothing', async () => {
    const before = store()?.countOrders();
    const users = store()?.countUsers();
    const declined = await postBuy(ub(), buyBody(uniqueEmail('declined'), {}, { number: CARDS.declined }));
    expect(declined.status).toBe(402);
    expect(((await conforms('/userbase/buy/', 'post', declined)) as BuyFailure).error).toBe('paymentNotReceived');
    const failing = await postBuy(ub(), buyBody(uniqueEmail('failing'), {}, { number: CARDS.processorError }));
    expect(failing.status).toBe(502);
    expect(((await conforms('/userbase/buy/', 'post', failing)) as BuyFailure).error).toBe('buyAPIError');
    if (store()) {
      expect(store()!.countOrders()).toBe(before);
      expect(store()!.countUsers()).toBe(users);
    }
  });

  it('runs a refused attempt afresh when retried with its key: a declined card is declined again, not 422', async () => {
    const key = crypto.randomUUID();
    const body = buyBody(uniqueEmail('retry-declined'), {}, { number: CARDS.declined });
    expect((await postBuy(ub(), body, key)).status).toBe(402);
    expect((await postBuy(ub(), body, key)).status).toBe(402);
  });

  it('charges the slow card after the configured delay; a repeat with its key meanwhile waits and gets the same answer', async () => {
    const key = crypto.randomUUID();
    const body = buyBody(uniqueEmail('slow'), {}, { number: CARDS.slow });
    const started = Date.now();
    const first = postBuy(ub(), body, key);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS / 4));
    const second = postBuy(ub(), body, key);
    const [a, b] = await Promise.all([first, second]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 20);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(storedPart(await b.text())).toEqual(storedPart(await a.text()));
  });

  it('replays the stored answer for the same key and body, charging once', async () => {
    const key = crypto.randomUUID();
    const body = buyBody(uniqueEmail('replay'));
    const first = await postBuy(ub(), body, key);
    const text = await first.text();
    const before = store()?.countOrders();
    const again = await postBuy(ub(), JSON.stringify(Object.fromEntries(Object.entries(body).reverse())), key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(storedPart(await again.text())).toEqual(storedPart(text));
    if (store()) expect(store()!.countOrders()).toBe(before);
  });

  it('refuses the same key with another body with 422 idempotencyKeyReused', async () => {
    const key = crypto.randomUUID();
    const email = uniqueEmail('reused');
    expect((await postBuy(ub(), buyBody(email), key)).status).toBe(200);
    const refused = await postBuy(ub(), buyBody(email, { package: 'premium' }), key);
    expect(refused.status).toBe(422);
    expect(((await conforms('/userbase/buy/', 'post', refused)) as BuyFailure).error).toBe('idempotencyKeyReused');
  });

  it('requires the Idempotency-Key (400 badRequest)', async () => {
    const response = await postBuy(ub(), buyBody(uniqueEmail('nokey')), null);
    expect(response.status).toBe(400);
    const body = (await conforms('/userbase/buy/', 'post', response)) as BuyFailure;
    expect(body.error).toBe('badRequest');
    expect(body.message).toMatch(/^Idempotency-Key: is required/);
  });

  it('answers 405 for GET', async () => {
    const response = await fetch(`${ub()}buy/`);
    expect(response.status).toBe(405);
    await conforms('/userbase/buy/', 'post', response);
  });

  it('names the bad field of a refused card', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ number: '4242424242424241' }, /^card\.number: is not a valid card number/],
      [{ number: CARDS.amex, cvc: '123' }, /^card\.cvc: must be 4 digits/],
      [{ cvc: '1234' }, /^card\.cvc: must be 3 digits/],
      [{ expMonth: '01', expYear: String(new Date().getFullYear() - 1) }, /has expired/],
      [{ expMonth: '13' }, /^card\.expMonth: /],
    ];
    for (const [card, message] of cases) {
      const response = await postBuy(ub(), buyBody(uniqueEmail('badcard'), {}, card));
      expect(response.status, JSON.stringify(card)).toBe(400);
      expect(((await conforms('/userbase/buy/', 'post', response)) as BuyFailure).message).toMatch(message);
    }
    expect(FUTURE_YEAR).toMatch(/^\d{4}$/);
  });
});

describe('POST buy with a bot-check token', () => {
  const token = async (siteKey: string, action = 'buy') =>
    ((await (await postJson(`${harness.base('botcheck')}token`, { siteKey, action })).json()) as { token: string })
      .token;

  it('accepts a fresh token of a human-scored visitor, once', async () => {
    const captchaToken = await token('embedded-site-key');
    const ok = await postBuy(ub(), buyBody(uniqueEmail('human'), { captchaToken }));
    expect(ok.status).toBe(200);
    // The same token again: already used.
    const reused = await postBuy(ub(), buyBody(uniqueEmail('human-again'), { captchaToken }));
    expect(reused.status).toBe(403);
    expect(((await conforms('/userbase/buy/', 'post', reused)) as BuyFailure).error).toBe('botCheckFailed');
  });

  it('lets the retries of one attempt (same key) reuse its token after a processor failure, but no other attempt', async () => {
    const captchaToken = await token('embedded-site-key');
    const key = crypto.randomUUID();
    const failing = buyBody(uniqueEmail('retry-bot'), { captchaToken }, { number: CARDS.processorError });
    expect((await postBuy(ub(), failing, key)).status).toBe(502);
    expect((await postBuy(ub(), failing, key)).status).toBe(502);
    const other = await postBuy(ub(), buyBody(uniqueEmail('other-attempt'), { captchaToken }));
    expect(other.status).toBe(403);
  });

  it('replays a payment resumed after a reload with a new token (same key, same details): no second charge', async () => {
    const key = crypto.randomUUID();
    const email = uniqueEmail('resumed');
    const first = await postBuy(ub(), buyBody(email, { captchaToken: await token('embedded-site-key') }), key);
    expect(first.status).toBe(200);
    const before = store()?.countOrders();
    const resumed = await postBuy(ub(), buyBody(email, { captchaToken: await token('embedded-site-key') }), key);
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { orderId: string }).orderId).toBe(
      ((await first.json()) as { orderId: string }).orderId,
    );
    if (store()) expect(store()!.countOrders()).toBe(before);
  });

  it('refuses a low score and a forged token with 403, storing nothing', async () => {
    const before = store()?.countOrders();
    for (const captchaToken of [
      await token('embedded-low-score'),
      'forged.token',
      `${await token('embedded-site-key')}x`,
    ]) {
      const response = await postBuy(ub(), buyBody(uniqueEmail('bot'), { captchaToken }));
      expect(response.status, captchaToken).toBe(403);
      expect(((await conforms('/userbase/buy/', 'post', response)) as BuyFailure).error).toBe('botCheckFailed');
    }
    if (store()) expect(store()!.countOrders()).toBe(before);
  });
});

describe('GET bib-pkg/{token} of the budgeting product', () => {
  it('answers budgeto-monthly and budgeto-annual', async () => {
    const monthly = await conforms('/userbase/bib-pkg/{token}', 'get', await fetch(`${ub()}bib-pkg/budgeto-monthly`));
    expect(monthly).toMatchObject({ token: 'budgeto-monthly', name: 'Budgeto', users: 1, months: 1, price: 12.99 });
    const annual = await conforms('/userbase/bib-pkg/{token}', 'get', await fetch(`${ub()}bib-pkg/budgeto-annual`));
    expect(annual).toMatchObject({
      token: 'budgeto-annual',
      months: 12,
      price: 8.99,
      total: 107.88,
      savings: 31,
      valueRegular: 12.99,
      currencyCode: 'USD',
    });
  });
});
