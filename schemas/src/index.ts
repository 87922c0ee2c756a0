import { homePage } from './documents/homePage';
import { siteSettings } from './documents/siteSettings';
import { localeString } from './objects/localeString';

export * from './locales';

/** Every schema type, for the studio and the content tooling. */
export const schemaTypes = [siteSettings, homePage, localeString];

/** Documents the studio shows as one fixed document, not a list. */
export const SINGLETON_TYPES = new Set(['siteSettings']);
