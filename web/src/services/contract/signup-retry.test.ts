import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http';
import { AccountExistsError, createAccount, validateSso } from '../userbase';
import { uniqueEmail } from './harness';
import { samplePayload } from './lossy-relay';
import { lossyUserbase } from './lossy-userbase';

/**
 * The site's real HTTP client (axios + axios-retry) against the real userbase, through a small
 * loopback relay that loses the first answer: the request reaches the userbase and creates the
 * account, then the relay drops the connection instead of answering. The client sees a network
 * error and retries with the same Idempotency-Key; the retry must end in success with that
 * account's tokens, not in "Account already exists". (The userbase signs the tokens anew for a
 * replay, keeping none: they are compared by the account they belong to.)
 */

/** The account a token was issued for (its subject); the signature is checked by validateSso. */
function accountOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
}
const lossy = lossyUserbase(process.env);

beforeEach(() => lossy.relay.reset([0]));

const client = lossy.client;
const accounts = lossy.accounts;

describe('a sign-up whose answer is lost on the way back', () => {
  it('ends in success on the retry, with the tokens of the one account the first try created', async () => {
    const before = accounts();
    const tokens = await createAccount(client(), samplePayload(uniqueEmail('dropped')));

    expect(lossy.relay.relayed).toHaveLength(2);
    expect(lossy.relay.relayed[0]).toMatchObject({ status: 200, dropped: true });
    expect(lossy.relay.relayed[1]!.key).toBe(lossy.relay.relayed[0]!.key);
    expect(lossy.relay.relayed[1]!.status).toBe(200);
    // The retry got tokens of the very account the lost answer was for.
    const lost = JSON.parse(lossy.relay.relayed[0]!.body) as { jwt: string; ssojwt: string };
    expect([accountOf(tokens.jwt), accountOf(tokens.ssojwt)]).toEqual([accountOf(lost.jwt), accountOf(lost.ssojwt)]);
    if (lossy.harness.services) expect(accounts()).toBe(before + 1);
    expect(await validateSso(createHttpClient(lossy.harness.base('userbase')), tokens.ssojwt)).toMatch(/\S/);
  });

  it('survives two lost answers in a row (the client retries up to 3 times)', async () => {
    lossy.relay.drop = new Set([0, 1]);
    const tokens = await createAccount(client(), samplePayload(uniqueEmail('dropped-twice')));
    expect(lossy.relay.relayed.map((r) => r.status)).toEqual([200, 200, 200]);
    const lost = JSON.parse(lossy.relay.relayed[0]!.body) as { ssojwt: string };
    expect(accountOf(tokens.ssojwt)).toBe(accountOf(lost.ssojwt));
    expect(await validateSso(createHttpClient(lossy.harness.base('userbase')), tokens.ssojwt)).toMatch(/\S/);
  });

  it('would tell the visitor "Account already exists" if the key did not reach the userbase', async () => {
    // The counter-test: the same lost answer without the key is exactly the bug the key prevents.
    lossy.relay.stripKey = true;
    await expect(createAccount(client(), samplePayload(uniqueEmail('no-key')))).rejects.toBeInstanceOf(
      AccountExistsError,
    );
    expect(lossy.relay.relayed.map((r) => r.status)).toEqual([200, 409]);
  });
});
