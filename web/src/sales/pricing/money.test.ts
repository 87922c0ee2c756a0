import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** Intl separates some currency amounts with a no-break space: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money as each language writes it', () => {
  it('writes the Basic plan’s amounts with two decimals in English', () => {
    expect(formatMoney(24.99, 'USD', 'en')).toBe('$24.99');
    expect(formatMoney(299.88, 'USD', 'en')).toBe('$299.88');
  });

  it('pads .5 to .50 and rounds to the cent', () => {
    expect(formatMoney(24.5, 'USD', 'en')).toBe('$24.50');
    expect(formatMoney(10, 'USD', 'en')).toBe('$10.00');
    expect(formatMoney(19.999, 'USD', 'en')).toBe('$20.00');
  });

  it('uses the language’s decimal comma and symbol place', () => {
    expect(plain(formatMoney(24.5, 'USD', 'fr'))).toBe('24,50 $US');
    expect(plain(formatMoney(1299.88, 'EUR', 'de'))).toBe('1.299,88 €');
    expect(plain(formatMoney(24.99, 'USD', 'es'))).toBe('24,99 US$');
    expect(plain(formatMoney(24.99, 'EUR', 'it'))).toBe('24,99 €');
    expect(plain(formatMoney(24.99, 'USD', 'pt'))).toBe('US$ 24,99');
  });
});
