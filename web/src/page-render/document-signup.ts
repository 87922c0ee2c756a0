import 'server-only';
import type { Locale } from '@paperwise/schemas/locales';
import { resolveLanding } from '@/content/landing';
import { getSiteSettings } from '@/content/site';
import { signupSetup, type SignupSetup } from './signup-setup';

/**
 * The sign-up variant of a page that lists documents without being a landing page (the search page,
 * the templates catalogue), from content: the dialog and rules of the landing page the site
 * settings name for the search (its address in the visitor's language). The page is not that
 * landing variant, so nothing is attributed to it (hand-off entryPoint 'website', analytics without
 * a variant id). Null where the language has no such landing page, or when its content cannot be
 * read: the documents then stay plain links to the web application.
 */
export async function documentSignupVariant(locale: Locale, path: string): Promise<SignupSetup | null> {
  try {
    const { searchDialogPath } = await getSiteSettings(locale);
    const config = searchDialogPath ? await resolveLanding(searchDialogPath, locale) : null;
    if (!config) return null;
    // As on a landing page, the dialog's copy and templates come on intent or at idle.
    const setup = await signupSetup(config);
    return { ...setup, variant: { ...setup.variant, variantId: '', path } };
  } catch (error) {
    // Broken dialog content must not take the search down with it: links work without the dialog.
    console.error(`${path}: no sign-up dialog`, error);
    return null;
  }
}
