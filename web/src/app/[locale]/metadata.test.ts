import type { Metadata } from 'next';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@paperwise/schemas/locales';
import { LEGAL_DOCUMENT_SLUGS, type LegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';

// Absolute addresses start with the configured public origin (SITE_URL).
vi.mock('@/env', async (original) => ({
  ...(await original<typeof import('@/env')>()),
  siteUrl: () => 'https://www.paperwise.example',
}));
// next/font exists only inside Next's compiler; the layout's metadata does not use the font.
vi.mock('@/styles/fonts', () => ({ inter: { variable: 'font-inter' } }));

/*
 * Every document's metadata as the routes write it, in every language of the bundled content: the
 * layout's default title, the home page, the legal texts (their pages, the -frame copies and the
 * dark EULA) and every address of the catch-all route (landing, pricing, core and company pages,
 * the blog's later list pages, newsroom articles, blog posts), with the texts of its share image.
 * Content texts may hold placeholders such as `{templates}` (content/placeholders.ts); none may
 * reach a tab title, a search result or a link preview as written.
 */
const { listContentPaths } = await import('@/content/pages');
const { sharedPageAt } = await import('@/sharing/shared-pages');
const layout = await import('./layout');
const home = await import('./page');
const catchAll = await import('./[...rest]/page');
const { legalRoute } = await import('@/page-render/legal/legal-page-module');

/** A placeholder left as written: a name in braces. */
const PLACEHOLDER = /\{\s*\w+\s*\}/;

/** Every text of a metadata object (or a share subject), with where it sits: 'openGraph.images.0.alt'. */
function texts(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object' || value instanceof URL) return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, at ? `${at}.${key}` : key));
}

/** The texts still holding a placeholder, each with where it sits. */
function placeholdersLeft(value: unknown): string[] {
  return texts(value)
    .filter(([, text]) => PLACEHOLDER.test(text))
    .map(([at, text]) => `${at}: ${text}`);
}

function expectFilled(what: string, value: unknown) {
  expect(placeholdersLeft(value), what).toEqual([]);
}

/** The tab title a metadata object gives: a plain string, or the absolute or default of a template. */
function titleOf(metadata: Metadata): string {
  const { title } = metadata;
  if (typeof title === 'string') return title;
  if (title && 'absolute' in title) return title.absolute;
  if (title && 'default' in title) return title.default;
  return '';
}

const LEGAL_ROUTES = (Object.keys(LEGAL_DOCUMENT_SLUGS) as LegalDocumentType[]).flatMap((type) => [
  { name: `${type}`, route: legalRoute(type) },
  { name: `${type} (frame)`, route: legalRoute(type, { frame: true }) },
  { name: `${type} (dark, noindex)`, route: legalRoute(type, { theme: 'dark', noindex: true }) },
]);

const CONTENT_PATHS = await listContentPaths();

describe.each(LOCALES)('the metadata in %s', (locale: Locale) => {
  const params = <T extends object>(extra: T) => ({ params: Promise.resolve({ locale, ...extra }) });

  it('the layout’s default title and the home page have every placeholder filled', async () => {
    const byLayout = await layout.generateMetadata(params({}));
    expect(titleOf(byLayout)).not.toBe('');
    expectFilled('layout', byLayout);
    const byHome = await home.generateMetadata(params({}));
    expect(titleOf(byHome)).not.toBe('');
    expectFilled('home', byHome);
    expectFilled('home share image', await sharedPageAt(locale, []));
  });

  it.each(LEGAL_ROUTES)('the legal text $name has a title and every placeholder filled', async ({ name, route }) => {
    const metadata = await route.generateMetadata(params({}));
    expect(titleOf(metadata), name).not.toBe('');
    expectFilled(name, metadata);
  });

  const paths = CONTENT_PATHS.filter((row) => row.locale === locale);

  it('the content has pages in this language', () => {
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each(paths.map((row) => [row.path, row.kind] as const))(
    '%s (%s) has a title and every placeholder filled, in the tags and on the share image',
    async (path) => {
      const rest = path.split('/').filter(Boolean);
      const metadata = await catchAll.generateMetadata(params({ rest }));
      expect(titleOf(metadata), `${locale} ${path}`).not.toBe('');
      expectFilled(`${locale} ${path}`, metadata);
      expectFilled(`${locale} ${path} share image`, await sharedPageAt(locale, rest));
    },
  );
});

describe('the check itself', () => {
  it('finds a placeholder anywhere in the tags, and nothing in filled texts', () => {
    expect(
      placeholdersLeft({ title: 'Plans', openGraph: { images: [{ alt: 'Over {templates} templates' }] } }),
    ).toEqual(['openGraph.images.0.alt: Over {templates} templates']);
    expect(placeholdersLeft({ title: { absolute: 'A { templates } page' } })).toEqual([
      'title.absolute: A { templates } page',
    ]);
    expect(
      placeholdersLeft({
        title: 'Over 3,000 templates',
        description: 'Plans {} and prices',
        base: new URL('https://x.example/{a}'),
      }),
    ).toEqual([]);
  });
});
