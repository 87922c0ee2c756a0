import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  cookiePolicyHref,
  isCookieBannerExcluded,
  shouldShowCookieBanner,
  stripLocale,
} from './cookie-consent';

describe('the consent cookie', () => {
  it('is user-cookies=1 for 30 days on the whole site', () => {
    expect(CONSENT_COOKIE).toEqual({ name: 'user-cookies', value: '1', days: 30, path: '/' });
  });
});

describe('stripLocale', () => {
  it('removes a language prefix and nothing else', () => {
    expect(stripLocale('/fr/company/contact/')).toBe('/company/contact/');
    expect(stripLocale('/es/')).toBe('/');
    expect(stripLocale('/es')).toBe('/');
    expect(stripLocale('/docs/free-demo/')).toBe('/docs/free-demo/');
    expect(stripLocale('/french/')).toBe('/french/');
  });
});

describe('isCookieBannerExcluded', () => {
  it('excludes the pricing pages in every language', () => {
    expect(isCookieBannerExcluded('/pricing/plans/')).toBe(true);
    expect(isCookieBannerExcluded('/pricing/plans/ab/save/')).toBe(true);
    expect(isCookieBannerExcluded('/pricing/thank-you/')).toBe(true);
    expect(isCookieBannerExcluded('/de/pricing/plans/save50/')).toBe(true);
  });
  it('excludes the contact and support pages in every language', () => {
    expect(isCookieBannerExcluded('/company/contact/')).toBe(true);
    expect(isCookieBannerExcluded('/company/support/')).toBe(true);
    expect(isCookieBannerExcluded('/fr/company/contact/')).toBe(true);
    expect(isCookieBannerExcluded('/es/company/support/?x=1')).toBe(true);
  });
  it('excludes the legal pages framed by the web application', () => {
    expect(isCookieBannerExcluded('/company/terms-of-use-frame/')).toBe(true);
    expect(isCookieBannerExcluded('/fr/company/privacy-policy-frame/')).toBe(true);
  });
  it('keeps the banner on every other page', () => {
    for (const path of [
      '/',
      '/fr/',
      '/docs/free-demo/',
      '/lp/ab/23.05.18/01/',
      '/l/f/',
      '/search/',
      '/company/about/',
      '/company/cookie-policy/',
      '/es/docs/demo/',
      '/supporting-docs/',
    ]) {
      expect(isCookieBannerExcluded(path), path).toBe(false);
    }
  });
});

describe('cookiePolicyHref', () => {
  it('sends French pages to the French cookie policy', () => {
    expect(cookiePolicyHref('/fr/')).toBe('/fr/company/cookie-policy/');
    expect(cookiePolicyHref('/fr/docs/demo/')).toBe('/fr/company/cookie-policy/');
  });
  it('sends every other page to the English cookie policy', () => {
    expect(cookiePolicyHref('/')).toBe('/company/cookie-policy/');
    expect(cookiePolicyHref('/es/docs/demo/')).toBe('/company/cookie-policy/');
    // 'fr' inside an English path is not French.
    expect(cookiePolicyHref('/docs/free-demo/')).toBe('/company/cookie-policy/');
    expect(cookiePolicyHref('/lp/fill-in-the-blanks/')).toBe('/company/cookie-policy/');
  });
});

describe('shouldShowCookieBanner', () => {
  it('shows only when the cookie is absent and the page is not excluded', () => {
    expect(shouldShowCookieBanner('/docs/free-demo/', undefined)).toBe(true);
    expect(shouldShowCookieBanner('/docs/free-demo/', '1')).toBe(false);
    expect(shouldShowCookieBanner('/pricing/plans/', undefined)).toBe(false);
  });
});
