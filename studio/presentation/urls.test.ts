import { describe, expect, it } from 'vitest';
import {
  homePageQuery,
  homePageUrl,
  landingPageQuery,
  landingPageUrl,
  legalDocumentLocations,
  legalDocumentQuery,
  splitLocale,
} from './urls';

describe('where a document is shown', () => {
  it('landing page: English without a prefix, French and Spanish with theirs', () => {
    expect(landingPageUrl('/docs/ab/15.10.24/01/', 'en')).toBe('/docs/ab/15.10.24/01/');
    expect(landingPageUrl('/docs/ab/15.10.24/01/', 'fr')).toBe('/fr/docs/ab/15.10.24/01/');
    expect(landingPageUrl('/l/free/', 'es')).toBe('/es/l/free/');
  });

  it('landing page without a usable address or language: nowhere', () => {
    expect(landingPageUrl(undefined, 'en')).toBeNull();
    expect(landingPageUrl('docs/x', 'en')).toBeNull();
    expect(landingPageUrl('/fr/docs/x/', 'fr')).toBeNull();
    // Landing layouts exist in en, fr and es only.
    expect(landingPageUrl('/docs/x/', 'de')).toBeNull();
    expect(landingPageUrl('/docs/x/', null)).toBeNull();
  });

  it('home page: one per language', () => {
    expect(homePageUrl('en')).toBe('/');
    expect(['de', 'es', 'fr', 'it', 'pt'].map(homePageUrl)).toEqual(['/de/', '/es/', '/fr/', '/it/', '/pt/']);
    expect(homePageUrl('nl')).toBeNull();
  });

  it('legal text: its company page in its language, plus the frame and dark pages where they exist', () => {
    expect(legalDocumentLocations('eula', 'en').map((l) => l.href)).toEqual([
      '/company/eula/',
      '/company/eula/?theme=dark',
    ]);
    expect(legalDocumentLocations('affiliateAgreement', 'de').map((l) => l.href)).toEqual([
      '/de/company/affiliate-agreement/',
    ]);
    expect(legalDocumentLocations('termsOfUse', 'fr').map((l) => l.href)).toEqual([
      '/fr/company/terms-of-use/',
      '/fr/company/terms-of-use-frame/',
    ]);
    expect(legalDocumentLocations('privacyPolicy', 'pt').map((l) => l.href)).toEqual([
      '/pt/company/privacy-policy/',
      '/pt/company/privacy-policy-frame/',
    ]);
    expect(legalDocumentLocations('cookiePolicy', 'it')[0]).toEqual({
      title: 'Cookie Policy (Italiano)',
      href: '/it/company/cookie-policy/',
    });
    expect(legalDocumentLocations('refundPolicy', 'es').map((l) => l.href)).toEqual(['/es/company/refund-policy/']);
    expect(legalDocumentLocations('unknown', 'en')).toEqual([]);
    expect(legalDocumentLocations('eula', 'xx')).toEqual([]);
  });
});

describe('which document a page shows', () => {
  it('splits the language off a path', () => {
    expect(splitLocale('/fr/docs/x/')).toEqual({ language: 'fr', path: '/docs/x/' });
    expect(splitLocale('/docs/x')).toEqual({ language: 'en', path: '/docs/x/' });
    expect(splitLocale('/')).toEqual({ language: 'en', path: '/' });
    expect(splitLocale('/de')).toEqual({ language: 'de', path: '/' });
  });

  it('home pages', () => {
    expect(homePageQuery('/')).toMatchObject({ params: { language: 'en' } });
    expect(homePageQuery('/it/')).toEqual({
      filter: '_type == "homePage" && language == $language',
      params: { language: 'it' },
    });
    expect(homePageQuery('/docs/')).toBeUndefined();
  });

  it('legal pages, their frame pages included', () => {
    expect(legalDocumentQuery('/company/eula/')?.params).toEqual({ documentType: 'eula', language: 'en' });
    expect(legalDocumentQuery('/fr/company/terms-of-use-frame/')?.params).toEqual({
      documentType: 'termsOfUse',
      language: 'fr',
    });
    expect(legalDocumentQuery('/company/nothing/')).toBeUndefined();
  });

  it('landing pages, by address and language', () => {
    expect(landingPageQuery('/es/docs/ab/15.10.24/01/')).toEqual({
      filter: '_type == "landingPage" && path == $path && language == $language',
      params: { path: '/docs/ab/15.10.24/01/', language: 'es' },
    });
    expect(landingPageQuery('/docs/free-demo')?.params).toEqual({ path: '/docs/free-demo/', language: 'en' });
    expect(landingPageQuery('/de/docs/x/')).toBeUndefined();
    expect(landingPageQuery('/Docs/X/')).toBeUndefined();
  });
});
