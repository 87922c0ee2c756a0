// The rules a card's details must meet before a payment is attempted: number (checksum and a known
// brand's length), security code (its brand's length), expiry month and year (not in the past).
// Pure functions, so they are tested on their own and shared by the form's schema.
import cardValidator from 'card-validator';

/** A problem with one field, named; the form turns it into words in the page's language. */
export type CardProblem = 'required' | 'invalid' | 'expired';

export interface CardBrand {
  /** The brand's id, e.g. visa, mastercard, american-express. */
  type: string;
  /** The brand's name for people, e.g. Visa, Mastercard, American Express. */
  name: string;
  /** Where the groups of digits break, e.g. [4, 8, 12] for 4-4-4-4. */
  gaps: number[];
  lengths: number[];
  cvcLength: number;
}

const DEFAULT_GAPS = [4, 8, 12, 16];
const LONGEST_NUMBER = 19;

export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

/** The brand the digits typed so far belong to, once they name only one. */
export function cardBrand(number: string): CardBrand | null {
  const card = cardValidator.number(digitsOf(number)).card;
  if (!card) return null;
  return { type: card.type, name: card.niceType, gaps: card.gaps, lengths: card.lengths, cvcLength: card.code.size };
}

/** The number as typed, in its brand's groups (4-4-4-4, or 4-6-5 for American Express). */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const longest = brand ? Math.max(...brand.lengths) : LONGEST_NUMBER;
  const digits = digitsOf(value).slice(0, longest);
  const gaps = [...(brand?.gaps ?? DEFAULT_GAPS)];
  // Numbers longer than 16 digits (some Visa cards) go on in groups of four.
  for (let last = gaps.at(-1) ?? 0; longest > 16 && last + 4 < longest; last += 4) gaps.push(last + 4);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** The card number: present, of a known brand's length, and passing the Luhn checksum. */
export function cardNumberProblem(number: string): CardProblem | null {
  const digits = digitsOf(number);
  if (!digits) return 'required';
  if (/[^\d\s-]/.test(number)) return 'invalid';
  return cardValidator.number(digits).isValid ? null : 'invalid';
}

/** The security code's length for the card's brand: 4 digits for American Express, else 3. */
export function cvcLength(number: string): number {
  return cardBrand(number)?.cvcLength ?? 3;
}

export function cvcProblem(cvc: string, number: string): CardProblem | null {
  const value = cvc.trim();
  if (!value) return 'required';
  return new RegExp(`^\\d{${cvcLength(number)}}$`).test(value) ? null : 'invalid';
}

/** The expiry month as two digits, 01 to 12. */
export function expMonthProblem(month: string): CardProblem | null {
  const value = month.trim();
  if (!value) return 'required';
  return /^(0[1-9]|1[0-2])$/.test(value) ? null : 'invalid';
}

/** The expiry year as four digits, not before this year and not absurdly far ahead. */
export function expYearProblem(year: string, now: Date = new Date()): CardProblem | null {
  const value = year.trim();
  if (!value) return 'required';
  if (!/^\d{4}$/.test(value)) return 'invalid';
  const thisYear = now.getFullYear();
  const n = Number(value);
  if (n < thisYear) return 'expired';
  return n > thisYear + 20 ? 'invalid' : null;
}

/**
 * Whether a card valid through `month`/`year` has expired at `now`: a card is good until the last
 * day of its expiry month, so this month is still fine and last month is not. Only asked once
 * month and year are each well formed.
 */
export function expiryProblem(month: string, year: string, now: Date = new Date()): CardProblem | null {
  const m = Number(month);
  const y = Number(year);
  const current = now.getFullYear() * 12 + now.getMonth();
  return y * 12 + (m - 1) < current ? 'expired' : null;
}
