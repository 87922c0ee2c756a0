/**
 * Where each document is shown on the site, and which document a page of the site shows: the
 * rules of the site's routing (web/src/i18n/routing.ts, next.config.ts) as the studio needs them.
 * English has no prefix; the other languages have theirs ('/fr/…'); every address ends in a slash.
 * Plain functions without Sanity imports, so they can be tested on their own.
 */
import {
  LEGAL_DOCUMENT_SLUGS,
  LEGAL_DOCUMENT_TYPES,
  LEGAL_DOCUMENT_TYPE_TITLES,
  type LegalDocumentType,
} from '@paperwise/schemas/documents/legalDocument.rules';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  isLandingLocale,
  isLandingPath,
  type Locale,
} from '@paperwise/schemas/locales';

export interface PageLocation {
  title: string;
  href: string;
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function prefix(language: Locale): string {
  return language === DEFAULT_LOCALE ? '' : `/${language}`;
}

/** A landing page's public address, or null when its path or language cannot be one. */
export function landingPageUrl(path: unknown, language: unknown): string | null {
  if (typeof path !== 'string' || !isLandingPath(path) || !isLandingLocale(language)) return null;
  return `${prefix(language)}${path}`;
}

export function homePageUrl(language: unknown): string | null {
  return isLocale(language) ? `${prefix(language)}/` : null;
}

/** Legal texts embedded by the web app have a page without the site's header and footer too. */
const FRAME_PAGES: ReadonlySet<LegalDocumentType> = new Set(['termsOfUse', 'privacyPolicy']);

/** Every page showing a legal text: its company page, and its '-frame' or dark page where there is one. */
export function legalDocumentLocations(documentType: unknown, language: unknown): PageLocation[] {
  if (!isLocale(language) || !(LEGAL_DOCUMENT_TYPES as readonly unknown[]).includes(documentType)) return [];
  const type = documentType as LegalDocumentType;
  const page = `${prefix(language)}/company/${LEGAL_DOCUMENT_SLUGS[type]}/`;
  const name = `${LEGAL_DOCUMENT_TYPE_TITLES[type]} (${LOCALE_NAMES[language]})`;
  const locations: PageLocation[] = [{ title: name, href: page }];
  if (FRAME_PAGES.has(type)) {
    locations.push({
      title: `${name}, page for the web app’s frame`,
      href: `${prefix(language)}/company/${LEGAL_DOCUMENT_SLUGS[type]}-frame/`,
    });
  }
  if (type === 'eula') locations.push({ title: `${name}, dark theme`, href: `${page}?theme=dark` });
  return locations;
}

/** A site path split into its language and the rest (with slashes at both ends). */
export function splitLocale(pathname: string): { language: Locale; path: string } {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const first = withSlash.split('/')[1] ?? '';
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    return { language: first, path: withSlash.slice(first.length + 1) };
  }
  return { language: DEFAULT_LOCALE, path: withSlash };
}

/** The document a page of the site shows: a GROQ filter and its parameters, or undefined. */
export interface MainDocumentQuery {
  filter: string;
  params: Record<string, string>;
}

export function homePageQuery(pathname: string): MainDocumentQuery | undefined {
  const { language, path } = splitLocale(pathname);
  if (path !== '/') return undefined;
  return { filter: '_type == "homePage" && language == $language', params: { language } };
}

export function legalDocumentQuery(pathname: string): MainDocumentQuery | undefined {
  const { language, path } = splitLocale(pathname);
  const match = /^\/company\/([a-z-]+?)(?:-frame)?\/$/.exec(path);
  const documentType = LEGAL_DOCUMENT_TYPES.find((type) => LEGAL_DOCUMENT_SLUGS[type] === match?.[1]);
  if (!documentType) return undefined;
  // The page shows the English text where its language has none (web/src/legal/queries.ts).
  return {
    filter:
      '_type == "legalDocument" && documentType == $documentType && (language == $language || ' +
      '(language == "en" && count(*[_type == "legalDocument" && documentType == $documentType && language == $language]) == 0))',
    params: { documentType, language },
  };
}

export function landingPageQuery(pathname: string): MainDocumentQuery | undefined {
  const { language, path } = splitLocale(pathname);
  if (!isLandingLocale(language) || !isLandingPath(path)) return undefined;
  return { filter: '_type == "landingPage" && path == $path && language == $language', params: { path, language } };
}

/** The languages with a prefix, as a route pattern group: 'de|es|fr|it|pt'. */
export const PREFIXED_LANGUAGES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
