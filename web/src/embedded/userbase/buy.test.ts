import { describe, expect, it } from 'vitest';
import { HttpError } from '../http';
import { addMonths, buyPayloadSchema, chargeOutcome, checkCard } from './buy';

const year = String(new Date().getFullYear() + 2);
const card = (change: Record<string, string> = {}) => ({
  number: '4242424242424242',
  cvc: '123',
  expMonth: '04',
  expYear: year,
  ...change,
});
const payload = (change: Record<string, unknown> = {}) => ({
  package: 'basic',
  email: ' Buyer@Example.com ',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone: '+1 (514) 555-0100',
  country: 'US',
  state: 'CA',
  card: card(),
  language: 'en',
  ...change,
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('expected a refusal');
}

describe('checkCard', () => {
  it('names the brand and keeps only the last four digits', () => {
    expect(checkCard(card())).toEqual({ brand: 'visa', last4: '4242' });
    expect(checkCard(card({ number: '5555555555554444' }))).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(checkCard(card({ number: '378282246310005', cvc: '1234' }))).toEqual({ brand: 'amex', last4: '0005' });
    expect(checkCard(card({ number: '6011111111111117' })).brand).toBe('discover');
  });

  it('accepts a two-digit year and a one-digit month', () => {
    expect(checkCard(card({ expMonth: '4', expYear: year.slice(2) })).last4).toBe('4242');
  });

  it('refuses a bad Luhn sum, an unknown brand, a code of the wrong length and a past expiry', () => {
    expect(refusal(() => checkCard(card({ number: '4242424242424241' })))).toBe(
      'card.number: is not a valid card number',
    );
    expect(refusal(() => checkCard(card({ number: '1234567812345670' })))).toMatch(/^card\.number: /);
    expect(refusal(() => checkCard(card({ number: '378282246310005', cvc: '123' })))).toBe(
      'card.cvc: must be 4 digits for this card',
    );
    expect(refusal(() => checkCard(card({ cvc: '1234' })))).toBe('card.cvc: must be 3 digits for this card');
    const last = String(new Date().getFullYear() - 1);
    expect(refusal(() => checkCard(card({ expYear: last })))).toBe('card.expYear: the card has expired');
    expect(refusal(() => checkCard(card({ expYear: String(new Date().getFullYear() + 40) })))).toBe(
      'card.expYear: is too far in the future',
    );
    const now = new Date();
    if (now.getMonth() > 0) {
      // Earlier this year: the month is past.
      expect(refusal(() => checkCard(card({ expMonth: '01', expYear: String(now.getFullYear()) })))).toBe(
        'card.expMonth: the card has expired',
      );
    }
  });
});

describe('chargeOutcome', () => {
  it('gives the test cards their outcomes and approves the rest', () => {
    expect(chargeOutcome('4000000000000002')).toBe('declined');
    expect(chargeOutcome('4000000000000119')).toBe('processorError');
    expect(chargeOutcome('4000000000000077')).toBe('slow');
    expect(chargeOutcome('4242424242424242')).toBe('approved');
  });
});

describe('buyPayloadSchema', () => {
  it('trims names and the address, and drops the spaces of a typed card number', () => {
    const data = buyPayloadSchema.parse(payload({ card: card({ number: '4242 4242-4242 4242' }) }));
    expect(data).toMatchObject({ email: 'Buyer@Example.com', firstName: 'Ada', state: 'CA' });
    expect(data.card.number).toBe('4242424242424242');
  });

  it('reads a state written US-ca as CA, and keeps no state for a country without states', () => {
    expect(buyPayloadSchema.parse(payload({ state: 'US-ca' })).state).toBe('CA');
    expect(buyPayloadSchema.parse(payload({ country: 'FR', state: 'IDF' })).state).toBeNull();
    expect(buyPayloadSchema.parse(payload({ country: 'DE', state: undefined })).state).toBeNull();
  });

  it('refuses a missing state where one is needed and an unknown package', () => {
    expect(buyPayloadSchema.safeParse(payload({ country: 'CA', state: '' })).success).toBe(false);
    expect(buyPayloadSchema.safeParse(payload({ state: 'California' })).success).toBe(false);
    expect(buyPayloadSchema.safeParse(payload({ package: 'gold' })).success).toBe(false);
  });

  it('treats blank optional fields as absent and refuses controls in them', () => {
    const data = buyPayloadSchema.parse(payload({ variantId: '', eftid: null, captchaToken: '' }));
    expect(data.variantId).toBeUndefined();
    expect(data.eftid).toBeUndefined();
    expect(data.captchaToken).toBeUndefined();
    expect(buyPayloadSchema.safeParse(payload({ eftid: 'a\u0000b' })).success).toBe(false);
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00Z'), 12).toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2027-12-31T00:00:00Z'), 2).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
