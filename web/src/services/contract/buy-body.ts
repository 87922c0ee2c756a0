/*
 * What a buy call sends, for the contract tests and the browser tests alike: plain data, no imports,
 * so a Playwright spec can load it too.
 */

/** The test cards of the embedded payment processor. */
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  processorError: '4000000000000119',
  slow: '4000000000000077',
} as const;

/** A year the card is still valid in. */
export const FUTURE_YEAR = String(new Date().getFullYear() + 3);

/** A buy body as the checkout sends it; `extra` replaces fields, `card` card fields. */
export function buyBody(
  email: string,
  extra: Record<string, unknown> = {},
  card: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    package: 'basic',
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+1 514 555 0100',
    country: 'US',
    state: 'CA',
    card: { number: CARDS.visa, cvc: '123', expMonth: '04', expYear: FUTURE_YEAR, ...card },
    language: 'en',
    variantId: 'pricing-plans-en',
    ...extra,
  };
}
