import type { Locale } from '@paperwise/schemas/locales';
import { LandingContentError } from './content-error';
import { pickLocale } from './locale-string';
import type { PageLayout, RawLayoutPreset } from './types';

/**
 * The layout a page's preset gives it, in the page's language. Throws on a preset missing what a
 * layout cannot do without (its key, header and footer kinds); a flag the preset leaves empty takes
 * the value pages had before it existed: the menu with the mega-menu header only, the cookie banner
 * on, no affiliate tracking, no retailer toolbar.
 */
export function toPageLayout(preset: RawLayoutPreset | null, locale: Locale, documentId: string): PageLayout {
  if (!preset) throw new LandingContentError(documentId, 'it has no layout preset (or the preset does not exist)');
  const need = <T>(value: T | null | undefined, what: string): T => {
    if (value === null || value === undefined || value === '')
      throw new LandingContentError(documentId, `${what} is missing`);
    return value;
  };
  const headerKind = need(preset.headerKind, 'the preset’s header kind');
  const tagline = preset.tagline;
  const taglineText = tagline ? pickLocale(tagline.text, locale) : '';
  return {
    presetKey: need(preset.key, 'the preset key'),
    headerKind,
    headerMenu: preset.headerMenu ?? headerKind === 'mega',
    tagline: taglineText ? { text: taglineText, withPhone: tagline?.kind === 'textWithPhone' } : null,
    headerActions: preset.headerActions === 'termsAndContact' ? 'termsAndContact' : 'tryFree',
    showLogin: preset.showLogin ?? true,
    popupEnabled: preset.popupEnabled ?? true,
    directModal: preset.directModal ?? false,
    footerKind: need(preset.footerKind, 'the preset’s footer kind'),
    supportChat: preset.supportChat ?? false,
    cookieBanner: preset.cookieBanner ?? true,
    affiliateTracking: preset.affiliateTracking ?? false,
    retailerToolbar: preset.retailerToolbar ?? false,
  };
}
