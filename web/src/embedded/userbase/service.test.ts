import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { servicePerTest, textRequest } from '../test-support';
import { verifyPassword } from './passwords';
import { DEFAULT_IDEMPOTENCY_TTL_MS } from './idempotency';
import { createUserbase, ssoTokenFromBody, type Userbase, type UserbaseOptions } from './service';

const FAST = { logN: 14, r: 8, p: 1 };
const start = servicePerTest('ub-', (dataDir, options: Partial<UserbaseOptions> = {}) =>
  createUserbase({ dataDir, scryptCost: FAST, ...options }),
);

const post = (ub: Userbase, path: string, body: unknown, headers: Record<string, string> = {}) =>
  ub.handler(textRequest(`http://ub.test/${path}`, 'POST', body, headers), path);

/** Where the visitor came from: the sign-up sends these fields, the userbase keeps them together. */
const TRAFFIC_SOURCE = {
  SourceChannel: 'google',
  SourceCampaign: 'autumn',
  SourceAdGroup: 'ad-7',
  CustomTracking: 'ct',
  SourceAccount: 'acc',
  SourceKeyword: 'contrat',
  SourceQParam: 'contrat',
  SourceGuid: 'GA1.1.111.222',
};

const payload = (email: string, extra: Record<string, unknown> = {}) => ({
  Email: email,
  Password: null,
  AutogeneratePassword: true,
  Device: 'mobile',
  IpAddress: '198.51.100.4, 10.0.0.2',
  Language: 'fr',
  DocName: 'Contrat de distribution',
  CreationPage: 'www.example.com/fr/docs/demo/',
  ...TRAFFIC_SOURCE,
  ...extra,
});

describe('the userbase', () => {
  it('lets caches keep the public price list, and nothing that belongs to someone', async () => {
    const ub = start(mkdtempSync(join(tmpdir(), 'ub-cache-')));
    const get = (path: string) => ub.handler(new Request(`http://ub.test/${path}`), path);
    const prices = await get('bib-pkg/basic');
    expect(prices.status).toBe(200);
    expect(prices.headers.get('cache-control')).toBe('public, max-age=3600');
    for (const path of ['bib-pkg/no-such-package', 'order/PW-0', 'account/get/someone']) {
      const response = await get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const signup = await post(ub, 'user/', payload('cache@example.com'));
    expect(signup.status).toBe(200);
    expect(signup.headers.get('cache-control')).toBe('no-store');
  });

  it('stores the payload fields, the first forwarded address and only a hash of the password', async () => {
    const ub = start(mkdtempSync(join(tmpdir(), 'ub-')));
    expect((await post(ub, 'user/', payload('  Marie@Example.com '))).status).toBe(200);
    const row = ub.store.userByEmailKey('marie@example.com')!;
    expect(row).toMatchObject({
      email: 'Marie@Example.com',
      device: 'mobile',
      ip_address: '198.51.100.4',
      language: 'fr',
      doc_name: 'Contrat de distribution',
      creation_page: 'www.example.com/fr/docs/demo/',
      password_generated: 1,
    });
    expect(JSON.parse(row.traffic_source)).toEqual(TRAFFIC_SOURCE);
    expect(row.password_hash).toMatch(/^scrypt\$/);

    await post(ub, 'user/', payload('given@example.com', { AutogeneratePassword: false, Password: 'mon-secret-42' }));
    const given = ub.store.userByEmailKey('given@example.com')!;
    expect(given.password_hash).not.toContain('mon-secret-42');
    expect(await verifyPassword('mon-secret-42', given.password_hash)).toBe(true);
    expect(given.password_generated).toBe(0);
  });

  it('survives a restart: accounts, duplicates and tokens issued before it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ub-'));
    const first = start(dataDir);
    const { ssojwt } = (await (await post(first, 'user/', payload('keep@example.com'))).json()) as { ssojwt: string };
    first.close();

    const second = start(dataDir);
    expect((await post(second, 'user/', payload('KEEP@example.com'))).status).toBe(409);
    const validated = await post(second, 'auth/ssoValidate/', { ssojwt }, { authorization: `Bearer ${ssojwt}` });
    expect(validated.status).toBe(200);
    const { u } = (await validated.json()) as { u: { sub: string } };
    const account = await second.handler(
      new Request(`http://ub.test/account/get/${u.sub}`, { headers: { authorization: `Bearer ${ssojwt}` } }),
      `account/get/${u.sub}`,
    );
    expect(await account.json()).toEqual({ account: { userEmail: 'keep@example.com', userId: u.sub } });
  });

  it('lets a second sign-up of an address through when the first one failed', async () => {
    const ub = start(mkdtempSync(join(tmpdir(), 'ub-')));
    const insert = vi.spyOn(ub.store, 'insertUser').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [failed, retried] = await Promise.all([
      post(ub, 'user/', payload('retry@example.com')),
      post(ub, 'user/', payload('retry@example.com')),
    ]);
    expect(failed.status).toBe(500);
    expect(retried.status).toBe(200);
    expect(insert).toHaveBeenCalledTimes(2);
  });

  it('never logs tokens or passwords, even when a request fails', async () => {
    const ub = start(mkdtempSync(join(tmpdir(), 'ub-')));
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void logged.push(args.map(String).join(' ')),
      );
    }
    const { ssojwt, jwt } = (await (
      await post(ub, 'user/', payload('quiet@example.com', { AutogeneratePassword: false, Password: 'hush-hush-77' }))
    ).json()) as { ssojwt: string; jwt: string };
    await post(ub, 'auth/ssoValidate/', { ssojwt }, { authorization: `Bearer ${jwt}` });
    await post(ub, 'auth/login/', { Email: 'quiet@example.com', Password: 'hush-hush-77' });
    ub.close();
    const broken = await post(ub, 'auth/login/', { Email: 'quiet@example.com', Password: 'hush-hush-77' });
    expect(broken.status).toBe(500);
    expect(logged.length).toBeGreaterThan(0);
    const all = logged.join('\n');
    for (const secret of [ssojwt, jwt, 'hush-hush-77']) expect(all).not.toContain(secret);
  });
});

