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
