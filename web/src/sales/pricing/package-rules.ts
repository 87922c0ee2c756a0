/**
 * Packages as the pricing pages and the checkout see them, and the rules on them. No server or
 * browser import: the pricing table (server), the checkout (browser) and the tests share it.
 */

import type { PackageView } from '@/services/package-contract';

/** A package as the package service answers it; the pages show it after the site's override. */
export type { PackageView };

/**
 * The two special-offer packages are shown with a saving and a regular price of the site's own
 * choosing rather than the service's: the Basic offer saves 73 % of 37.99, the Premium offer 75 %
 * of 79.99. Every other package is shown as the service sends it.
 */
export const PACKAGE_OVERRIDES: Readonly<Record<string, Pick<PackageView, 'saveRelative' | 'valueRegular'>>> = {
  'special-basic': { saveRelative: 73, valueRegular: 37.99 },
  'special-premium': { saveRelative: 75, valueRegular: 79.99 },
};

/** The package as shown: the service's answer with the override of its token, if it has one. */
export function withOverride(pkg: PackageView): PackageView {
  const override = Object.hasOwn(PACKAGE_OVERRIDES, pkg.token) ? PACKAGE_OVERRIDES[pkg.token] : undefined;
  return override ? { ...pkg, ...override } : pkg;
}

/** A package token as content and addresses write it: lower case letters, digits and dashes. */
export const PACKAGE_TOKEN_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The pricing state of a page: the package chosen, the affiliate-retailer order (set by the
 * /start/cb/ landing) and the addresses of the 50 %-off offers, derived from the pricing pages'
 * own discounts rather than listed in code.
 */
export interface PricingState {
  package: PackageView | null;
  clickbank: { orderId: string; name: string } | null;
  save50Routes: readonly string[];
}

/**
 * A pricing page's state: the package its address names (else none chosen yet), no
 * affiliate-retailer order (that is the /start/cb/ landing's), and its language's save50 routes.
 */
export function pricingStateOf(
  named: PackageView | null,
  pages: ReadonlyArray<{ path?: string | null; discount?: number | null }>,
): PricingState {
  return { package: named, clickbank: null, save50Routes: save50Routes(pages) };
}

/** The 50 %-off offers among a language's pricing pages: the save50 routes. */
export function save50Routes(pages: ReadonlyArray<{ path?: string | null; discount?: number | null }>): string[] {
  return pages
    .filter((page): page is { path: string; discount: number } => page.discount === 50 && typeof page.path === 'string')
    .map((page) => page.path)
    .sort();
}
