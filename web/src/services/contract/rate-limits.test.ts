import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER, trustClientAddressHeader } from '@/client-address';
import { serveFetchHandler } from '@/embedded/node-server';
import { createEmbeddedServices, type EmbeddedServices } from '@/embedded/services';
import {
  RATE_LIMIT_DEFAULTS,
  SLIDING_SLICES,
  createRateLimit,
  type RateLimit,
  type RateLimitName,
} from '@/lib/rate-limit';
import { conforms } from './openapi';
import { signupPayload, uniqueEmail } from './harness';

// Every scrypt the userbase runs (passwords.ts calls node:crypto's scrypt), counted.
const scryptCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof crypto.scrypt>) => {
    scryptCalls.count += 1;
    return (crypto.scrypt as (...a: unknown[]) => void)(...args);
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const WEB_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BURST = 200;
const LOGIN_PER_CLIENT = RATE_LIMIT_DEFAULTS['login-client'].points;
const LOGIN_PER_ACCOUNT = RATE_LIMIT_DEFAULTS['login-account'].points;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  text: string;
}

/** A POST from a given loopback address (127.0.0.0/8 is all loopback): one client per address. */
function post(url: string, body: unknown, from = '127.0.0.1', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'text/plain', ...headers }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, text }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** The answer as a Response, for the OpenAPI check. */
const asResponse = (answer: Answer) =>
  new Response(answer.text, {
    status: answer.status,
    headers: { 'content-type': 'application/json', ...(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}) },
  });

// One set of services behind a real HTTP server for the file; every test starts with fresh counts.
let dataDir: string;
let services: EmbeddedServices;
let server: Awaited<ReturnType<typeof serveFetchHandler>>;
let limits: Map<RateLimitName, RateLimit>;
const base = () => `${server.url}/embedded/userbase/`;

beforeAll(async () => {
  trustClientAddressHeader();
  dataDir = mkdtempSync(join(tmpdir(), 'paperwise-rate-'));
  limits = new Map();
  services = createEmbeddedServices({
    dataDir,
    webRoot: WEB_ROOT,
    // The lowest cost the site accepts: the count matters here, not the time each hash takes.
    scryptCost: { logN: 14, r: 8, p: 1 },
    location: { defaultCountry: 'US', adminEnabled: true },
    rateLimits: (name) => {
      let limit = limits.get(name);
      if (!limit) limits.set(name, (limit = createRateLimit(name)));
      return limit;
    },
  });
  server = await serveFetchHandler(services.dispatch, { clientAddressHeader: CLIENT_ADDRESS_HEADER });
});

afterAll(async () => {
  await server.close();
  services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  limits.clear();
  scryptCalls.count = 0;
});

