import { beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from './contract/harness';
import { samplePayload } from './contract/lossy-relay';
import { lossyUserbase } from './contract/lossy-userbase';
import { isSameOrigin } from './http';
import { AccountExistsError, createAccount, getAccount, validateSso } from './userbase';

describe('isSameOrigin: when the sign-up may carry its Idempotency-Key', () => {
  const PAGE = 'https://www.paperwise.test';
  it.each([
    ['/embedded/userbase/', PAGE, true],
    ['embedded/userbase/', PAGE, true],
    ['https://www.paperwise.test/api/userbase/', PAGE, true],
    ['https://www.paperwise.test:443/userbase/', PAGE, true],
    ['https://users.paperwise.test/', PAGE, false],
    ['http://www.paperwise.test/userbase/', PAGE, false],
    ['https://www.paperwise.test:8443/userbase/', PAGE, false],
    ['//users.paperwise.test/', PAGE, false],
    ['http://127.0.0.1:4000/userbase/', null, true],
  ] as const)('%s from %s: %s', (base, page, expected) => {
    expect(isSameOrigin(base, page)).toBe(expected);
  });
});

/* The real userbase behind a loopback relay that loses chosen answers (see contract/lossy-relay). */
const lossy = lossyUserbase(process.env);

beforeEach(() => lossy.relay.reset());

const client = lossy.client;
const accounts = lossy.accounts;

describe('createAccount and the Idempotency-Key', () => {
  it('to a same-origin userbase: sends the key, and a retry after a lost answer gets that answer', async () => {
    lossy.relay.drop = new Set([0]);
    const before = accounts();
    const tokens = await createAccount(client(), samplePayload(uniqueEmail('same-origin')), {
      pageOrigin: lossy.relay.origin,
    });
    expect(lossy.relay.relayed.map((r) => r.status)).toEqual([200, 200]);
    expect(lossy.relay.relayed[0]!.key).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(lossy.relay.relayed[1]!.key).toBe(lossy.relay.relayed[0]!.key);
    expect(tokens.ssojwt).toMatch(/\S/);
    if (lossy.harness.services) expect(accounts()).toBe(before + 1);
  });

  it('to a userbase on another origin: sends no key; a retry after a lost answer is a 409, never a second account', async () => {
    lossy.relay.drop = new Set([0]);
    const before = accounts();
    const email = uniqueEmail('cross-origin');
    await expect(
      createAccount(client(), samplePayload(email), { pageOrigin: 'https://www.paperwise.test' }),
    ).rejects.toBeInstanceOf(AccountExistsError);
    expect(lossy.relay.relayed.map((r) => r.key)).toEqual([undefined, undefined]);
    expect(lossy.relay.relayed.map((r) => r.status)).toEqual([200, 409]);
    if (lossy.harness.services) expect(accounts()).toBe(before + 1);
  });

  it('to a userbase on another origin: a sign-up whose answer arrives succeeds without the key', async () => {
    const tokens = await createAccount(client(), samplePayload(uniqueEmail('cross-ok')), {
      pageOrigin: 'https://www.paperwise.test',
    });
    expect(tokens.jwt).toMatch(/\S/);
    expect(lossy.relay.relayed.map(({ key, authorization, status }) => ({ key, authorization, status }))).toEqual([
      { key: undefined, authorization: undefined, status: 200 },
    ]);
  });
});

describe('validateSso and the shared client bearer', () => {
  it('keeps the bearer after a valid token (the account request needs it)', async () => {
    const shared = client();
    const { ssojwt } = await createAccount(shared, samplePayload(uniqueEmail('bearer-ok')));
    const userId = await validateSso(shared, ssojwt);
    await getAccount(shared, userId);
    expect(lossy.relay.relayed.at(-1)!.authorization).toBe(`Bearer ${ssojwt}`);
  });

  it('takes the bearer of a token that does not validate off the client', async () => {
    const shared = client();
    await expect(validateSso(shared, 'aaa.bbb.ccc')).rejects.toThrow(/401/);
    expect(lossy.relay.relayed[0]!.authorization).toBe('Bearer aaa.bbb.ccc');
    expect(shared.defaults.headers.common.Authorization).toBeUndefined();
    await createAccount(shared, samplePayload(uniqueEmail('after-stale')));
    expect(lossy.relay.relayed.at(-1)!.authorization).toBeUndefined();
  });
});
