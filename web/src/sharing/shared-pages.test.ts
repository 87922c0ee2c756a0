import { describe, expect, it, vi } from 'vitest';

// Absolute addresses start with the configured public origin (SITE_URL).
vi.mock('@/env', async (original) => ({
  ...(await original<typeof import('@/env')>()),
  siteUrl: () => 'https://www.paperwise.example',
}));

const { homeShare, legalShare, shareMetadataOf, sharedPageAt } = await import('./shared-pages');

/** The share tags of a page of the bundled content, as the page's metadata writes them. */
async function metadataAt(locale: Parameters<typeof sharedPageAt>[0], segments: string[]) {
  const page = await sharedPageAt(locale, segments);
  if (!page) throw new Error(`no shared page at /${locale}/${segments.join('/')}`);
  const metadata = await shareMetadataOf(page);
  return { page, metadata, og: metadata.openGraph as Record<string, unknown> };
}

describe('the share subjects of the bundled content', () => {
  it('home pages: the product title, the hero headline on the image, the content’s description', async () => {
    const home = await homeShare('de');
    expect(home).toMatchObject({ locale: 'de', path: '/', absoluteTitle: true });
    expect(home?.title).toMatch(/^Paperwise™ /);
    expect(home?.imageTitle).toBe('Alle Geschäftsdokumente, die Sie brauchen – in Minuten fertig');
    // The home page's own search-result text, as the content writes it.
    expect(home?.description).toMatch(/^Fertige Geschäfts- und Rechtsvorlagen/);
    const { og } = await metadataAt('fr', []);
    expect(og).toMatchObject({ url: 'https://www.paperwise.example/fr/', locale: 'fr_FR', type: 'website' });
  });

  it('pages: their title and description, in their language', async () => {
    const { page, metadata, og } = await metadataAt('de', ['features']);
    expect(page.title).toBe('Funktionen: das Komplettpaket für Ihre Unternehmensführung');
    expect(metadata.title).toBe(page.title);
    expect(metadata.description).toMatch(/^Dashboard, Personalverwaltung/);
    expect(og).toMatchObject({
      type: 'website',
      url: 'https://www.paperwise.example/de/features/',
      locale: 'de_DE',
      siteName: 'Paperwise',
      images: [expect.objectContaining({ url: 'https://www.paperwise.example/og/de/features/image.png' })],
    });
  });

  it('the later pages of the blog list: the list page’s title with the page number', async () => {
    const { page, og } = await metadataAt('en', ['blog', 'page', '2']);
    expect(page.title).toMatch(/ – page 2$/);
    expect(og.url).toBe('https://www.paperwise.example/blog/page/2/');
  });

  it('newsroom articles and blog posts: articles with their day, the day above the image headline', async () => {
    const news = await metadataAt('en', ['company', 'newsroom', '3000-templates']);
    expect(news.og).toMatchObject({ type: 'article', publishedTime: '2023-05-16' });
    expect(news.page.kicker).toBe('May 16, 2023');
    const post = await metadataAt('en', ['blog', 'choosing-a-contract-template']);
    expect(post.og).toMatchObject({
      type: 'article',
      publishedTime: '2026-03-10',
      authors: ['Maya Lindqvist'],
      title: 'How to choose the right contract template',
      url: 'https://www.paperwise.example/blog/choosing-a-contract-template/',
    });
  });

  it('legal texts: their title in the language, an opening of their preamble as description', async () => {
    const eula = await legalShare('eula', 'de');
    expect(eula).toMatchObject({ title: 'Endbenutzer-Lizenzvertrag', path: '/company/eula/' });
    expect(eula?.description?.length).toBeGreaterThan(40);
    expect(eula?.description?.length).toBeLessThanOrEqual(160);
    const { og } = await metadataAt('es', ['company', 'eula']);
    expect(og).toMatchObject({ url: 'https://www.paperwise.example/es/company/eula/', locale: 'es_ES' });
  });

  it('has no share image for landing pages, the search page or unknown paths', async () => {
    expect(await sharedPageAt('en', ['docs', 'free-demo'])).toBeNull();
    expect(await sharedPageAt('fr', ['docs'])).toBeNull();
    expect(await sharedPageAt('en', ['search'])).toBeNull();
    expect(await sharedPageAt('en', ['no-such-page'])).toBeNull();
    expect(await sharedPageAt('en', ['blog', 'page', '99'])).toBeNull();
  });
});
