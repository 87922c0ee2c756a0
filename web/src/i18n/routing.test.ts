import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, isLocale, languageCookieScope, localizedPath } from './routing';

describe('localizedPath', () => {
  it.each([
    ['/docs/free-demo/', 'en', '/docs/free-demo/'],
    ['/docs/demo/', 'fr', '/fr/docs/demo/'],
    ['/', 'de', '/de/'],
    ['/', 'en', '/'],
    ['company/eula/', 'pt', '/pt/company/eula/'],
  ] as const)(
    'leaves English unprefixed and prefixes the other languages: %s in %s is %s',
    (path, locale, localized) => {
      expect(localizedPath(path, locale)).toBe(localized);
    },
  );
});

describe('isLocale', () => {
  it('knows exactly the six site languages', () => {
    expect(['en', 'de', 'es', 'fr', 'it', 'pt'].every(isLocale)).toBe(true);
    expect(isLocale('nl')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('languageCookieScope', () => {
  it('keeps the cookie on the page’s own host for a year without a parent domain', () => {
    expect(languageCookieScope('www.example.com', undefined)).toEqual({ days: 365 });
    expect(LANGUAGE_COOKIE.days).toBe(365);
  });

  it('puts it on the parent domain for 30 days when the host is the domain or under it', () => {
    expect(languageCookieScope('www.example.com', 'example.com')).toEqual({ domain: 'example.com', days: 30 });
    expect(languageCookieScope('example.com', 'example.com')).toEqual({ domain: 'example.com', days: 30 });
    expect(languageCookieScope('WWW.Example.com:8443', 'example.com')).toEqual({ domain: 'example.com', days: 30 });
  });

  it('never on a domain the host does not belong to (a browser would refuse it)', () => {
    expect(languageCookieScope('notexample.com', 'example.com')).toEqual({ days: 365 });
    expect(languageCookieScope('127.0.0.1:3000', 'example.com')).toEqual({ days: 365 });
    expect(languageCookieScope('example.com.evil.net', 'example.com')).toEqual({ days: 365 });
  });
});
