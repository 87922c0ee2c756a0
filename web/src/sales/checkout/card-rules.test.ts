import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardNumberProblem,
  cvcLength,
  cvcProblem,
  expiryProblem,
  expMonthProblem,
  expYearProblem,
  formatCardNumber,
} from './card-rules';

const NOW = new Date(2026, 10, 23); // 23 November 2026

describe('card numbers', () => {
  it('accepts the test cards of each brand, spaced or not', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('5555555555554444')).toBeNull();
    expect(cardNumberProblem('3782 822463 10005')).toBeNull();
  });

  it('refuses a number failing the Luhn checksum', () => {
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('invalid');
    expect(cardNumberProblem('5555555555554440')).toBe('invalid');
  });

  it('refuses a number too short for its brand, letters, and nothing at all', () => {
    expect(cardNumberProblem('4242 4242 4242')).toBe('invalid');
    expect(cardNumberProblem('4242 4242 4242 424a')).toBe('invalid');
    expect(cardNumberProblem('  ')).toBe('required');
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4242')?.name).toBe('Visa');
    expect(cardBrand('5555 55')?.type).toBe('mastercard');
    expect(cardBrand('37')?.name).toBe('American Express');
    expect(cardBrand('')).toBeNull();
  });

  it('groups the digits as the brand prints them and stops at its length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242 999');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
  });
});

describe('security codes', () => {
  it('takes 4 digits for American Express and 3 for the others', () => {
    expect(cvcLength('378282246310005')).toBe(4);
    expect(cvcLength('4242424242424242')).toBe(3);
    expect(cvcProblem('1234', '378282246310005')).toBeNull();
    expect(cvcProblem('123', '378282246310005')).toBe('invalid');
    expect(cvcProblem('123', '4242424242424242')).toBeNull();
    expect(cvcProblem('1234', '4242424242424242')).toBe('invalid');
    expect(cvcProblem('12a', '4242424242424242')).toBe('invalid');
    expect(cvcProblem('', '4242424242424242')).toBe('required');
  });
});

describe('expiry', () => {
  it('takes the month as MM, 01 to 12', () => {
    expect(expMonthProblem('04')).toBeNull();
    expect(expMonthProblem('12')).toBeNull();
    expect(expMonthProblem('4')).toBe('invalid');
    expect(expMonthProblem('13')).toBe('invalid');
    expect(expMonthProblem('00')).toBe('invalid');
    expect(expMonthProblem('')).toBe('required');
  });

  it('takes the year as YYYY, not in the past', () => {
    expect(expYearProblem('2026', NOW)).toBeNull();
    expect(expYearProblem('2029', NOW)).toBeNull();
    expect(expYearProblem('29', NOW)).toBe('invalid');
    expect(expYearProblem('20299', NOW)).toBe('invalid');
    expect(expYearProblem('2025', NOW)).toBe('expired');
    expect(expYearProblem('', NOW)).toBe('required');
  });

  it('lets a card expiring this month pay and refuses one that expired last month', () => {
    expect(expiryProblem('11', '2026', NOW)).toBeNull();
    expect(expiryProblem('10', '2026', NOW)).toBe('expired');
    expect(expiryProblem('01', '2027', NOW)).toBeNull();
    expect(expiryProblem('12', '2025', NOW)).toBe('expired');
  });
});
