import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAccountPayload } from '@/engine/payload';
import { EMPTY_TRAFFIC_SOURCE } from '@/engine/traffic-source';
import { createHttpClient } from '../http';
import { AccountExistsError, createAccount, validateSso } from '../userbase';
import { startHarness, uniqueEmail, type Harness } from './harness';

/**
 * The site's real HTTP client (axios + axios-retry) against the real userbase, through a small
 * loopback relay that loses the first answer: the request reaches the userbase and creates the
 * account, then the relay drops the connection instead of answering. The client sees a network
 * error and retries with the same Idempotency-Key; the retry must end in success with that
 * account's tokens, not in "Account already exists".
 */
let harness: Harness;
let relay: Server;
let relayBase: string;

interface Relayed {
  key: string | undefined;
  status: number;
  body: string;
  dropped: boolean;
}
let relayed: Relayed[] = [];
/** Which answers the relay loses, by request number (0 = the first). */
let dropAnswers = new Set<number>();
let stripKey = false;

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
      const key = stripKey ? undefined : (req.headers['idempotency-key'] as string | undefined);
      const entry: Relayed = { key, status: 0, body: '', dropped: dropAnswers.has(n) };
      relayed.push(entry);
      const answer = await fetch(new URL(req.url!.replace(/^\/userbase\//, ''), upstream), {
        method: req.method,
        headers: {
          'content-type': req.headers['content-type'] ?? 'text/plain',
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: req.method === 'GET' ? undefined : await readBody(req),
      });
      entry.status = answer.status;
      entry.body = await answer.text();
      // The upstream did its work; the visitor's connection breaks before the answer arrives.
      if (entry.dropped) return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(entry.body);
    })().catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayBase = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/userbase/`;
});

afterAll(async () => {
  relay.closeAllConnections();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
  await harness.close();
});

beforeEach(() => {
  relayed = [];
  dropAnswers = new Set([0]);
  stripKey = false;
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

describe('a sign-up whose answer is lost on the way back', () => {
  it('ends in success on the retry, with the tokens of the one account the first try created', async () => {
    const before = accounts();
    const tokens = await createAccount(client(), payloadFor(uniqueEmail('dropped')));

    expect(relayed).toHaveLength(2);
    expect(relayed[0]).toMatchObject({ status: 200, dropped: true });
    expect(relayed[1]!.key).toBe(relayed[0]!.key);
    expect(relayed[1]!.status).toBe(200);
    // The retry got the very answer the lost one carried.
    expect(JSON.stringify(tokens)).toBe(relayed[0]!.body);
    if (harness.services) expect(accounts()).toBe(before + 1);
    expect(await validateSso(createHttpClient(harness.base('userbase')), tokens.ssojwt)).toMatch(/\S/);
  });

  it('survives two lost answers in a row (the client retries up to 3 times)', async () => {
    dropAnswers = new Set([0, 1]);
    const tokens = await createAccount(client(), payloadFor(uniqueEmail('dropped-twice')));
    expect(relayed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(JSON.stringify(tokens)).toBe(relayed[0]!.body);
  });

  it('would tell the visitor "Account already exists" if the key did not reach the userbase', async () => {
    // The counter-test: the same lost answer without the key is exactly the bug the key prevents.
    stripKey = true;
    await expect(createAccount(client(), payloadFor(uniqueEmail('no-key')))).rejects.toBeInstanceOf(AccountExistsError);
    expect(relayed.map((r) => r.status)).toEqual([200, 409]);
  });
});
