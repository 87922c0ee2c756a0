import { defineRouting } from 'next-intl/routing';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@paperwise/schemas/locales';

/**
 * English has no prefix, the other languages do (/fr/...). The routing itself is done by
 * next.config.ts (English rewrite) and proxy.ts (/en/ redirect); the language cookie is written by
 * the page itself (components/navigation/LanguageCookie.tsx); this object
 * gives next-intl the locales. No Accept-Language redirects: a visitor who follows a link to an
 * English landing page sees that page.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The public path of a locale-neutral path: ('/docs/x/', 'fr') -> '/fr/docs/x/'. */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}

/**
 * The language of the last page read, whole site, SameSite=Lax, Secure over HTTPS: a year on the
 * page's own host, or 30 days on the parent domain (COOKIE_DOMAIN) when the page is served from it,
 * where the web app on a sibling host reads it too.
 */
export const LANGUAGE_COOKIE = { name: 'b_lang', days: 365, parentDomainDays: 30 } as const;

/**
 * Where the language cookie goes for a page on `host`: on `parentDomain` when the host is that
 * domain or one of its subdomains (www.example.com under example.com, not notexample.com), else on
 * the host alone. A port in the host is ignored.
 */
export function languageCookieScope(host: string, parentDomain: string | undefined): { domain?: string; days: number } {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (parentDomain && (name === parentDomain || name.endsWith(`.${parentDomain}`))) {
    return { domain: parentDomain, days: LANGUAGE_COOKIE.parentDomainDays };
  }
  return { days: LANGUAGE_COOKIE.days };
}

/** What Next.js hands a layout under `[locale]`: the segment's value is checked by the layout. */
export interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}
