import type { Locale } from '@paperwise/schemas/locales';

/** The checkout's words, the `checkout` namespace of the site's messages. */
export const CHECKOUT_TEXT_NAMES = [
  'close',
  'usersOne',
  'usersOther',
  'perMonth',
  'perYear',
  'perMonths',
  'cardSection',
  'billingSection',
  'contactSection',
  'cardNumber',
  'cardBrand',
  'cvc',
  'expMonth',
  'expYear',
  'country',
  'chooseCountry',
  'state',
  'chooseState',
  'email',
  'firstName',
  'lastName',
  'nameOnCard',
  'phone',
  'cardNumberRequired',
  'cardNumberInvalid',
  'cvcRequired',
  'cvcInvalid',
  'expMonthInvalid',
  'expYearInvalid',
  'expired',
  'countryRequired',
  'stateRequired',
  'emailRequired',
  'emailInvalid',
  'firstNameRequired',
  'lastNameRequired',
  'phoneInvalid',
  'pay',
  'paying',
  'waitNotice',
  'resumeNotice',
  'or',
  'payPal',
  'payPalBusy',
  'secureNote',
  'botNotice',
  'privacyPolicy',
  'termsOfService',
  'licenseExist',
  'logIn',
  'paymentNotReceived',
  'buyAPIError',
  'tryAgain',
  'contactSupport',
  'badRequest',
  'botCheckFailed',
  'checkUnavailable',
  'tooManyRequests',
] as const;

export type CheckoutTextName = (typeof CHECKOUT_TEXT_NAMES)[number];
export type CheckoutTexts = Record<CheckoutTextName, string>;

/** `template` with each {name} replaced by its value; unknown names stay as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

// One chunk per language: a page loads only its own messages, and only when a checkout opens.
const MESSAGES: Record<Locale, () => Promise<{ default: { checkout?: Partial<CheckoutTexts> } }>> = {
  en: () => import('../../../messages/en.json'),
  de: () => import('../../../messages/de.json'),
  es: () => import('../../../messages/es.json'),
  fr: () => import('../../../messages/fr.json'),
  it: () => import('../../../messages/it.json'),
  pt: () => import('../../../messages/pt.json'),
};

/** The checkout's words in `locale` (every language has them all; the message files are checked). */
export async function loadCheckoutTexts(locale: Locale): Promise<CheckoutTexts> {
  const texts = (await MESSAGES[locale]()).default.checkout ?? {};
  return Object.fromEntries(CHECKOUT_TEXT_NAMES.map((name) => [name, texts[name] ?? name])) as CheckoutTexts;
}
