// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_REFUSED_VALUE, consentChoice } from '@/lib/consent-cookie';
import {
  NO_COOKIE_BANNER_ATTRIBUTE,
  cookiePolicyHref,
  isCookieBannerExcluded,
  pageRefusesCookieBanner,
  shouldShowCookieBanner,
  stripLocale,
} from './cookie-consent';
import { updateConsent } from './consent-mode';

describe('the consent cookie', () => {
  it('is user-cookies=1 for 30 days on the whole site', () => {
    expect(CONSENT_COOKIE).toEqual({ name: 'user-cookies', value: '1', days: 30, path: '/' });
  });
});

describe('stripLocale', () => {
  it.each([
    ['/fr/company/contact/', '/company/contact/'],
    ['/es/', '/'],
    ['/es', '/'],
    ['/docs/free-demo/', '/docs/free-demo/'],
    ['/french/', '/french/'],
  ])('removes a language prefix and nothing else: %s is %s', (path, stripped) => {
    expect(stripLocale(path)).toBe(stripped);
  });
});

describe('isCookieBannerExcluded', () => {
  it.each([
    // The contact and support pages in every language.
    '/company/contact/',
    '/company/support/',
    '/fr/company/contact/',
    '/es/company/support/?x=1',
    // The legal pages framed by the web application.
    '/company/terms-of-use-frame/',
    '/fr/company/privacy-policy-frame/',
  ])('excludes %s', (path) => {
    expect(isCookieBannerExcluded(path)).toBe(true);
  });

  it.each([
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
    // Pricing pages decide through their layout preset, not their address.
    '/pricing/plans/',
    '/de/pricing/plans/save50/',
  ])('keeps the banner on %s', (path) => {
    expect(isCookieBannerExcluded(path)).toBe(false);
  });
});

describe('cookiePolicyHref', () => {
  it.each([
    // French pages have the French cookie policy.
    ['/fr/', '/fr/company/cookie-policy/'],
    ['/fr/docs/demo/', '/fr/company/cookie-policy/'],
    // Every other page has the English one; 'fr' inside an English path is not French.
    ['/', '/company/cookie-policy/'],
    ['/es/docs/demo/', '/company/cookie-policy/'],
    ['/docs/free-demo/', '/company/cookie-policy/'],
    ['/lp/fill-in-the-blanks/', '/company/cookie-policy/'],
  ])('sends %s to %s', (path, policy) => {
    expect(cookiePolicyHref(path)).toBe(policy);
  });
});

describe('shouldShowCookieBanner', () => {
  it('shows only when the cookie is absent and the page is not excluded', () => {
    expect(shouldShowCookieBanner('/docs/free-demo/', undefined)).toBe(true);
    expect(shouldShowCookieBanner('/docs/free-demo/', '1')).toBe(false);
    expect(shouldShowCookieBanner('/company/contact/', undefined)).toBe(false);
  });
});

describe('pageRefusesCookieBanner', () => {
  it('finds the marker a preset without the banner renders, and only it', () => {
    const page = document.createElement('div');
    page.innerHTML = '<main><p>Plans</p></main>';
    expect(pageRefusesCookieBanner(page)).toBe(false);
    page.insertAdjacentHTML('afterbegin', `<span hidden ${NO_COOKIE_BANNER_ATTRIBUTE}></span>`);
    expect(pageRefusesCookieBanner(page)).toBe(true);
  });
});

describe('the visitor’s choice', () => {
  it('reads 1 as granted, 0 as denied, anything else as no choice yet', () => {
    expect(consentChoice('1')).toBe('granted');
    expect(consentChoice('0')).toBe('denied');
    expect(consentChoice(undefined)).toBeNull();
    expect(consentChoice('yes')).toBeNull();
  });

  it('a refusal is a choice: the banner does not ask again', () => {
    expect(shouldShowCookieBanner('/docs/free-demo/', CONSENT_REFUSED_VALUE)).toBe(false);
    expect(shouldShowCookieBanner('/docs/free-demo/', 'garbage')).toBe(true);
  });

  it('tells the tag manager the choice as a gtag consent update', () => {
    window.dataLayer = [];
    updateConsent('denied');
    updateConsent('granted');
    const commands = window.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toEqual([
      [
        'consent',
        'update',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
      ],
      [
        'consent',
        'update',
        { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
      ],
    ]);
    // Arguments objects, as gtag pushes them: the tag manager ignores plain arrays.
    expect(Array.isArray(window.dataLayer[0])).toBe(false);
  });
});
