import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAccountPayload } from '@/engine/payload';
import { EMPTY_TRAFFIC_SOURCE } from '@/engine/traffic-source';
import { createHttpClient, MAX_RETRIES } from './http';
import { AccountExistsError, createAccount, getAccount, validateSso } from './userbase';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
let handler: (req: Seen, res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/userbase/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

function json(res: ServerResponse, status: number, data: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(data));
}

const client = () => createHttpClient(base, { retryDelay: () => 0 });
const payload = buildAccountPayload({
  email: 'ada@example.com',
  password: null,
  sendDevice: true,
  device: 'desktop',
  ipAddress: '203.0.113.1',
  locale: 'en',
  docName: 'Business Plan',
  host: 'www.paperwise.test',
  path: '/docs/',
  trafficSource: EMPTY_TRAFFIC_SOURCE,
});

describe('HTTP client', () => {
  it('sends JSON as text/plain and accepts JSON', async () => {
    handler = (_req, res) => json(res, 201, { jwt: 'j', ssojwt: 's' });
    await expect(createAccount(client(), payload)).resolves.toEqual({ jwt: 'j', ssojwt: 's' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('/userbase/user/');
    expect(seen[0]!.headers['content-type']).toBe('text/plain');
    expect(seen[0]!.headers.accept).toContain('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual(payload);
  });

  it('retries a failed GET up to 3 times', async () => {
    let n = 0;
    handler = (_req, res) =>
      ++n < 4 ? json(res, 503, {}) : json(res, 200, { account: { userEmail: 'a@b.co', userId: 7 } });
    await expect(getAccount(client(), '7')).resolves.toEqual({ userEmail: 'a@b.co', userId: '7' });
    expect(seen).toHaveLength(1 + MAX_RETRIES);
  });

  it('stops after the third retry', async () => {
    handler = (_req, res) => json(res, 500, {});
    await expect(getAccount(client(), '7')).rejects.toThrow(/500/);
    expect(seen).toHaveLength(1 + MAX_RETRIES);
  });

  it('does not retry a 4xx answer', async () => {
    handler = (_req, res) => json(res, 404, {});
    await expect(getAccount(client(), '7')).rejects.toThrow(/404/);
    expect(seen).toHaveLength(1);
  });

  it('retries a sign-up only with the one Idempotency-Key of its attempt', async () => {
    let n = 0;
    handler = (_req, res) => (++n === 1 ? json(res, 502, {}) : json(res, 201, { jwt: 'j', ssojwt: 's' }));
    await createAccount(client(), payload);
    expect(seen).toHaveLength(2);
    expect(seen[0]!.headers['idempotency-key']).toBeTruthy();
    expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key']);
    expect(seen[1]!.body).toBe(seen[0]!.body);
  });

  it('answers a duplicate address with AccountExistsError, without retrying', async () => {
    handler = (_req, res) => json(res, 409, { message: 'exists' });
    await expect(createAccount(client(), payload)).rejects.toBeInstanceOf(AccountExistsError);
    expect(seen).toHaveLength(1);
  });

  it('refuses a sign-up answer without the tokens', async () => {
    handler = (_req, res) => json(res, 201, { jwt: 'j' });
    await expect(createAccount(client(), payload)).rejects.toThrow(/Unexpected answer from POST user\//);
  });

  it('does not retry a plain POST that did not opt in', async () => {
    handler = (_req, res) => json(res, 503, {});
    await expect(client().post('other/', { a: 1 })).rejects.toThrow(/503/);
    expect(seen).toHaveLength(1);
  });

  it('drives the progress bar: done on success, failed only when the request finally fails', async () => {
    const calls: string[] = [];
    const progress = {
      start: () => calls.push('start'),
      finish: () => calls.push('finish'),
      fail: () => calls.push('fail'),
    };
    const tracked = createHttpClient(base, { retryDelay: () => 0, progress });
    let n = 0;
    handler = (_req, res) =>
      ++n === 1 ? json(res, 503, {}) : json(res, 200, { account: { userEmail: 'a@b.co', userId: 7 } });
    await getAccount(tracked, '7');
    expect(calls.filter((c) => c === 'start')).toHaveLength(2);
    expect(calls).not.toContain('fail');
    expect(calls.filter((c) => c !== 'start')).toHaveLength(2);
    calls.length = 0;
    handler = (_req, res) => json(res, 404, {});
    await expect(getAccount(tracked, '7')).rejects.toThrow(/404/);
    expect(calls).toEqual(['start', 'fail']);
  });

  it('validates a sign-on token with the bearer header', async () => {
    handler = (_req, res) => json(res, 200, { u: { sub: 'u-1' } });
    await expect(validateSso(client(), 'tok')).resolves.toBe('u-1');
    expect(seen[0]!.headers.authorization).toBe('Bearer tok');
    expect(seen[0]!.url).toBe('/userbase/auth/ssoValidate/');
    expect(JSON.parse(seen[0]!.body)).toEqual({ ssojwt: 'tok' });
  });
});
