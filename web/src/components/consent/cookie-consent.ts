import { LOCALES } from '@paperwise/schemas/locales';
import { consentChoice } from '@/lib/consent-cookie';

/** The banner appears 1000 ms after load. */
export const COOKIE_BANNER_DELAY_MS = 1000;

/** The path without its language prefix: '/fr/company/contact/' -> '/company/contact/'. */
export function stripLocale(path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const first = clean.split('/')[1] ?? '';
  if ((LOCALES as readonly string[]).includes(first)) return clean.slice(first.length + 1) || '/';
  return clean;
}

/**
 * The attribute of the hidden marker a page's layout renders when its preset turns the banner off
 * (the pricing and checkout pages): the banner looks for it on the page shown.
 */
export const NO_COOKIE_BANNER_ATTRIBUTE = 'data-no-cookie-banner';

/** Whether the page now shown asks for no banner (its layout rendered the marker). */
export function pageRefusesCookieBanner(root: ParentNode): boolean {
  return root.querySelector(`[${NO_COOKIE_BANNER_ATTRIBUTE}]`) !== null;
}

/**
 * No banner on the contact and support pages (pricing pages say so through their preset). The legal
 * '-frame' pages are left out too: they are shown inside the web application, which asks for
 * consent itself, and a banner inside an iframe would cover the text it frames.
 */
export function isCookieBannerExcluded(path: string): boolean {
  const neutral = stripLocale(path.split(/[?#]/)[0] ?? '/');
  const segments = neutral.split('/').filter(Boolean);
  if (segments[0] === 'company' && (segments[1] === 'contact' || segments[1] === 'support')) return true;
  return segments.some((segment) => segment.endsWith('-frame'));
}

/**
 * Where 'learn more' leads: the French cookie policy on French pages, the English
 * one otherwise. The old site tested whether the path *contained* "fr", which sent readers of
 * English pages such as /docs/free-demo/ to the French text; we test the language segment.
 */
export function cookiePolicyHref(path: string): string {
  return path.split('/')[1] === 'fr' ? '/fr/company/cookie-policy/' : '/company/cookie-policy/';
}

/** Whether the banner should be shown on this path, given the cookie value read: until the visitor has chosen. */
export function shouldShowCookieBanner(path: string, consentValue: string | undefined): boolean {
  return consentChoice(consentValue) === null && !isCookieBannerExcluded(path);
}
