/** An amount of money in the page's language, always with cents, e.g. $299.88 or 299,88 €. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
}
