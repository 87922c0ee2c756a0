import { describe, expect, it } from 'vitest';
import { LOCALES } from '@paperwise/schemas/locales';
import { OG_LOCALES, excerpt, shareImagePath, shareMetadata, sharedPageOf, type ShareSubject } from './share-metadata';

const SITE = { origin: 'https://www.paperwise.example', siteName: 'Paperwise' };

/** The tags a subject gets, as plain objects (Next's Metadata types are wide unions). */
function tags(subject: ShareSubject) {
  const metadata = shareMetadata(subject, SITE);
  return {
    metadata,
    og: metadata.openGraph as Record<string, unknown> & { images: Array<Record<string, unknown>> },
    twitter: metadata.twitter as Record<string, unknown> & { images: Array<Record<string, unknown>> },
  };
}

describe('shareMetadata', () => {
  it('gives a page its title, description, canonical address, Open Graph and Twitter tags', () => {
    const { metadata, og, twitter } = tags({
      locale: 'fr',
      path: '/features/',
      title: 'Fonctionnalités',
      description: 'Tout ce que Paperwise fait pour vous.',
    });
    expect(metadata.title).toBe('Fonctionnalités');
    expect(metadata.description).toBe('Tout ce que Paperwise fait pour vous.');
    expect(metadata.alternates).toEqual({ canonical: 'https://www.paperwise.example/fr/features/' });
    expect(og).toMatchObject({
      type: 'website',
      title: 'Fonctionnalités',
      description: 'Tout ce que Paperwise fait pour vous.',
      url: 'https://www.paperwise.example/fr/features/',
      siteName: 'Paperwise',
      locale: 'fr_FR',
    });
    expect(og.images).toEqual([
      {
        url: 'https://www.paperwise.example/og/fr/features/image.png',
        width: 1200,
        height: 630,
        alt: 'Fonctionnalités',
        type: 'image/png',
      },
    ]);
    expect(twitter).toEqual({
      card: 'summary_large_image',
      title: 'Fonctionnalités',
      description: 'Tout ce que Paperwise fait pour vous.',
      images: [{ url: 'https://www.paperwise.example/og/fr/features/image.png', alt: 'Fonctionnalités' }],
    });
  });

  it('writes English addresses without a prefix, the home page included', () => {
    const { metadata, og } = tags({ locale: 'en', path: '/', title: 'Paperwise™ Platform', absoluteTitle: true });
    expect(metadata.title).toEqual({ absolute: 'Paperwise™ Platform' });
    expect(og.url).toBe('https://www.paperwise.example/');
    expect(og.locale).toBe('en_US');
    expect(og.images[0]?.url).toBe('https://www.paperwise.example/og/en/image.png');
    const german = tags({ locale: 'de', path: '/', title: 'Paperwise™ Plattform', absoluteTitle: true });
    expect(german.og.url).toBe('https://www.paperwise.example/de/');
    expect(german.og.images[0]?.url).toBe('https://www.paperwise.example/og/de/image.png');
  });

  it('marks dated documents as articles with their publication day and authors', () => {
    const { og } = tags({
      locale: 'en',
      path: '/blog/choosing-a-contract/',
      title: 'Choosing a contract',
      description: 'How to pick one.',
      type: 'article',
      publishedTime: '2025-03-14',
      authors: ['Ana Ruiz'],
    });
    expect(og).toMatchObject({
      type: 'article',
      publishedTime: '2025-03-14',
      authors: ['Ana Ruiz'],
      url: 'https://www.paperwise.example/blog/choosing-a-contract/',
    });
    const news = tags({ locale: 'en', path: '/company/newsroom/x/', title: 'X', type: 'article', publishedTime: null });
    expect(news.og.type).toBe('article');
    expect(news.og.publishedTime).toBeUndefined();
    expect(news.og.authors).toBeUndefined();
  });

  it('describes the image by its own headline where it differs from the title', () => {
    const { og, twitter } = tags({ locale: 'en', path: '/', title: 'Paperwise™', imageTitle: 'Every document' });
    expect(og.title).toBe('Paperwise™');
    expect(og.images[0]?.alt).toBe('Every document');
    expect(twitter.images[0]?.alt).toBe('Every document');
  });

  it('leaves out an empty description instead of writing an empty tag', () => {
    const { metadata, og, twitter } = tags({ locale: 'it', path: '/company/eula/', title: 'EULA', description: '  ' });
    expect(metadata.description).toBeUndefined();
    expect(og.description).toBeUndefined();
    expect(twitter.description).toBeUndefined();
  });

  it('maps every language to one Open Graph locale', () => {
    expect(Object.keys(OG_LOCALES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(OG_LOCALES[locale]).toMatch(new RegExp(`^${locale}_[A-Z]{2}$`));
    expect(OG_LOCALES).toMatchObject({ de: 'de_DE', es: 'es_ES', pt: 'pt_PT', it: 'it_IT' });
  });
});

describe('share image addresses', () => {
  it('name the page they show, and read back', () => {
    expect(shareImagePath('/', 'en')).toBe('/og/en/image.png');
    expect(shareImagePath('/company/about/', 'pt')).toBe('/og/pt/company/about/image.png');
    expect(sharedPageOf('/og/pt/company/about/image.png')).toEqual({ locale: 'pt', segments: ['company', 'about'] });
    expect(sharedPageOf('/og/en/image.png')).toEqual({ locale: 'en', segments: [] });
  });

  it('name nothing when the language, the file name or a segment is wrong', () => {
    for (const pathname of [
      '/og/xx/image.png',
      '/og/en/features/',
      '/og/en/features/image.jpg',
      '/og/en//image.png',
      '/og/image.png',
      '/other/en/image.png',
    ])
      expect(sharedPageOf(pathname), pathname).toBeNull();
  });
});

describe('excerpt', () => {
  it('keeps short texts and cuts long ones at a word, with an ellipsis', () => {
    expect(excerpt('  A short   text. ')).toBe('A short text.');
    const long = 'word '.repeat(60);
    const cut = excerpt(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^word( word)*…$/);
  });
});
