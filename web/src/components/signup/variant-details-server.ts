import 'server-only';
import { splitVariant } from '@/engine/adapter';
import type { SignupVariantDetails } from '@/engine/types';
import { resolveLanding } from '@/content/landing';
import type { Locale } from '@paperwise/schemas/locales';
import { landingSignupVariant } from './landing-variant';

/**
 * The rest of a landing page's sign-up variant (the dialog's copy, the templates, the defaults):
 * the same content and adapter as the page itself, so the page and its dialog never disagree.
 * Null when the address holds no landing page in that language.
 */
export async function signupDetails(locale: Locale, landingPath: string): Promise<SignupVariantDetails | null> {
  const config = await resolveLanding(landingPath, locale);
  if (!config) return null;
  return splitVariant(await landingSignupVariant(config)).details;
}