// Hundreds of requests over real sockets and up to twenty password hashes per test: 5 to 10 s on
// this machine when it is shared and loaded, so four times that.
describe('rate limits of the embedded userbase, over HTTP from real client addresses', { timeout: 60_000 }, () => {
  it(`a burst of ${BURST} logins from one client meets 429 with Retry-After before scrypt runs more than the limit allows`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        post(`${base()}auth/login/`, { Email: `burst-${n}@example.com`, Password: 'wrong-password-1' }, '127.0.0.2'),
      ),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(checked).toHaveLength(LOGIN_PER_CLIENT);
    expect(limited).toHaveLength(BURST - LOGIN_PER_CLIENT);
    for (const answer of limited) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      // A sliding window counts slices: the oldest leaves at most a slice after the window's length.
      const { seconds } = RATE_LIMIT_DEFAULTS['login-client'];
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(Math.ceil(seconds + seconds / SLIDING_SLICES));
      expect(JSON.parse(answer.text)).toEqual({ error: 'too many log-in attempts; try again later' });
    }
    await conforms('/userbase/auth/login/', 'post', asResponse(limited[0]!));
    // One scrypt per password checked, and one for the stand-in hash unknown addresses are checked against.
    expect(scryptCalls.count).toBeLessThanOrEqual(LOGIN_PER_CLIENT + 1);
    expect(scryptCalls.count).toBeGreaterThanOrEqual(LOGIN_PER_CLIENT);
    // Another client is not refused for it.
    expect(
      (await post(`${base()}auth/login/`, { Email: 'other@example.com', Password: 'x1' }, '127.0.0.3')).status,
    ).toBe(401);
  });

  it('ignores a forged X-Forwarded-For, X-Real-IP or the internal header: the socket is the client', async () => {
    const answers = await Promise.all(
      Array.from({ length: LOGIN_PER_CLIENT + 5 }, (_, n) =>
        post(`${base()}auth/login/`, { Email: `forged-${n}@example.com`, Password: 'wrong-password-1' }, '127.0.0.4', {
          'x-forwarded-for': `198.51.100.${n}`,
          'x-real-ip': `203.0.113.${n}`,
          [CLIENT_ADDRESS_HEADER]: `192.0.2.${n}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it('locks one account’s failed logins from many clients, and a success clears its count', async () => {
    const email = uniqueEmail('locked');
    const signup = await post(
      `${base()}user/`,
      signupPayload(email, { AutogeneratePassword: false, Password: 'letters4and8digits' }),
    );
    expect(signup.status).toBe(200);
    // Each attempt from an address of its own: only the account's limit can refuse them.
    for (let n = 0; n < LOGIN_PER_ACCOUNT - 1; n++) {
      expect(
        (await post(`${base()}auth/login/`, { Email: email, Password: 'wrong-password-1' }, `127.0.1.${n + 1}`)).status,
      ).toBe(401);
    }
    expect(
      (await post(`${base()}auth/login/`, { Email: email, Password: 'letters4and8digits' }, '127.0.2.1')).status,
    ).toBe(200);
    for (let n = 0; n < LOGIN_PER_ACCOUNT; n++) {
      expect(
        (await post(`${base()}auth/login/`, { Email: email, Password: 'wrong-password-1' }, `127.0.3.${n + 1}`)).status,
      ).toBe(401);
    }
    const before = scryptCalls.count;
    const locked = await post(
      `${base()}auth/login/`,
      { Email: ` ${email.toUpperCase()} `, Password: 'letters4and8digits' },
      '127.0.4.1',
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(scryptCalls.count).toBe(before);
  });

  it('limits sign-ups per client before hashing, and per e-mail address', async () => {
    const perClient = RATE_LIMIT_DEFAULTS['signup-client'].points;
    const answers = await Promise.all(
      Array.from({ length: perClient + 10 }, () =>
        post(`${base()}user/`, signupPayload(uniqueEmail('many')), '127.0.5.1'),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(perClient);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(10);
    await conforms('/userbase/user/', 'post', asResponse(limited[0]!));
    expect(scryptCalls.count).toBe(perClient);

    const email = uniqueEmail('again');
    const perAccount = RATE_LIMIT_DEFAULTS['signup-account'].points;
    const statuses: number[] = [];
    for (let n = 0; n <= perAccount; n++) {
      statuses.push((await post(`${base()}user/`, signupPayload(email), `127.0.6.${n + 1}`)).status);
    }
    expect(statuses).toEqual([200, ...Array<number>(perAccount - 1).fill(409), 429]);
  });
});

describe('rate limits of the embedded support desk', () => {
  const CALLS = [
    {
      limit: 'contact-client',
      path: '/support/contact/',
      from: '127.0.7.1',
      body: { name: 'Ada', email: 'ada@example.com', message: 'A question about my plan.', language: 'en', page: '/' },
      stored: () => services.support().count(),
    },
    {
      limit: 'chat-client',
      path: '/support/conversations/',
      from: '127.0.8.1',
      body: { message: 'Hello, a question.', language: 'en' },
      stored: undefined,
    },
  ] as const;

  it.each(CALLS)('$path takes $limit per client, then 429; nothing refused is stored', async (call) => {
    const perClient = RATE_LIMIT_DEFAULTS[call.limit].points;
    const answers = await Promise.all(
      Array.from({ length: perClient + 3 }, () => post(`${server.url}/embedded${call.path}`, call.body, call.from)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(perClient);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(3);
    await conforms(call.path, 'post', asResponse(limited[0]!));
    if (call.stored) expect(call.stored()).toBe(perClient);
  });
});
