import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { conforms } from './openapi';
import { postJson, signupPayload, uniqueEmail } from './harness';
import { harnessForFile } from './harness-for-file';
import { readOrder } from './buy-helpers';

const harness = harnessForFile(process.env);
const ub = () => harness.base('userbase');

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const response = await postJson(`${ub()}user/`, signupPayload(email, extra));
  return (await conforms('/userbase/user/', 'post', response)) as { jwt: string; ssojwt: string };
}

async function validate(token: string, bearer: string | null = token) {
  return fetch(`${ub()}auth/ssoValidate/`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ ssojwt: token }),
  });
}

async function userIdOf(ssojwt: string): Promise<string> {
  const body = (await conforms('/userbase/auth/ssoValidate/', 'post', await validate(ssojwt))) as {
    u: { sub: string };
  };
  return body.u.sub;
}

describe('POST user/ (account creation)', () => {
  it('creates an account for a new address and answers jwt and ssojwt', async () => {
    const tokens = await signUp(uniqueEmail());
    expect(tokens.jwt).not.toBe(tokens.ssojwt);
  });

  it('answers 409 for an address that exists, compared trimmed and case-insensitively', async () => {
    const email = uniqueEmail('dup');
    await signUp(email);
    const again = await postJson(`${ub()}user/`, signupPayload(`  ${email.toUpperCase()} `));
    expect(again.status).toBe(409);
    await conforms('/userbase/user/', 'post', again);
  });

  it('accepts the spec path without the trailing slash too', async () => {
    const response = await postJson(`${ub()}user`, signupPayload(uniqueEmail()));
    expect(response.status).toBe(200);
  });

  it('accepts a given password that obeys the rule and refuses one that does not', async () => {
    const ok = await postJson(
      `${ub()}user/`,
      signupPayload(uniqueEmail(), { AutogeneratePassword: false, Password: 'letters4and8digits' }),
    );
    expect(ok.status).toBe(200);
    for (const password of ['short1a', 'onlyletters', '1234567890']) {
      const refused = await postJson(
        `${ub()}user/`,
        signupPayload(uniqueEmail(), { AutogeneratePassword: false, Password: password }),
      );
      expect(refused.status, password).toBe(400);
      const body = (await conforms('/userbase/user/', 'post', refused)) as { error: string };
      expect(body.error).toMatch(/^Password: /);
    }
  });
});

