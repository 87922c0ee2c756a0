/** The site's languages. English is the default and has no URL prefix. */
export const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
};

/** Landing layouts exist only in these languages (site map §2). */
export const LANDING_LOCALES = ['en', 'fr', 'es'] as const satisfies readonly Locale[];

export const localeOptions = LOCALES.map((value) => ({ title: LOCALE_NAMES[value], value }));
