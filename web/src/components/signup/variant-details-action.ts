'use server';

import { splitVariant } from '@/engine/adapter';
import type { SignupVariantDetails } from '@/engine/types';
import { resolveLanding } from '@/content/landing';
import { isLocale } from '@/i18n/routing';
import { landingSignupVariant } from './landing-variant';

/** The longest landing address asked for; longer is no landing page. */
const MAX_PATH_LENGTH = 300;

/**
 * The rest of a page's sign-up variant (the dialog's copy, the templates, the defaults), as a server
 * action the page's engine calls on the first intent or when the page is idle
 * (components/signup/variant-details.ts): the same content and adapter as the page itself. The
 * arguments come from the browser, so they are checked, and only a landing page's content is read.
 */
export async function loadSignupDetails(locale: unknown, landingPath: unknown): Promise<SignupVariantDetails> {
  if (!isLocale(locale) || typeof landingPath !== 'string' || landingPath.length > MAX_PATH_LENGTH) {
    throw new Error('Unknown landing page or language.');
  }
  const config = await resolveLanding(landingPath, locale);
  if (!config) throw new Error(`No landing page at ${landingPath} in ${locale}.`);
  return splitVariant(await landingSignupVariant(config)).details;
}
