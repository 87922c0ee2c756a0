import { DEFAULT_LOCALE, LOCALES, type Locale } from '@paperwise/schemas/locales';
import {
  LEGAL_DOCUMENT_SLUGS,
  LEGAL_DOCUMENT_TYPES,
  type LegalDocumentType,
} from '@paperwise/schemas/documents/legalDocument.rules';
import { localizedPath } from '@/i18n/routing';

/** Short paths the legal texts use for two legal pages (the cookie banner links /cookie-policy/). */
export const BARE_LEGAL_PATHS: Record<string, string> = {
  '/privacy-policy/': '/company/privacy-policy/',
  '/cookie-policy/': '/company/cookie-policy/',
};

/** The page of a legal text in a language: ('eula', 'fr') -> '/fr/company/eula/'. */
export function legalPagePath(documentType: LegalDocumentType, locale: Locale): string {
  return localizedPath(`/company/${LEGAL_DOCUMENT_SLUGS[documentType]}/`, locale);
}

export function legalDocumentTypeFromSlug(slug: string): LegalDocumentType | null {
  return LEGAL_DOCUMENT_TYPES.find((type) => LEGAL_DOCUMENT_SLUGS[type] === slug) ?? null;
}

/**
 * Where a link written in a legal text leads for a reader of `locale`. Texts name site pages by
 * their English path (/company/refund-policy/, /privacy-policy/); the reader goes to the page in
 * their language. https and mailto addresses pass unchanged; anything else (javascript:, //host,
 * relative words) is not a link: null.
 */
export function resolveLegalHref(href: string | null | undefined, locale: Locale): string | null {
  const value = href?.trim();
  if (!value) return null;
  if (/^(https:\/\/|mailto:)/i.test(value)) return value;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const cut = value.search(/[?#]/);
  const path = cut < 0 ? value : value.slice(0, cut);
  const rest = cut < 0 ? '' : value.slice(cut);
  const first = path.split('/')[1] ?? '';
  if ((LOCALES as readonly string[]).includes(first) && first !== DEFAULT_LOCALE) return value;
  const withSlash = path.endsWith('/') || /\.\w+$/.test(path) ? path : `${path}/`;
  return localizedPath(BARE_LEGAL_PATHS[withSlash] ?? withSlash, locale) + rest;
}

export interface ContactPart {
  text: string;
  href?: string;
}

const CONTACT_LINK = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(\+\d[\d ]{6,}\d)/g;

/** A contact line with its e-mail addresses and phone numbers made into links. */
export function contactLineParts(line: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let last = 0;
  for (const match of line.matchAll(CONTACT_LINK)) {
    const index = match.index;
    if (index > last) parts.push({ text: line.slice(last, index) });
    const [text, email] = match;
    parts.push({ text, href: email ? `mailto:${email}` : `tel:${text.replace(/\s+/g, '')}` });
    last = index + text.length;
  }
  if (last < line.length) parts.push({ text: line.slice(last) });
  return parts;
}
