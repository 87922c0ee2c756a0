import 'server-only';
import type { Locale } from '@paperwise/schemas/locales';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import fr from '../../../messages/fr.json';
import it from '../../../messages/it.json';
import pt from '../../../messages/pt.json';

const MESSAGES: Record<Locale, { forms: { tooManyRequests: string } }> = { de, en, es, fr, it, pt };

/**
 * What a desk form (contact, feedback) says when the desk refuses for now (429), in the page's
 * language: the `forms` namespace of the site's messages, read on the server and handed to the form.
 */
export function tooManyRequestsText(locale: Locale): string {
  return MESSAGES[locale].forms.tooManyRequests;
}
