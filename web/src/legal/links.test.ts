import { describe, expect, it } from 'vitest';
import { contactLineParts, legalDocumentTypeFromSlug, legalPagePath, resolveLegalHref } from './links';
import { legalRedirects, legalRewrites } from './routes';

describe('links in legal texts', () => {
  it('lead to the company page in the reader’s language', () => {
    expect(resolveLegalHref('/company/refund-policy/', 'en')).toBe('/company/refund-policy/');
    expect(resolveLegalHref('/company/refund-policy/', 'fr')).toBe('/fr/company/refund-policy/');
    expect(resolveLegalHref('/pricing/plans/', 'de')).toBe('/de/pricing/plans/');
    expect(resolveLegalHref('/company/eula/#section-14', 'it')).toBe('/it/company/eula/#section-14');
    expect(resolveLegalHref('/company/contact', 'pt')).toBe('/pt/company/contact/');
  });

  it('turn the short /privacy-policy/ and /cookie-policy/ into the company pages', () => {
    expect(resolveLegalHref('/privacy-policy/', 'en')).toBe('/company/privacy-policy/');
    expect(resolveLegalHref('/privacy-policy/', 'es')).toBe('/es/company/privacy-policy/');
    expect(resolveLegalHref('/cookie-policy/', 'fr')).toBe('/fr/company/cookie-policy/');
  });

  it('keep a path that already names a language, and https and mailto addresses', () => {
    expect(resolveLegalHref('/fr/company/eula/', 'de')).toBe('/fr/company/eula/');
    expect(resolveLegalHref('https://example.org/x', 'fr')).toBe('https://example.org/x');
    expect(resolveLegalHref('mailto:privacy@paperwise.example', 'fr')).toBe('mailto:privacy@paperwise.example');
  });

  it('are dropped when they could run script or leave for another host unannounced', () => {
    expect(resolveLegalHref('javascript:alert(1)', 'en')).toBeNull();
    expect(resolveLegalHref('//evil.example/', 'en')).toBeNull();
    expect(resolveLegalHref('http://plain.example/', 'en')).toBeNull();
    expect(resolveLegalHref('company/eula/', 'en')).toBeNull();
    expect(resolveLegalHref('', 'en')).toBeNull();
    expect(resolveLegalHref(undefined, 'en')).toBeNull();
  });
});

describe('contact lines', () => {
  it('make e-mail addresses and phone numbers into links', () => {
    expect(contactLineParts('Téléphone : +1 514 555 0142')).toEqual([
      { text: 'Téléphone : ' },
      { text: '+1 514 555 0142', href: 'tel:+15145550142' },
    ]);
    expect(contactLineParts('Legal notices: legal@paperwise.example')).toEqual([
      { text: 'Legal notices: ' },
      { text: 'legal@paperwise.example', href: 'mailto:legal@paperwise.example' },
    ]);
    expect(contactLineParts('Paperwise Software Inc.')).toEqual([{ text: 'Paperwise Software Inc.' }]);
    expect(contactLineParts('455 Rue des Artisans, Suite 800, Montréal (Québec) H2Y 1K4, Canada')).toHaveLength(1);
  });
});

describe('legal page paths and routing rules', () => {
  it('name each page by kind and language', () => {
    expect(legalPagePath('affiliateAgreement', 'en')).toBe('/company/affiliate-agreement/');
    expect(legalPagePath('cookiePolicy', 'fr')).toBe('/fr/company/cookie-policy/');
    expect(legalDocumentTypeFromSlug('terms-of-use')).toBe('termsOfUse');
    expect(legalDocumentTypeFromSlug('nope')).toBeNull();
  });

  it('serve ?theme=dark from the prerendered dark EULA, in every language', () => {
    const rewrites = legalRewrites();
    expect(rewrites).toContainEqual({
      source: '/company/eula/',
      has: [{ type: 'query', key: 'theme', value: 'dark' }],
      destination: '/en/company/eula/dark/',
    });
    expect(rewrites[0]!.source).toBe('/:locale(de|es|fr|it|pt)/company/eula/');
    expect(rewrites[0]!.destination).toBe('/:locale/company/eula/dark/');
  });

  it('redirect the short paths permanently', () => {
    expect(legalRedirects()).toContainEqual({
      source: '/privacy-policy/',
      destination: '/company/privacy-policy/',
      permanent: true,
    });
    expect(legalRedirects()).toContainEqual({
      source: '/:locale(de|es|fr|it|pt)/cookie-policy/',
      destination: '/:locale/company/cookie-policy/',
      permanent: true,
    });
  });
});
