import { describe, expect, it } from 'vitest';
import { isLocale, localizedPath } from './routing';

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
