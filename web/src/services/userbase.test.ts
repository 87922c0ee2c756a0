import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAccountPayload } from '@/engine/payload';
import { EMPTY_TRAFFIC_SOURCE } from '@/engine/traffic-source';
import { startHarness, uniqueEmail, type Harness } from './contract/harness';
import { createHttpClient, isSameOrigin } from './http';
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

/*
 * The real userbase behind a loopback relay that loses chosen answers: the request reaches the
 * userbase and does its work, then the visitor's connection breaks, and the client retries.
 */
let harness: Harness;
let relay: Server;
let relayBase: string;
let relayOrigin: string;
let dropAnswers = new Set<number>();
let relayed: { key: string | undefined; authorization: string | undefined; status: number }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

beforeAll(async () => {
  harness = await startHarness(process.env, { scryptLogN: 14 });
  const upstream = harness.base('userbase');
  relay = createServer((req, res) => {
    void (async () => {
      const n = relayed.length;
      const key = req.headers['idempotency-key'] as string | undefined;
      const authorization = req.headers.authorization;
      const entry = { key, authorization, status: 0 };
      relayed.push(entry);
      const answer = await fetch(new URL(req.url!.replace(/^\/userbase\//, ''), upstream), {
        method: req.method,
        headers: {
          'content-type': req.headers['content-type'] ?? 'text/plain',
          ...(authorization ? { authorization } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: req.method === 'GET' ? undefined : await readBody(req),
      });
      entry.status = answer.status;
      const body = await answer.text();
      if (dropAnswers.has(n)) return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(body);
    })().catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  relayBase = `${relayOrigin}/userbase/`;
});

afterAll(async () => {
  relay.closeAllConnections();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
  await harness.close();
});

beforeEach(() => {
  relayed = [];
  dropAnswers = new Set();
});

const payloadFor = (email: string) =>
  buildAccountPayload({
    email,
    password: null,
    sendDevice: true,
    device: 'desktop',
    ipAddress: '203.0.113.9',
    locale: 'en',
    docName: 'Business Plan',
    host: 'www.paperwise.test',
    path: '/docs/',
    trafficSource: EMPTY_TRAFFIC_SOURCE,
  });

const client = () => createHttpClient(relayBase, { retryDelay: () => 0 });
const accounts = () => harness.services?.userbase().store.countUsers() ?? 0;

describe('createAccount and the Idempotency-Key (signup §7)', () => {
  it('to a same-origin userbase: sends the key, and a retry after a lost answer gets that answer', async () => {
    dropAnswers = new Set([0]);
    const before = accounts();
    const tokens = await createAccount(client(), payloadFor(uniqueEmail('same-origin')), { pageOrigin: relayOrigin });
    expect(relayed.map((r) => r.status)).toEqual([200, 200]);
    expect(relayed[0]!.key).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(relayed[1]!.key).toBe(relayed[0]!.key);
    expect(tokens.ssojwt).toMatch(/\S/);
    if (harness.services) expect(accounts()).toBe(before + 1);
  });

  it('to a userbase on another origin: sends no key; a retry after a lost answer is a 409, never a second account', async () => {
    dropAnswers = new Set([0]);
    const before = accounts();
    const email = uniqueEmail('cross-origin');
    await expect(
      createAccount(client(), payloadFor(email), { pageOrigin: 'https://www.paperwise.test' }),
    ).rejects.toBeInstanceOf(AccountExistsError);
    expect(relayed.map((r) => r.key)).toEqual([undefined, undefined]);
    expect(relayed.map((r) => r.status)).toEqual([200, 409]);
    if (harness.services) expect(accounts()).toBe(before + 1);
  });

  it('to a userbase on another origin: a sign-up whose answer arrives succeeds without the key', async () => {
    const tokens = await createAccount(client(), payloadFor(uniqueEmail('cross-ok')), {
      pageOrigin: 'https://www.paperwise.test',
    });
    expect(tokens.jwt).toMatch(/\S/);
    expect(relayed).toEqual([{ key: undefined, authorization: undefined, status: 200 }]);
  });
});

describe('validateSso and the shared client bearer', () => {
  it('keeps the bearer after a valid token (the account request needs it)', async () => {
    const shared = client();
    const { ssojwt } = await createAccount(shared, payloadFor(uniqueEmail('bearer-ok')));
    const userId = await validateSso(shared, ssojwt);
    await getAccount(shared, userId);
    expect(relayed.at(-1)!.authorization).toBe(`Bearer ${ssojwt}`);
  });

  it('takes the bearer of a token that does not validate off the client', async () => {
    const shared = client();
    await expect(validateSso(shared, 'aaa.bbb.ccc')).rejects.toThrow(/401/);
    expect(relayed[0]!.authorization).toBe('Bearer aaa.bbb.ccc');
    expect(shared.defaults.headers.common.Authorization).toBeUndefined();
    await createAccount(shared, payloadFor(uniqueEmail('after-stale')));
    expect(relayed.at(-1)!.authorization).toBeUndefined();
  });
});
