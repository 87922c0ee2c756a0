/**
 * An amount of money as the page's language writes it, always with two decimals (24.5 -> 24.50):
 * '$24.99' in English, '24,99 $' in French, 'US$ 24,99' in Portuguese. Rounded to the cent.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const cents = Math.round(amount * 100) / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents);
}

/** A number rounded to two decimals with both written: 24.5 -> '24.50', 3 -> '3.00'. */
export function twoDecimals(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}
