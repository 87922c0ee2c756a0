'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { LANGUAGE_COOKIE } from '@/i18n/routing';

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * Records the language of the page read in the language cookie (a year, whole site, SameSite=Lax,
 * Secure over HTTPS), from the browser and only when the cookie says another language or nothing.
 * The server sets no cookie on a page response, so that shared caches and CDNs may keep the page.
 */
export function LanguageCookie({ locale }: { locale: string }) {
  useEffect(() => {
    if (Cookies.get(LANGUAGE_COOKIE.name) === locale) return;
    Cookies.set(LANGUAGE_COOKIE.name, locale, {
      expires: LANGUAGE_COOKIE.maxAgeSeconds / SECONDS_PER_DAY,
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
  }, [locale]);
  return null;
}
