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

/** The language of the last page read: a year, whole site, SameSite=Lax, Secure over HTTPS. */
export const LANGUAGE_COOKIE = { name: 'b_lang', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/** What Next.js hands a layout under `[locale]`: the segment's value is checked by the layout. */
export interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}
