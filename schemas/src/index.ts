import { homePage } from './documents/homePage';
import { legalDocument } from './documents/legalDocument';
import { siteSettings } from './documents/siteSettings';
import { legalAppendix } from './objects/legalAppendix';
import { legalSection } from './objects/legalSection';
import { legalText } from './objects/legalText';
import { localeString } from './objects/localeString';

export * from './locales';

/** Every schema type, for the studio and the content tooling. */
export const schemaTypes = [
  siteSettings,
  homePage,
  localeString,
  legalDocument,
  legalSection,
  legalAppendix,
  legalText,
];

/** Documents the studio shows as one fixed document, not a list. */
export const SINGLETON_TYPES = new Set(['siteSettings']);
