import { LOCALES } from '@paperwise/schemas/locales';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT_NAMES, fill, loadCheckoutTexts } from './checkout-texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the checkout words', () => {
  it.each(LOCALES)('are all written in %s, with the same placeholders as in English', async (locale) => {
    const english = await loadCheckoutTexts('en');
    const texts = await loadCheckoutTexts(locale);
    const written = (await import(`../../../messages/${locale}.json`)).default.checkout as Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual([...CHECKOUT_TEXT_NAMES].sort());
    for (const name of CHECKOUT_TEXT_NAMES) {
      expect(typeof written[name], `${locale}.${name}`).toBe('string');
      expect(texts[name].trim(), `${locale}.${name}`).not.toBe('');
      expect(placeholders(texts[name]), `${locale}.${name}`).toEqual(placeholders(english[name]));
    }
  });

  it('say the three payment problems in each language', async () => {
    expect((await loadCheckoutTexts('en')).licenseExist).toBe('An active license already exists for {emailId}.');
    const fr = await loadCheckoutTexts('fr');
    expect(fill(fr.licenseExist, { emailId: 'ada@example.com' })).toBe(
      'Une licence active existe déjà pour ada@example.com.',
    );
    expect((await loadCheckoutTexts('de')).paymentNotReceived).toMatch(/Kundensupport/);
    expect((await loadCheckoutTexts('es')).buyAPIError).toMatch(/tarjeta de crédito/);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(fill('Pay {amount} for {what}', { amount: '$1.00' })).toBe('Pay $1.00 for {what}');
  });
});
