import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { AFFILIATE_TEXT_NAMES, type AffiliateTexts } from './affiliate-texts';

/** The affiliate order summary's words in `locale` (raw: the greeting's {name} is filled in the browser). */
export async function affiliateTexts(locale: Locale): Promise<AffiliateTexts> {
  const t = await getTranslations({ locale, namespace: 'affiliate' });
  return Object.fromEntries(AFFILIATE_TEXT_NAMES.map((name) => [name, t.raw(name) as string])) as AffiliateTexts;
}
