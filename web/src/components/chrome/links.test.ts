import { describe, expect, it } from 'vitest';
import { linkHref, webappDestinationHref, webappLinks } from './links';

describe('linkHref', () => {
  it('prefixes site paths with the page language, English unprefixed', () => {
    expect(linkHref({ href: '/pricing/plans/' }, 'fr')).toBe('/fr/pricing/plans/');
    expect(linkHref({ href: '/pricing/plans/' }, 'en')).toBe('/pricing/plans/');
  });
  it('keeps a link into another language in that language', () => {
    expect(linkHref({ href: '/', language: 'es' }, 'fr')).toBe('/es/');
    expect(linkHref({ href: '/', language: 'en' }, 'fr')).toBe('/');
  });
  it('leaves full addresses alone', () => {
    expect(linkHref({ href: 'https://example.org/x' }, 'fr')).toBe('https://example.org/x');
    expect(linkHref({ href: 'mailto:help@example.org' }, 'es')).toBe('mailto:help@example.org');
  });
});

describe('webappLinks', () => {
  it('carries lang and lib set to the page language', () => {
    expect(webappLinks('/embedded/webapp/', 'es')).toEqual({
      login: '/embedded/webapp/login/?lang=es&lib=es',
      account: '/embedded/webapp/account/?lang=es&lib=es',
      signup: '/embedded/webapp/signup/?lang=es&lib=es',
    });
  });
});

describe('webappDestinationHref', () => {
  it('adds lang and lib to a web-app path', () => {
    expect(webappDestinationHref('/embedded/webapp/', 'doc/business-plan-D99', 'fr')).toBe(
      '/embedded/webapp/doc/business-plan-D99?lang=fr&lib=fr',
    );
    expect(webappDestinationHref('https://app.example.com/', 'search/?t=loan', 'en')).toBe(
      'https://app.example.com/search/?t=loan&lang=en&lib=en',
    );
  });
  it('refuses a destination off the web application', () => {
    expect(() => webappDestinationHref('/embedded/webapp/', '//evil.example/x', 'en')).toThrow();
  });
});
