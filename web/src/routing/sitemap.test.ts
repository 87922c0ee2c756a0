import { describe, expect, it } from 'vitest';
import { indexedContentPages, sitemapEntries } from './sitemap';

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

describe('indexedContentPages', () => {
  it('keeps pages, articles and posts, and leaves out noindex pages, landing pages and later list pages', () => {
    const pages = indexedContentPages([
      { kind: 'page', path: '/features/', locale: 'de' },
      { kind: 'page', path: '/docs/', locale: 'de', noindex: true },
      { kind: 'page', path: '/l/', locale: 'pt', noindex: true },
      { kind: 'page', path: '/apps/', locale: 'it', noindex: false },
      { kind: 'landingPage', path: '/docs/', locale: 'en', noindex: true },
      { kind: 'landingPage', path: '/docs/free-demo/', locale: 'fr' },
      { kind: 'newsArticle', path: '/company/newsroom/cloud-drive/', locale: 'en' },
      { kind: 'post', path: '/blog/choosing-a-contract/', locale: 'en' },
      { kind: 'listPage', path: '/blog/page/2/', locale: 'en' },
    ]);
    expect(pages).toEqual([
      { path: '/features/', locale: 'de' },
      { path: '/apps/', locale: 'it' },
      { path: '/company/newsroom/cloud-drive/', locale: 'en' },
      { path: '/blog/choosing-a-contract/', locale: 'en' },
    ]);
  });
});
