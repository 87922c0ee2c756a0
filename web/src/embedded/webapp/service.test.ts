import { describe, expect, it, vi } from 'vitest';
import { createWebapp, isWellFormedToken, MAX_TOKEN_LENGTH, SESSION_COOKIE, type UserbaseFetch } from './service';

const BASE = '/embedded/webapp/';
const ORIGIN = 'http://127.0.0.1:3000';
const GOOD = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmVk';

/**
 * A userbase that knows one token (GOOD, user u-1) and builds its headers the way fetch does,
 * so a value no header can carry throws here as it would on the wire.
 */
function fakeUserbase() {
  return vi.fn<UserbaseFetch>(async (path, init) => {
    const headers = new Headers(init?.headers);
    const known = headers.get('authorization') === `Bearer ${GOOD}`;
    if (path === 'auth/ssoValidate/') {
      return known ? Response.json({ u: { sub: 'u-1' } }) : Response.json({ error: 'invalid token' }, { status: 401 });
    }
    if (path === 'account/get/u-1' && known) {
      return Response.json({ account: { userId: 'u-1', userEmail: 'ada@example.com' } });
    }
    return Response.json({ error: 'no' }, { status: 401 });
  });
}

function setUp() {
  const userbase = fakeUserbase();
  const webapp = createWebapp({ publicBase: BASE, userbase });
  const get = (subpath: string, query: string, headers: Record<string, string> = {}) =>
    webapp(new Request(`${ORIGIN}${BASE}${subpath}${query}`, { headers }), subpath);
  return { userbase, get };
}

/** Tokens that are not the userbase's shape; each is sent percent-encoded in the query. */
const MALFORMED: Array<[string, string]> = [
  ['a NUL', `${GOOD}\u0000`],
  ['a NUL alone', '\u0000'],
  ['a newline inside', GOOD.replace('.', '\n.')],
  ['a DEL', `${GOOD}\u007f`],
  ['a C1 control', `${GOOD}\u0085`],
  ['an accented letter', `${GOOD}é`],
  ['a non-Latin script', 'токен.токен.токен'],
  ['an emoji', `${GOOD}🙂`],
  ['an over-long token', `${GOOD}${'a'.repeat(MAX_TOKEN_LENGTH)}`],
  ['two parts', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ'],
  ['four parts', `${GOOD}.extra`],
  ['an empty part', 'eyJhbGciOiJIUzI1NiJ9..c2lnbmVk'],
  ['a space inside', GOOD.replace('.', ' .')],
  ['base64 padding and plus', 'eyJ+bGc=.eyJ/dWI=.c2ln'],
  ['markup', '<script>alert(1)</script>'],
];

describe('isWellFormedToken', () => {
  it('accepts the compact-JWT shape up to the length limit', () => {
    expect(isWellFormedToken(GOOD)).toBe(true);
    const long = `a.b.${'c'.repeat(MAX_TOKEN_LENGTH - 4)}`;
    expect(long).toHaveLength(MAX_TOKEN_LENGTH);
    expect(isWellFormedToken(long)).toBe(true);
  });

  it.each(MALFORMED)('refuses a token with %s', (_label, token) => {
    expect(isWellFormedToken(token)).toBe(false);
  });

  it('refuses a lone surrogate', () => {
    expect(isWellFormedToken(`${GOOD}\ud800`)).toBe(false);
  });
});

describe('the hand-off with a malformed token', () => {
  it.each(MALFORMED)(
    'answers a token with %s with the 401 invalid-link page, asking the userbase nothing',
    async (_label, token) => {
      const { userbase, get } = setUp();
      const response = await get('sso/', `?ssotoken=${encodeURIComponent(token)}&lang=fr`);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.getSetCookie()).toEqual([]);
      const page = await response.text();
      expect(page).toContain('<html lang="fr">');
      expect(page).toContain('Sign-in link not valid');
      expect(page).toMatch(/not valid or has expired/);
      expect(userbase).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['an encoded NUL', '%00'],
    ['bytes that are not UTF-8', `${GOOD}%FF%FE`],
    ['a surrogate encoded as UTF-8', `${GOOD}%ED%A0%80`],
    ['an encoded line break', `${GOOD}%0D%0ASet-Cookie:%20x=1`],
  ])('answers a raw query with %s with 401', async (_label, raw) => {
    const { userbase, get } = setUp();
    const response = await get('sso/', `?ssotoken=${raw}`);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain('Sign-in link not valid');
    expect(userbase).not.toHaveBeenCalled();
  });

  it('answers the same on any app path that carries the token', async () => {
    const { get } = setUp();
    const response = await get('search/', `?t=plan&ssotoken=${encodeURIComponent(`${GOOD}\u0000`)}`);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Sign-in link not valid');
  });

  it('still signs in with a well-formed token the userbase knows, and still answers 400 without a token', async () => {
    const { get } = setUp();
    const entry = await get('sso/', `?ssotoken=${GOOD}&entryPoint=docs`);
    expect(entry.status).toBe(303);
    expect(entry.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect((await get('sso/', '?ssotoken=%20')).status).toBe(400);
  });

  it('answers a well-formed token the userbase refuses with 401', async () => {
    const { userbase, get } = setUp();
    const response = await get('sso/', '?ssotoken=eyJhbGciOiJIUzI1NiJ9.e30.Zm9yZ2Vk');
    expect(response.status).toBe(401);
    expect(userbase).toHaveBeenCalledTimes(1);
  });
});

describe('a malformed session cookie', () => {
  const cookies: Array<[string, string]> = [
    ['a broken percent escape', '%E0%A4%A'],
    ['an encoded NUL', encodeURIComponent(`${GOOD}\u0000`)],
    ['encoded non-ASCII', encodeURIComponent(`${GOOD}é`)],
    ['a wrong shape', 'not-a-token'],
  ];

  it.each(cookies)(
    'with %s is no session: 401 on the account and welcome pages, signed out elsewhere',
    async (_label, value) => {
      const { userbase, get } = setUp();
      const cookie = { cookie: `${SESSION_COOKIE}=${value}` };
      for (const subpath of ['account/', 'welcome/']) {
        const response = await get(subpath, '', cookie);
        expect(response.status, subpath).toBe(401);
        expect(await response.text(), subpath).toContain('Not signed in');
      }
      const place = await get('doc/42/', '', cookie);
      expect(place.status).toBe(200);
      expect(await place.text()).toContain('data-testid="signed-out"');
      expect(userbase).not.toHaveBeenCalled();
    },
  );
});
