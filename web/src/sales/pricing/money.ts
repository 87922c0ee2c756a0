/**
 * An amount of money as the page's language writes it, always with two decimals (24.5 -> 24.50):
 * '$24.99' in English, '24,99 $' in French, 'US$ 24,99' in Portuguese. Rounded to the cent. A
 * currency code the browser does not know (an order service's answer is not ours to trust) is
 * written after the amount rather than failing the page: '1.00 XXX'.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const cents = Math.round(amount * 100) / 100;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(cents);
  } catch {
    return `${cents.toFixed(2)} ${currency}`;
  }
}
