import type { PackageView } from '@/services/package-contract';

/**
 * A package as the package service answers it, for tests: the yearly Basic plan (24.99 a month,
 * 299.88 a year, 33 % off 37.49) with the given token, and any field changed by `extra`.
 */
export function packageFixture(token = 'basic', extra: Partial<PackageView> = {}): PackageView {
  return {
    token,
    name: 'Basic',
    users: 1,
    months: 12,
    price: 24.99,
    total: 299.88,
    savings: 33,
    saveRelative: 33,
    valueRegular: 37.49,
    currencyCode: 'USD',
    ...extra,
  };
}

/** The special-offer Basic figures as the service sends them (9.99 a month, 60 % off 24.99), before the site's override. */
export const SPECIAL_BASIC_FIGURES = {
  price: 9.99,
  total: 119.88,
  savings: 60,
  saveRelative: 60,
  valueRegular: 24.99,
} satisfies Partial<PackageView>;

/** A package with no saving to show (the checkout's tests). */
export const NO_SAVING = { savings: 0, saveRelative: 0, valueRegular: 0 } satisfies Partial<PackageView>;
