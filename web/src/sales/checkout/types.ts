import type { Locale } from '@paperwise/schemas/locales';

export type { PackageView } from '../pricing/package-rules';

/** The bot check a pricing page may use before each payment (a score-based, invisible check). */
export interface BotCheckSettings {
  siteKey: string;
  /** The check's script, without query; the loader adds the site key and the language. */
  scriptUrl: string;
  /** The enterprise flavour of the check (its functions live under grecaptcha.enterprise). */
  enterprise: boolean;
}

/** What a pricing page tells its checkout, decided on the server. */
export interface CheckoutSettings {
  locale: Locale;
  /** The pricing page's analytics id, carried to the order and the thank-you page. */
  variantId: string;
  /** The pricing page's document id: its experiment membership (if any) goes to the thank-you page. */
  pageId?: string;
  /** The account and order service's base URL, ending in '/'. */
  userbase: string;
  /** The subscription (PayPal) service's base URL, ending in '/'. */
  paypal: string;
  /** The web application's login page in the page's language (offered when a licence already exists). */
  loginHref: string;
  /** The thank-you page, locale-prefixed, e.g. /fr/pricing/thank-you/. */
  thankYouPath: string;
  botCheck: null | BotCheckSettings;
}
