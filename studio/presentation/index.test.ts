import { describe, expect, it } from 'vitest';
import { locations, mainDocuments } from './index';

type Resolve = (value: Record<string, unknown> | null) => unknown;
const resolve = (type: keyof typeof locations, value: Record<string, unknown> | null) =>
  (locations[type].resolve as Resolve)(value);

describe('presentation locations', () => {
  it('selects the fields the resolvers read', () => {
    expect(locations.landingPage.select).toMatchObject({ path: 'path', language: 'language' });
    expect(locations.homePage.select).toMatchObject({ language: 'language' });
    expect(locations.legalDocument.select).toEqual({ documentType: 'documentType', language: 'language' });
  });

  it('lists the page of each kind of document, in each language', () => {
    expect(resolve('landingPage', { path: '/docs/x/', language: 'fr', title: 'Modèles' })).toEqual({
      locations: [{ title: 'Modèles', href: '/fr/docs/x/' }],
    });
    expect(resolve('landingPage', { path: '/docs/x/', language: 'en', title: null })).toEqual({
      locations: [{ title: '/docs/x/', href: '/docs/x/' }],
    });
    expect(resolve('homePage', { language: 'de', heading: 'Vorlagen' })).toEqual({
      locations: [{ title: 'Vorlagen', href: '/de/' }],
    });
    expect(resolve('legalDocument', { documentType: 'refundPolicy', language: 'en' })).toEqual({
      locations: [{ title: 'Refund Policy (English)', href: '/company/refund-policy/' }],
    });
  });

  it('says what is missing instead of a broken link', () => {
    for (const type of ['landingPage', 'homePage', 'legalDocument'] as const) {
      expect(resolve(type, null)).toMatchObject({ tone: 'caution' });
    }
  });
});

describe('presentation main documents', () => {
  it('routes home, legal and landing pages in that order (the first matching route wins)', () => {
    expect(mainDocuments.map((resolver) => resolver.route)).toEqual([
      ['/', '/:language(de|es|fr|it|pt)'],
      ['/company/:page', '/:language(de|es|fr|it|pt)/company/:page'],
      '/:segments+',
    ]);
    const context = (path: string) => ({ origin: 'https://site.example', params: {}, path });
    const [home, legal, landing] = mainDocuments.map((resolver) => resolver.resolve!);
    expect(home!(context('/pt/'))?.params).toEqual({ language: 'pt' });
    expect(legal!(context('/company/privacy-policy/'))?.params).toEqual({
      documentType: 'privacyPolicy',
      language: 'en',
    });
    expect(landing!(context('/fr/lp/offer/'))?.params).toEqual({ path: '/lp/offer/', language: 'fr' });
    // A page of the code (/search/) is asked for too; no landing document has its address.
    expect(landing!(context('/search/'))?.params).toEqual({ path: '/search/', language: 'en' });
  });
});
