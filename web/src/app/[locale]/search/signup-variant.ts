import 'server-only';
import type { Locale } from '@paperwise/schemas/locales';
import { resolveLanding } from '@/content/landing';
import { getSiteSettings } from '@/content/site';
import { toSignupVariant } from '@/engine/adapter';
import type { SignupVariant } from '@/engine/types';

/**
 * The landing page whose sign-up dialog the search page borrows: the plain docs landing of the
 * language (the first e-mail-only dialog). Languages without landing content get null.
 */
export const DIALOG_SOURCE_PATH = '/docs/';

/**
 * The sign-up variant of the search page, from content: the docs landing's dialog and rules, but
 * the search page is not that landing variant, so nothing is attributed to it (hand-off entryPoint
 * 'website', analytics without a variant id). Null where the language has no dialog content, or
 * when that content cannot be read: the documents then stay plain links to the web application.
 */
export async function searchSignupVariant(locale: Locale): Promise<SignupVariant | null> {
  try {
    const config = await resolveLanding(DIALOG_SOURCE_PATH, locale);
    if (!config) return null;
    const settings = await getSiteSettings(locale);
    const variant = toSignupVariant(config, { productName: settings.productName ?? '' });
    return { ...variant, variantId: '', path: '/search/' };
  } catch (error) {
    // Broken dialog content must not take the search down with it: links work without the dialog.
    console.error('search page: no sign-up dialog', error);
    return null;
  }
}