describe('POST user/ with an Idempotency-Key', () => {
  const KEY = { 'idempotency-key': '6f1c2b7e-0d9a-4c55-b1e3-8a2f4d6c9e01' };

  it('replays the stored answer after a restart, and only within 24 hours', async () => {
    let now = Date.UTC(2025, 0, 1);
    const dataDir = mkdtempSync(join(tmpdir(), 'ub-'));
    const options = { idempotency: { now: () => now } };
    const first = start(dataDir, options);
    const created = await post(first, 'user/', payload('restart@example.com'), KEY);
    const body = await created.text();
    first.close();

    const second = start(dataDir, options);
    const replayed = await post(second, 'user/', payload('restart@example.com'), KEY);
    expect(replayed.status).toBe(200);
    // Fresh tokens, for the same account.
    expect(await subjects(second, await replayed.text())).toEqual(await subjects(second, body));
    expect(second.store.countUsers()).toBe(1);

    now += DEFAULT_IDEMPOTENCY_TTL_MS + 1;
    const late = await post(second, 'user/', payload('restart@example.com'), KEY);
    expect(late.status).toBe(409);
    expect(second.idempotencyStore.count()).toBe(0);
  });

  it('keeps no key of a sign-up that failed: its retry creates the account', async () => {
    const ub = start(mkdtempSync(join(tmpdir(), 'ub-')));
    vi.spyOn(ub.store, 'insertUser').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post(ub, 'user/', payload('flaky@example.com'), KEY)).status).toBe(500);
    expect(ub.idempotencyStore.count()).toBe(0);
    const retried = await post(ub, 'user/', payload('flaky@example.com'), KEY);
    expect(retried.status).toBe(200);
    expect(ub.store.countUsers()).toBe(1);
  });

  it('stores nothing for a refused sign-up and answers a repeat the same way', async () => {
    const ub = start(mkdtempSync(join(tmpdir(), 'ub-')));
    expect((await post(ub, 'user/', payload('taken@example.com'))).status).toBe(200);
    const refused = await post(ub, 'user/', payload('taken@example.com'), KEY);
    expect(refused.status).toBe(409);
    expect((await post(ub, 'user/', payload('taken@example.com'), KEY)).status).toBe(409);
    // Nothing was kept under the key, so another body is a new request, not a conflicting one.
    expect((await post(ub, 'user/', payload('not-an-address'), KEY)).status).toBe(400);
    expect(ub.idempotencyStore.count()).toBe(0);
  });

  it('never creates the account twice when two processes get the same key at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ub-'));
    const [one, two] = [start(dataDir), start(dataDir)];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(i % 2 ? two : one, 'user/', payload('twice@example.com'), KEY)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const bodies = await Promise.all(answers.map((a) => a.text()));
    const accounts = await Promise.all(bodies.map((body) => subjects(one, body)));
    expect(new Set(accounts.map((pair) => pair.join()))).toEqual(new Set([accounts[0]!.join()]));
    expect(one.store.countUsers()).toBe(1);
  });

  it('keeps no token and no plain hash of the body in its table; a replay gets fresh, valid tokens', async () => {
    const ub = start(mkdtempSync(join(tmpdir(), 'ub-')));
    const body = payload('rest@example.com', { AutogeneratePassword: false, Password: 'hush-hush-77' });
    const first = (await (await post(ub, 'user/', body, KEY)).json()) as { jwt: string; ssojwt: string };
    const rows = ub.store.db.prepare('SELECT * FROM idempotency_answers').all() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows);
    for (const secret of [first.jwt, first.ssojwt, 'hush-hush-77']) expect(raw).not.toContain(secret);
    // Nor any signed token at all, nor the unkeyed hash an attacker could test passwords against.
    expect(raw).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    const canonical = JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1))));
    for (const plain of [canonical, `POST user\n${canonical}`]) {
      expect(raw).not.toContain(createHash('sha256').update(plain).digest('hex'));
    }
    expect(JSON.parse(String(rows[0]!.body))).toEqual({ userId: expect.any(String) });

    const replayed = await post(ub, 'user/', body, KEY);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const again = (await replayed.json()) as { jwt: string; ssojwt: string };
    expect(again.ssojwt).not.toBe(first.ssojwt);
    const validated = await post(
      ub,
      'auth/ssoValidate/',
      { ssojwt: again.ssojwt },
      { authorization: `Bearer ${again.jwt}` },
    );
    expect(validated.status).toBe(200);
    expect(await subjects(ub, JSON.stringify(again))).toEqual(await subjects(ub, JSON.stringify(first)));
  });
});

