import { describe, expect, it } from 'vitest';
import { PACKAGE_OVERRIDES, withOverride, type PackageView } from './package-rules';
import { packageFixture, SPECIAL_BASIC_FIGURES } from '@/testing/packages';

/** The service's answer for a special-offer package, before the override. */
const pkg = (token: string, extra: Partial<PackageView> = {}): PackageView =>
  packageFixture(token, { ...SPECIAL_BASIC_FIGURES, ...extra });

describe('the override of the two special-offer packages', () => {
  it('shows the Basic offer as 73 % off 37.99', () => {
    const shown = withOverride(pkg('special-basic'));
    expect(shown.saveRelative).toBe(73);
    expect(shown.valueRegular).toBe(37.99);
    // Everything else is the service's.
    expect({ ...shown, saveRelative: 60, valueRegular: 24.99 }).toEqual(pkg('special-basic'));
  });

  it('shows the Premium offer as 75 % off 79.99', () => {
    const shown = withOverride(pkg('special-premium', { name: 'Premium', price: 19.99, total: 239.88 }));
    expect([shown.saveRelative, shown.valueRegular, shown.price, shown.total]).toEqual([75, 79.99, 19.99, 239.88]);
  });

  it('leaves every other package as the service sends it', () => {
    const basic = pkg('basic', { price: 24.99, total: 299.88, savings: 33, saveRelative: 33, valueRegular: 37.49 });
    expect(withOverride(basic)).toBe(basic);
    expect(withOverride(pkg('special'))).toEqual(pkg('special'));
    expect(withOverride(pkg('toString'))).toEqual(pkg('toString'));
  });

  it('holds exactly the two special tokens', () => {
    expect(Object.keys(PACKAGE_OVERRIDES).sort()).toEqual(['special-basic', 'special-premium']);
  });
});
