import { describe, expect, it } from 'vitest';
import { isLocale, localizedPath } from './routing';

describe('localizedPath', () => {
  it('leaves English unprefixed and prefixes the other languages', () => {
    expect(localizedPath('/docs/free-demo/', 'en')).toBe('/docs/free-demo/');
    expect(localizedPath('/docs/demo/', 'fr')).toBe('/fr/docs/demo/');
    expect(localizedPath('/', 'de')).toBe('/de/');
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('company/eula/', 'pt')).toBe('/pt/company/eula/');
  });
});

describe('isLocale', () => {
  it('knows exactly the six site languages', () => {
    expect(['en', 'de', 'es', 'fr', 'it', 'pt'].every(isLocale)).toBe(true);
    expect(isLocale('nl')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
