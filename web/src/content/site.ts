import 'server-only';
import { cache } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { fetchContent } from './fetch';
import { pickLocale } from './locale-string';
import { SITE_SETTINGS_QUERY } from './queries';
import type { SITE_SETTINGS_QUERY_RESULT } from './sanity.types';

type RawSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>;

/** Site-wide facts with the per-language fields resolved to the visitor's language. */
export type SiteSettings = Omit<RawSettings, 'titleSuffix' | 'templateCount' | 'helpLinkText' | 'modules'> & {
  titleSuffix: string;
  templateCount: string;
  /** The toolkit's module count in the visitor's language (8; 10 in Spanish). */
  modules: string;
  /** The chat invitation, e.g. “Questions? Chat With Us”. */
  helpLinkText: string;
};

/** A missing settings document is a content error (500), not a missing page. */
export const getSiteSettings = cache(async (locale: Locale): Promise<SiteSettings> => {
  const settings = await fetchContent(SITE_SETTINGS_QUERY, {}, ['siteSettings']);
  if (!settings) throw new Error('The content has no siteSettings document: import or restore it.');
  return {
    ...settings,
    titleSuffix: pickLocale(settings.titleSuffix, locale),
    templateCount: pickLocale(settings.templateCount, locale),
    modules: pickLocale(settings.modules, locale),
    helpLinkText: pickLocale(settings.helpLinkText, locale),
  };
});

export function siteTitle(settings: SiteSettings): string {
  return `${settings.productName}™ ${settings.titleSuffix}`.trim();
}
