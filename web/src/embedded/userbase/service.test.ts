import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from './passwords';
import { createUserbase, ssoTokenFromBody, type Userbase } from './service';

const FAST = { logN: 14, r: 8, p: 1 };
const open: Userbase[] = [];
const start = (dataDir: string) => {
  const ub = createUserbase({ dataDir, scryptCost: FAST });
  open.push(ub);
  return ub;
};
afterEach(() => {
  open.splice(0).forEach((ub) => {
    try {
      ub.close();
    } catch {
      // already closed by the test
    }
  });
});

const post = (ub: Userbase, path: string, body: unknown, headers: Record<string, string> = {}) =>
  ub.handler(
    new Request(`http://ub.test/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    path,
  );

const payload = (email: string, extra: Record<string, unknown> = {}) => ({
  Email: email,
  Password: null,
  AutogeneratePassword: true,
  Device: 'mobile',
  IpAddress: '198.51.100.4, 10.0.0.2',
  Language: 'fr',
  DocName: 'Contrat de distribution',
  CreationPage: 'www.example.com/fr/docs/demo/',
  SourceChannel: 'google',
  SourceCampaign: 'autumn',
  SourceAdGroup: 'ad-7',
  CustomTracking: 'ct',
  SourceAccount: 'acc',
  SourceKeyword: 'contrat',
  SourceQParam: 'contrat',
  SourceGuid: 'GA1.1.111.222',
  ...extra,
});

describe('the userbase', () => {
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
    expect(JSON.parse(row.traffic_source)).toEqual({
      SourceChannel: 'google',
      SourceCampaign: 'autumn',
      SourceAdGroup: 'ad-7',
      CustomTracking: 'ct',
      SourceAccount: 'acc',
      SourceKeyword: 'contrat',
      SourceQParam: 'contrat',
      SourceGuid: 'GA1.1.111.222',
    });
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
