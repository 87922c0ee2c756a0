import type { Locale } from '@paperwise/schemas/locales';
import { safeWebappPath } from '@/engine/handoff-url';
import { localizedPath } from '@/i18n/routing';
import type { ChromeLink, WebappLinks } from './types';

/** A content link's address for a page in `locale`: site paths get the language prefix. */
export function linkHref(link: Pick<ChromeLink, 'href' | 'language'>, locale: Locale): string {
  if (!link.href.startsWith('/') || link.href.startsWith('//')) return link.href;
  return localizedPath(link.href, link.language ?? locale);
}

/** Whether a content link leads to a page of another language (loaded as a new document). */
export function leavesLanguage(link: Pick<ChromeLink, 'language'>, locale: Locale): boolean {
  return link.language != null && link.language !== locale;
}

/**
 * The header's and the 404's web-app links (login, account creation, account page), with lang and lib.
 * Each path ends in '/' as the web app's own routes do (without it, a redirect first).
 */
export function webappLinks(webappBase: string, locale: Locale): WebappLinks {
  const query = `?lang=${locale}&lib=${locale}`;
  return {
    login: `${webappBase}login/${query}`,
    account: `${webappBase}account/${query}`,
    signup: `${webappBase}signup/${query}`,
  };
}

/**
 * A web-application destination as a link ('doc/business-plan-D99' -> '{webapp}doc/business-plan-D99?lang=fr&lib=fr'):
 * where a template card leads when the sign-up engine does not take the click. Only paths on the
 * web application pass (safeWebappPath throws on anything else).
 */
export function webappDestinationHref(webappBase: string, destination: string, locale: Locale): string {
  const path = safeWebappPath(destination);
  const joiner = path.includes('?') ? '&' : '?';
  return `${webappBase}${path}${joiner}lang=${locale}&lib=${locale}`;
}

/** The footer's links a header may offer instead of the trial button: the terms of use and the contact page. */
export const TERMS_AND_CONTACT: readonly string[] = ['/company/terms-of-use/', '/company/contact/'];
