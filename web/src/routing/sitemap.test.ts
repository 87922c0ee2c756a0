import { describe, expect, it } from 'vitest';
import { sitemapEntries } from './sitemap';

const ORIGIN = 'https://www.example.com';

describe('sitemapEntries', () => {
  it('lists each language of a page with every version as an alternate and English as the default', () => {
    const entries = sitemapEntries(
      [
        { path: '/features/', locale: 'fr' },
        { path: '/features/', locale: 'en' },
        { path: '/features/', locale: 'de' },
      ],
      ORIGIN,
    );
    expect(entries.map((e) => e.url)).toEqual([
      'https://www.example.com/features/',
      'https://www.example.com/de/features/',
      'https://www.example.com/fr/features/',
    ]);
    const languages = {
      en: 'https://www.example.com/features/',
      de: 'https://www.example.com/de/features/',
      fr: 'https://www.example.com/fr/features/',
      'x-default': 'https://www.example.com/features/',
    };
    for (const entry of entries) expect(entry.alternates?.languages).toEqual(languages);
  });

  it('writes the home page of a language as /xx/ and names no default where English is missing', () => {
    const entries = sitemapEntries(
      [
        { path: '/', locale: 'es' },
        { path: '/', locale: 'pt' },
      ],
      ORIGIN,
    );
    expect(entries.map((e) => e.url)).toEqual(['https://www.example.com/es/', 'https://www.example.com/pt/']);
    expect(entries[0]!.alternates?.languages).toEqual({
      es: 'https://www.example.com/es/',
      pt: 'https://www.example.com/pt/',
    });
  });

  it('lists a page given twice once', () => {
    const entries = sitemapEntries(
      [
        { path: '/apps/', locale: 'en' },
        { path: '/apps/', locale: 'en' },
      ],
      ORIGIN,
    );
    expect(entries).toHaveLength(1);
  });
});
