// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIES, getCookie, setCookie, ssoToken } from './cookies';
import { clearCookies } from './test-kit';

let writes: string[] = [];
const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

beforeEach(() => {
  clearCookies();
  writes = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    },
  });
});

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
});

const DAY_MS = 24 * 60 * 60 * 1000;

function expiresInDays(write: string): number {
  const expires = /expires=([^;]+)/i.exec(write)?.[1];
  return Math.round((Date.parse(expires!) - Date.now()) / DAY_MS);
}

describe('cookies (names and lifetimes)', () => {
  it.each([
    ['email', 'b_email', 1],
    ['userId', 'b_userId', 1],
    ['ssoJwt', 'p_ssojwt', 30],
    ['localization', 'b_localization', 30],
    ['search', 'b_search', 30],
    ['document', 'b_document', 1],
    ['sourceCustom', 'b_source-custom', 30],
    ['eftid', 'b_eftid', 30],
  ] as const)('%s is %s for %i days, site-wide, SameSite=Lax', (key, name, days) => {
    expect(COOKIES[key]).toEqual({ name, days });
    setCookie(key, 'v a;l');
    const write = writes.at(-1)!;
    expect(write.startsWith(`${name}=`)).toBe(true);
    expect(expiresInDays(write)).toBe(days);
    expect(write).toMatch(/;\s*path=\//i);
    expect(write).toMatch(/;\s*samesite=lax/i);
    expect(write).not.toMatch(/;\s*secure/i);
    expect(getCookie(key)).toBe('v a;l');
  });

  it('reads either kind of single-sign-on cookie', () => {
    expect(ssoToken()).toBeNull();
    document.cookie = 'ssojwt=from-webapp; path=/';
    expect(ssoToken()).toBe('from-webapp');
    setCookie('ssoJwt', 'from-site');
    expect(ssoToken()).toBe('from-site');
  });
});
