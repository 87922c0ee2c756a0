import Cookies from 'js-cookie';

/**
 * Every cookie the engine reads or writes, with the lifetime in days. The
 * consent and language cookies are not the engine's: CONSENT_COOKIE (lib/consent-cookie.ts)
 * and LANGUAGE_COOKIE (i18n/routing.ts, written by components/navigation/LanguageCookie.tsx)
 * describe them.
 */
export const COOKIES = {
  email: { name: 'b_email', days: 1 },
  userId: { name: 'b_userId', days: 1 },
  ssoJwt: { name: 'p_ssojwt', days: 30 },
  localization: { name: 'b_localization', days: 30 },
  search: { name: 'b_search', days: 30 },
  document: { name: 'b_document', days: 1 },
  sourceCustom: { name: 'b_source-custom', days: 30 },
  eftid: { name: 'b_eftid', days: 30 },
} as const;

export type CookieKey = keyof typeof COOKIES;

/**
 * The second kind of single-sign-on cookie: the one the web application itself sets when a visitor
 * has logged in there. Read only; the engine never writes it.
 */
export const WEBAPP_SSO_COOKIE = 'ssojwt';
/** The analytics cookie whose parts make SourceGuid. */
export const ANALYTICS_COOKIE = '_ga';

function isHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** Sets a cookie for the whole site with its lifetime from COOKIES, SameSite=Lax, Secure over HTTPS. */
export function setCookie(key: CookieKey, value: string): void {
  const { name, days } = COOKIES[key];
  Cookies.set(name, value, { expires: days, path: '/', sameSite: 'Lax', secure: isHttps() });
}

export function getCookie(key: CookieKey): string | null {
  return Cookies.get(COOKIES[key].name) ?? null;
}

export function readRawCookie(name: string): string | null {
  return Cookies.get(name) ?? null;
}

export function hasEmailCookie(): boolean {
  return Boolean(getCookie('email'));
}

/** Either kind of single-sign-on cookie: ours (p_ssojwt) or the web app's (ssojwt). */
export function ssoToken(): string | null {
  return getCookie('ssoJwt') || readRawCookie(WEBAPP_SSO_COOKIE) || null;
}