describe('POST user/ with an Idempotency-Key (a retried sign-up)', () => {
  const keyed = (key: string, body: unknown) => postJson(`${ub()}user/`, body, { 'Idempotency-Key': key });
  const newKey = () => crypto.randomUUID();

  it('replays the answer for the same key and body: fresh tokens of the same account, no 409', async () => {
    const key = newKey();
    const body = signupPayload(uniqueEmail('retry'));
    const first = await keyed(key, body);
    expect(first.status).toBe(200);
    const account = await userIdOf(((await first.json()) as { ssojwt: string }).ssojwt);
    const again = await keyed(key, body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const replayed = (await conforms('/userbase/user/', 'post', again)) as { jwt: string; ssojwt: string };
    // The same body with its fields in another order and other spacing is the same request.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2);
    const third = await keyed(key, reordered);
    expect(third.status).toBe(200);
    // The replayed tokens are valid, and the first account's (the userbase keeps no token to replay).
    expect(await userIdOf(replayed.ssojwt)).toBe(account);
    expect(await userIdOf(((await third.json()) as { ssojwt: string }).ssojwt)).toBe(account);
  });

  it('refuses the same key with a different body with 422 and creates nothing', async () => {
    const key = newKey();
    const email = uniqueEmail('mismatch');
    expect((await keyed(key, signupPayload(email))).status).toBe(200);
    const before = harness.services?.userbase().store.countUsers();
    for (const other of [signupPayload(uniqueEmail('other')), signupPayload(email, { Language: 'fr' })]) {
      const refused = await keyed(key, other);
      expect(refused.status).toBe(422);
      const { error } = (await conforms('/userbase/user/', 'post', refused)) as { error: string };
      expect(error).toMatch(/Idempotency-Key .*different request body/);
    }
    if (harness.services) expect(harness.services.userbase().store.countUsers()).toBe(before);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    const email = uniqueEmail('badkey');
    for (const key of ['', 'short', 'x'.repeat(256), 'has space inside', 'clé-accentuée']) {
      const refused = await postJson(`${ub()}user/`, signupPayload(email), { 'Idempotency-Key': key });
      expect(refused.status, JSON.stringify(key)).toBe(400);
      const { error } = (await conforms('/userbase/user/', 'post', refused)) as { error: string };
      expect(error).toMatch(/^Idempotency-Key: /);
    }
    // Nothing was created: the address is still free.
    expect((await postJson(`${ub()}user/`, signupPayload(email))).status).toBe(200);
  });

  it('keeps today’s behaviour without a key: a second POST for the address answers 409', async () => {
    const email = uniqueEmail('nokey');
    expect((await postJson(`${ub()}user/`, signupPayload(email))).status).toBe(200);
    const second = await postJson(`${ub()}user/`, signupPayload(email));
    expect(second.status).toBe(409);
    await conforms('/userbase/user/', 'post', second);
    // A key does not open an existing account to someone else: a new key for a taken address is a 409 too.
    const keyedDuplicate = await keyed(newKey(), signupPayload(email));
    expect(keyedDuplicate.status).toBe(409);
  });

  it('answers a different key for the same address with 409: a key replays only its own answer', async () => {
    const email = uniqueEmail('twokeys');
    expect((await keyed(newKey(), signupPayload(email))).status).toBe(200);
    expect((await keyed(newKey(), signupPayload(email))).status).toBe(409);
  });
});

describe('POST auth/ssoValidate/', () => {
  it('answers u.sub for a valid bearer and ssojwt, with the JSON body or the bare token', async () => {
    const { ssojwt, jwt } = await signUp(uniqueEmail());
    const sub = await userIdOf(ssojwt);
    expect(sub).toMatch(/\S/);
    const bare = await fetch(`${ub()}auth/ssoValidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'text/plain' },
      body: ssojwt,
    });
    expect(((await conforms('/userbase/auth/ssoValidate/', 'post', bare)) as { u: { sub: string } }).u.sub).toBe(sub);
  });

  it('answers 401 for a missing, forged or mismatched token', async () => {
    const { ssojwt } = await signUp(uniqueEmail());
    const other = await signUp(uniqueEmail());
    const [header, payload] = ssojwt.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    const forged = `${header}.${forgedPayload}.${ssojwt.split('.')[2]}`;
    const foreignKey = await new SignJWT({ typ: 'sso' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await userIdOf(ssojwt))
      .setIssuer('paperwise-userbase')
      .setAudience('paperwise')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-key-that-is-not-the-userbase-key-at-all'));
    const cases: Array<[string, Response]> = [
      ['no bearer', await validate(ssojwt, null)],
      ['forged payload', await validate(forged)],
      ['signed with another key', await validate(foreignKey)],
      ['not a token', await validate('not.a.token')],
      ['bearer of another user', await validate(ssojwt, other.ssojwt)],
    ];
    for (const [label, response] of cases) {
      expect(response.status, label).toBe(401);
      await conforms('/userbase/auth/ssoValidate/', 'post', response);
    }
  });
});

describe('GET account/get/{userId}', () => {
  it("answers the account to the bearer of that user's token only", async () => {
    const email = uniqueEmail('acct');
    const { ssojwt } = await signUp(`  ${email} `);
    const userId = await userIdOf(ssojwt);
    const own = await fetch(`${ub()}account/get/${userId}`, { headers: { authorization: `Bearer ${ssojwt}` } });
    expect(await conforms('/userbase/account/get/{userId}', 'get', own)).toEqual({
      account: { userEmail: email, userId },
    });

    const stranger = await signUp(uniqueEmail());
    const theirs = await fetch(`${ub()}account/get/${userId}`, {
      headers: { authorization: `Bearer ${stranger.ssojwt}` },
    });
    expect(theirs.status).toBe(403);
    await conforms('/userbase/account/get/{userId}', 'get', theirs);
    const anonymous = await fetch(`${ub()}account/get/${userId}`);
    expect(anonymous.status).toBe(401);
    await conforms('/userbase/account/get/{userId}', 'get', anonymous);
  });
});

describe('GET bib-pkg/{token}', () => {
  it('answers the Basic package: 24.99, total 299.88, savings 33 %', async () => {
    const basic = await conforms('/userbase/bib-pkg/{token}', 'get', await fetch(`${ub()}bib-pkg/basic`));
    expect(basic).toMatchObject({ token: 'basic', price: 24.99, total: 299.88, savings: 33 });
  });

  it('has the two packages whose saveRelative and valueRegular the client overrides, and 404 for others', async () => {
    for (const token of ['special-basic', 'special-premium', 'premium', 'basic-monthly', 'premium-monthly']) {
      const pkg = (await conforms('/userbase/bib-pkg/{token}', 'get', await fetch(`${ub()}bib-pkg/${token}`))) as {
        price: number;
        total: number;
      };
      expect(pkg.total).toBeGreaterThanOrEqual(pkg.price);
    }
    const unknown = await fetch(`${ub()}bib-pkg/no-such-package`);
    expect(unknown.status).toBe(404);
    await conforms('/userbase/bib-pkg/{token}', 'get', unknown);
  });
});

describe('POST affiliate/clickbank and GET order/{orderId}', () => {
  it('stores the sale once per receipt and answers order details and the user id', async () => {
    const email = uniqueEmail('buyer');
    const receipt = `R${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const query = {
      cbreceipt: receipt,
      item: 'basic',
      cemail: email,
      cname: 'Jane Q Buyer',
      time: '1700000000',
      cbpop: 'ABCD',
    };
    const first = (await conforms(
      '/userbase/affiliate/clickbank',
      'post',
      await postJson(`${ub()}affiliate/clickbank`, query),
    )) as {
      orderDetails: { orderId: string; amount: number; sku: string; fname: string };
      userId: string;
      orderToken: string;
    };
    expect(first.orderDetails).toMatchObject({ amount: 299.88, sku: 'basic', fname: 'Jane' });
    const second = (await conforms(
      '/userbase/affiliate/clickbank',
      'post',
      await postJson(`${ub()}affiliate/clickbank/`, query),
    )) as typeof first;
    expect({ ...second, orderToken: '' }).toEqual({ ...first, orderToken: '' });

    const order = await conforms(
      '/userbase/order/{orderId}',
      'get',
      await readOrder(ub(), first.orderDetails.orderId, first.orderToken),
    );
    expect(order).toEqual({
      orderNumber: first.orderDetails.orderId,
      currencyCode: 'USD',
      items: [{ sku: 'basic', productName: expect.any(String), unitPrice: 299.88, quantity: 1 }],
    });
    // Without the link the order is not shown, nor whether it exists.
    for (const orderId of [first.orderDetails.orderId, 'PW-NOSUCHORDER']) {
      const refused = await fetch(`${ub()}order/${orderId}`);
      expect(refused.status).toBe(401);
      await conforms('/userbase/order/{orderId}', 'get', refused);
    }
  });

  it('refuses a query without a receipt or with an unknown product', async () => {
    for (const query of [
      { item: 'basic', cemail: uniqueEmail() },
      { cbreceipt: 'ABC12345', item: 'nope', cemail: uniqueEmail() },
    ]) {
      const response = await postJson(`${ub()}affiliate/clickbank`, query);
      expect(response.status).toBe(400);
      await conforms('/userbase/affiliate/clickbank', 'post', response);
    }
  });
});

describe('POST auth/login/', () => {
  it('logs in with the password given at sign-up and refuses a wrong one', async () => {
    const email = uniqueEmail('login');
    await signUp(email, { AutogeneratePassword: false, Password: 'correct-horse-9' });
    const ok = await postJson(`${ub()}auth/login/`, { Email: email.toUpperCase(), Password: 'correct-horse-9' });
    const tokens = (await conforms('/userbase/auth/login/', 'post', ok)) as { ssojwt: string };
    expect(await userIdOf(tokens.ssojwt)).toMatch(/\S/);
    for (const attempt of [
      { Email: email, Password: 'wrong-horse-9' },
      { Email: uniqueEmail('nobody'), Password: 'correct-horse-9' },
    ]) {
      const refused = await postJson(`${ub()}auth/login/`, attempt);
      expect(refused.status).toBe(401);
      await conforms('/userbase/auth/login/', 'post', refused);
    }
  });
});
