import type { Locale } from '@paperwise/schemas/locales';
import type { LocaleString } from './sanity.types';

/** The text of a per-language field in one language, falling back to English, then to ''. */
export function pickLocale(value: LocaleString | null | undefined, locale: Locale): string {
  return value?.[locale] || value?.en || '';
}
