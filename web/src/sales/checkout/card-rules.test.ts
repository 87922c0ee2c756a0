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
  it.each([
    // The test cards of each brand, spaced or not.
    ['4242 4242 4242 4242', null],
    ['5555555555554444', null],
    ['3782 822463 10005', null],
    // Numbers failing the Luhn checksum.
    ['4242 4242 4242 4241', 'invalid'],
    ['5555555555554440', 'invalid'],
    // Too short for its brand, letters, nothing at all.
    ['4242 4242 4242', 'invalid'],
    ['4242 4242 4242 424a', 'invalid'],
    ['  ', 'required'],
  ])('the problem of %j is %j', (number, problem) => {
    expect(cardNumberProblem(number)).toBe(problem);
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
  it.each([
    // The month as MM, 01 to 12.
    ['04', null],
    ['12', null],
    ['4', 'invalid'],
    ['13', 'invalid'],
    ['00', 'invalid'],
    ['', 'required'],
  ])('the problem of the month %j is %j', (month, problem) => {
    expect(expMonthProblem(month)).toBe(problem);
  });

  it.each([
    // The year as YYYY, not in the past (it is November 2026).
    ['2026', null],
    ['2029', null],
    ['29', 'invalid'],
    ['20299', 'invalid'],
    ['2025', 'expired'],
    ['', 'required'],
  ])('the problem of the year %j is %j', (year, problem) => {
    expect(expYearProblem(year, NOW)).toBe(problem);
  });

  it('lets a card expiring this month pay and refuses one that expired last month', () => {
    expect(expiryProblem('11', '2026', NOW)).toBeNull();
    expect(expiryProblem('10', '2026', NOW)).toBe('expired');
    expect(expiryProblem('01', '2027', NOW)).toBeNull();
    expect(expiryProblem('12', '2025', NOW)).toBe('expired');
  });
});
