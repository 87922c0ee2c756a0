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

/** Landing layouts (and so the sign-up dialogs) exist only in these languages. */
export const LANDING_LOCALES = ['en', 'fr', 'es'] as const satisfies readonly Locale[];

export const localeOptions = LOCALES.map((value) => ({ title: LOCALE_NAMES[value], value }));

/** The landing languages as the studio offers them, by name. */
export const landingLocaleOptions = LANDING_LOCALES.map((value) => ({ title: LOCALE_NAMES[value], value }));

/** A language's name, or its code while it is none of the site's languages. */
export const localeName = (language: string): string => LOCALE_NAMES[language as Locale] ?? language;

/**
 * A landing page's address as content stores it: without the language prefix, with a slash at both
 * ends, lower case, segments of letters, digits, dots, dashes and underscores ('/docs/ab/15.10.24/01/').
 * Kept here, beside the locales, because this is the one module of schemas/ the web app imports.
 */
const LANDING_PATH_PATTERN = /^\/(?:[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?\/)+$/;
export const LANDING_PATH_MAX_LENGTH = 120;

/** Why a landing path is not acceptable, or null when it is. Messages are written for marketers. */
export function landingPathProblem(path: string): string | null {
  if (path.length > LANDING_PATH_MAX_LENGTH) return `The address is longer than ${LANDING_PATH_MAX_LENGTH} characters.`;
  if (!path.startsWith('/') || !path.endsWith('/') || path === '/') {
    return 'The address must start and end with a slash, e.g. /docs/free-demo/.';
  }
  if (path !== path.toLowerCase()) return 'Use lower-case letters only in the address.';
  const first = path.split('/')[1] ?? '';
  if ((LOCALES as readonly string[]).includes(first)) {
    return `Leave the language out of the address (/${first}/ is added by the site): write ${path.slice(first.length + 1)}`;
  }
  if (!LANDING_PATH_PATTERN.test(path)) {
    return 'Use only letters a-z, digits, dots, dashes and underscores between the slashes, e.g. /docs/ab/15.10.24/01/.';
  }
  return null;
}

export function isLandingPath(path: string): boolean {
  return landingPathProblem(path) === null;
}

export function isLandingLocale(value: unknown): value is (typeof LANDING_LOCALES)[number] {
  return typeof value === 'string' && (LANDING_LOCALES as readonly string[]).includes(value);
}
