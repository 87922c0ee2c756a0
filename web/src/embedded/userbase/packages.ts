import type { PackageView } from '../../services/package-contract';

/**
 * The plans the pricing pages read through GET bib-pkg/{token}. `price` is
 * the monthly price, `total` what one term costs, `savings` (and `saveRelative`) the
 * percentage saved against `valueRegular`, the regular monthly price. Basic has the real plan's figures; the rest are this stand-in's.
 * The two `special-*` tokens are the ones whose saveRelative and valueRegular the site's client
 * overrides (73 % / 37.99 and 75 % / 79.99): the server sends its own values for them, which
 * the client is expected to replace. This stand-in prices everything in US dollars.
 */
export type PricingPackage = PackageView & { currencyCode: 'USD' };

/** How long browsers and shared caches may keep an answer of GET bib-pkg/{token}: an hour. */
export const PRICE_LIST_CACHE_CONTROL = 'public, max-age=3600';

export const PACKAGES: readonly PricingPackage[] = [
  {
    token: 'basic',
    name: 'Basic',
    users: 1,
    months: 12,
    price: 24.99,
    total: 299.88,
    savings: 33,
    saveRelative: 33,
    valueRegular: 37.49,
    currencyCode: 'USD',
  },
  {
    token: 'premium',
    name: 'Premium',
    users: 5,
    months: 12,
    price: 49.99,
    total: 599.88,
    savings: 33,
    saveRelative: 33,
    valueRegular: 74.99,
    currencyCode: 'USD',
  },
  {
    token: 'basic-monthly',
    name: 'Basic',
    users: 1,
    months: 1,
    price: 37.49,
    total: 37.49,
    savings: 0,
    saveRelative: 0,
    valueRegular: 37.49,
    currencyCode: 'USD',
  },
  {
    token: 'premium-monthly',
    name: 'Premium',
    users: 5,
    months: 1,
    price: 74.99,
    total: 74.99,
    savings: 0,
    saveRelative: 0,
    valueRegular: 74.99,
    currencyCode: 'USD',
  },
  {
    token: 'special-basic',
    name: 'Basic',
    users: 1,
    months: 12,
    price: 9.99,
    total: 119.88,
    savings: 60,
    saveRelative: 60,
    valueRegular: 24.99,
    currencyCode: 'USD',
  },
  {
    token: 'special-premium',
    name: 'Premium',
    users: 5,
    months: 12,
    price: 19.99,
    total: 239.88,
    savings: 60,
    saveRelative: 60,
    valueRegular: 49.99,
    currencyCode: 'USD',
  },
  // The 50 % and 60 % offers of the save50… and save60… pricing pages, against the monthly price.
  {
    token: 'save50-basic',
    name: 'Basic',
    users: 1,
    months: 12,
    price: 18.74,
    total: 224.88,
    savings: 50,
    saveRelative: 50,
    valueRegular: 37.49,
    currencyCode: 'USD',
  },
  {
    token: 'save50-premium',
    name: 'Premium',
    users: 5,
    months: 12,
    price: 37.49,
    total: 449.88,
    savings: 50,
    saveRelative: 50,
    valueRegular: 74.99,
    currencyCode: 'USD',
  },
  {
    token: 'save60-basic',
    name: 'Basic',
    users: 1,
    months: 12,
    price: 14.99,
    total: 179.88,
    savings: 60,
    saveRelative: 60,
    valueRegular: 37.49,
    currencyCode: 'USD',
  },
  {
    token: 'save60-premium',
    name: 'Premium',
    users: 5,
    months: 12,
    price: 29.99,
    total: 359.88,
    savings: 60,
    saveRelative: 60,
    valueRegular: 74.99,
    currencyCode: 'USD',
  },
  // The budgeting product: monthly, or a year paid at once at 8.99 a month (31 % saved).
  {
    token: 'budgeto-monthly',
    name: 'Budgeto',
    users: 1,
    months: 1,
    price: 12.99,
    total: 12.99,
    savings: 0,
    saveRelative: 0,
    valueRegular: 12.99,
    currencyCode: 'USD',
  },
  {
    token: 'budgeto-annual',
    name: 'Budgeto',
    users: 1,
    months: 12,
    price: 8.99,
    total: 107.88,
    savings: 31,
    saveRelative: 31,
    valueRegular: 12.99,
    currencyCode: 'USD',
  },
];

export function findPackage(token: string): PricingPackage | undefined {
  return PACKAGES.find((pkg) => pkg.token === token);
}

/** A package's answer as GET bib-pkg/{token} and the buy call give it. */
export function packageView(pkg: PricingPackage) {
  const { token, price, total, savings, saveRelative, valueRegular, name, users, months, currencyCode } = pkg;
  return { token, price, total, savings, saveRelative, valueRegular, name, users, months, currencyCode };
}

/** How a package reads on an order line. */
export function productName(pkg: PricingPackage): string {
  const licence = pkg.users === 1 ? '1-user licence' : `${pkg.users}-user licence`;
  return `${pkg.name} (${licence}), ${pkg.months === 1 ? '1 month' : `${pkg.months} months`}`;
}

/** The partner products: the partner told of each sale (by the userbase, never by the browser). */
const PARTNER_OF: Readonly<Record<string, string>> = {
  'budgeto-monthly': 'budgeto',
  'budgeto-annual': 'budgeto',
};

/** The partner whose product the package is, or undefined for the store's own packages. */
export function partnerOf(pkg: PricingPackage): string | undefined {
  return PARTNER_OF[pkg.token];
}
