'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { LANGUAGE_COOKIE, languageCookieScope } from '@/i18n/routing';

/**
 * Records the language of the page read in the language cookie (whole site, SameSite=Lax, Secure
 * over HTTPS; on the parent domain for 30 days when the page is under `parentDomain`, else on this
 * host for a year), from the browser and only when the cookie says another language or nothing.
 * The server sets no cookie on a page response, so that shared caches and CDNs may keep the page.
 */
export function LanguageCookie({ locale, parentDomain }: { locale: string; parentDomain?: string }) {
  useEffect(() => {
    if (Cookies.get(LANGUAGE_COOKIE.name) === locale) return;
    const { domain, days } = languageCookieScope(window.location.host, parentDomain);
    Cookies.set(LANGUAGE_COOKIE.name, locale, {
      expires: days,
      path: '/',
      ...(domain ? { domain } : {}),
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
  }, [locale, parentDomain]);
  return null;
}
