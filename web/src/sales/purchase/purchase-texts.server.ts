import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { PURCHASE_TEXT_NAMES, type PurchaseTexts } from './purchase-texts';

/** The order summary's words in `locale`, read on the server and handed to the client part. */
export async function purchaseTexts(locale: Locale): Promise<PurchaseTexts> {
  const t = await getTranslations({ locale, namespace: 'purchase' });
  return Object.fromEntries(PURCHASE_TEXT_NAMES.map((name) => [name, t(name)])) as PurchaseTexts;
}