/** The account ids the tokens of a sign-up answer belong to. */
async function subjects(ub: Userbase, body: string): Promise<string[]> {
  const { jwt, ssojwt } = JSON.parse(body) as { jwt: string; ssojwt: string };
  return Promise.all([ub.tokens.verify(jwt), ub.tokens.verify(ssojwt)].map(async (claims) => (await claims).sub));
}

describe('ssoTokenFromBody', () => {
  const token = 'aaa.bbb.ccc';
  it('reads {"ssojwt"}, {"token"}, a JSON string or the bare token', () => {
    expect(ssoTokenFromBody(JSON.stringify({ ssojwt: token }))).toBe(token);
    expect(ssoTokenFromBody(JSON.stringify({ token }))).toBe(token);
    expect(ssoTokenFromBody(JSON.stringify(token))).toBe(token);
    expect(ssoTokenFromBody(` ${token}\n`)).toBe(token);
  });
  it('finds nothing in an empty body or a non-token', () => {
    expect(ssoTokenFromBody('')).toBeUndefined();
    expect(ssoTokenFromBody('{"ssojwt": 5}')).toBeUndefined();
    expect(ssoTokenFromBody('hello world')).toBeUndefined();
  });
});

describe('deeply nested bodies', () => {
  // 4,000 levels fit in 8 kB, under the 16 KiB limit; a recursive walk of the parsed body (the
  // idempotency hash, a schema check) would exhaust the stack: refused before any is parsed.
  const deep = (depth: number) => `{"Email": ${'['.repeat(depth)}1${']'.repeat(depth)}}`;

  it.each([
    ['user/', { 'idempotency-key': 'deep-body-key-1' }],
    ['buy/', { 'idempotency-key': 'deep-body-key-2' }],
    ['affiliate/clickbank/', {}],
  ])('%s answers 400 to a body nested thousands of levels deep', async (path, headers) => {
    const ub = createUserbase({ dataDir: mkdtempSync(join(tmpdir(), 'ub-deep-')), scryptCost: FAST });
    try {
      for (const depth of [4_000, 8_000]) {
        const response = await post(ub, path, deep(depth), headers);
        expect(response.status, `${path} at depth ${depth}`).toBe(400);
        expect(JSON.stringify(await response.json())).toMatch(/levels deep/);
      }
    } finally {
      ub.close();
    }
  });
});
