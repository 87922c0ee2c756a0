import Cookies from 'js-cookie';
import { ANALYTICS_COOKIE } from '@/engine/cookies';
import { STICKY_COOKIE_PREFIX, VISITOR_COOKIE } from '@/experiments/visitor';
import { CONSENT_COOKIE, CONSENT_REFUSED_VALUE, type ConsentChoice } from '@/lib/consent-cookie';
import { updateConsent } from './consent-mode';

/**
 * The visitor's cookie choice, as often as they change it: the banner's two buttons, first when
 * it appears and then whenever the footer's "Cookie settings" reopens it.
 */

/**
 * The cookies that only measure, removed when the visitor refuses: the experiments' visitor id and
 * sticky variants (pw_vid, pw_exp_…, written by the proxy with consent, experiments/visitor.ts) and
 * the analytics cookies the tag manager's Google tags write once consent is granted (_ga and
 * _ga_<container>, _gid, _gat…, the ads conversion linker's _gcl_…). The sign-up engine's cookies
 * (engine/cookies.ts) serve the visitor's own sign-up and stay.
 */
export function isMeasuringCookie(name: string): boolean {
  return (
    name === VISITOR_COOKIE.name ||
    name.startsWith(STICKY_COOKIE_PREFIX) ||
    name === ANALYTICS_COOKIE ||
    name.startsWith(`${ANALYTICS_COOKIE}_`) ||
    name === '_gid' ||
    name === '_gat' ||
    name.startsWith('_gat_') ||
    name.startsWith('_gcl_')
  );
}

/**
 * The Domain attributes a cookie of this host may have been written with: none (the host only),
 * then the host and each parent domain, as the Google tags write theirs on the widest one they
 * can (`www.paperwise.com`, `paperwise.com`). A cookie is removed only with the domain it was
 * written with; an address or a single-label host (localhost) has no parent.
 */
export function cookieDomains(hostname: string): Array<string | undefined> {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [undefined];
  return [undefined, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))];
}

/** The names of the measuring cookies this page can see, removed from every domain they may live on. */
export function removeMeasuringCookies(): string[] {
  const names = Object.keys(Cookies.get()).filter(isMeasuringCookie);
  for (const name of names) {
    for (const domain of cookieDomains(window.location.hostname)) Cookies.remove(name, { path: '/', domain });
  }
  return names;
}

/**
 * Keeps the choice for the consent cookie's 30 days (user-cookies=1 or 0) and tells the tag manager
 * (Consent Mode's `update`) and the page's consented scripts (CONSENT_EVENT) at once. A refusal also removes the measuring cookies: the experiments
 * stop counting the visitor (their events need user-cookies=1 and a visitor id, experiments/client.ts)
 * and the Google tags, denied, write no new ones.
 */
export function saveConsentChoice(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE.name, choice === 'granted' ? CONSENT_COOKIE.value : CONSENT_REFUSED_VALUE, {
    expires: CONSENT_COOKIE.days,
    path: CONSENT_COOKIE.path,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  updateConsent(choice);
  if (choice === 'denied') removeMeasuringCookies();
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** The event every choice sends, with the choice as its detail: what consented scripts wait for (ConsentedScripts.tsx). */
export const CONSENT_EVENT = 'paperwise:consent';

/** The event the "Cookie settings" buttons send the banner, with the button as its detail (focus returns there). */
export const COOKIE_SETTINGS_EVENT = 'paperwise:cookie-settings';

/** Asks the banner to show the choice again: from a "Cookie settings" button. */
export function openCookieSettings(trigger: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent<HTMLElement | null>(COOKIE_SETTINGS_EVENT, { detail: trigger }));
}
