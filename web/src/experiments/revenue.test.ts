import { describe, expect, it } from 'vitest';
import { readRevenue } from './revenue';
import { holmAdjust, relativeDifference, sequentialTest } from './sequential';
import type { ExperimentPurchase } from './store/types';

const at = new Date('2026-11-20T10:00:00.000Z');
let orders = 0;
function purchase(
  variant: string,
  visitor: string,
  amountMinor: number,
  currency = 'USD',
  when = at,
): ExperimentPurchase {
  orders += 1;
  return { experiment: 'e', orderId: `o${orders}`, variant, visitorId: visitor, amountMinor, currency, at: when };
}

function expectClose(actual: number | null | undefined, expected: number, tolerance = 1e-9) {
  expect(actual).toBeTypeOf('number');
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(tolerance);
}

describe('the money read of an experiment', () => {
  it('gives purchases, revenue per visitor with a normal interval, average order value and the uplift', () => {
    // Control: 10 visitors, one bought twice (10 + 20), one once (30). Variant: 10 visitors, one bought 100.
    const result = readRevenue({
      variants: [
        { id: 'a', visitors: 10 },
        { id: 'b', visitors: 10 },
      ],
      purchases: [
        purchase('a', 'v1', 1000),
        purchase('a', 'v1', 2000),
        purchase('a', 'v2', 3000),
        purchase('b', 'v9', 10_000),
      ],
    });
    expect(result.method).toMatch(/delta method/);
    expect(result.method).toMatch(/never converted/);
    const [control, variant] = result.currencies[0]!.variants;
    expect(control).toMatchObject({
      purchases: 3,
      purchasers: 2,
      revenue: 60,
      purchasesPerVisitor: 0.3,
      revenuePerVisitor: 6,
    });
    expectClose(control!.averageOrderValue, 20);
    // Per visitor: 30, 30, then eight 0s. Mean 6, sample variance (2·900 − 10·36) / 9 = 160.
    const half = 1.959963984540054 * Math.sqrt(160 / 10);
    expectClose(control!.revenuePerVisitorInterval!.lower, 6 - half);
    expectClose(control!.revenuePerVisitorInterval!.upper, 6 + half);
    // Orders per visitor: 2, 1, eight 0s: mean 0.3, variance (5 − 10·0.09) / 9.
    const ordersHalf = 1.959963984540054 * Math.sqrt((5 - 0.9) / 9 / 10);
    expectClose(control!.purchasesPerVisitorInterval!.upper, 0.3 + ordersHalf);
    expect(variant).toMatchObject({
      purchases: 1,
      purchasers: 1,
      revenue: 100,
      revenuePerVisitor: 10,
      averageOrderValue: 100,
    });
    const delta = relativeDifference({ n: 10, sum: 100, sumSquares: 10_000 }, { n: 10, sum: 60, sumSquares: 1800 })!;
    expectClose(variant!.revenueUplift, 10 / 6 - 1);
    expectClose(variant!.revenueUpliftInterval!.lower, delta.estimate - 1.959963984540054 * Math.sqrt(delta.variance));
    expect(variant!.revenueAlwaysValid).toEqual({
      ...sequentialTest([delta])!,
      adjustedPValue: sequentialTest([delta])!.pValue,
      significant: false,
    });
    expect(control!.revenueAlwaysValid).toBeNull();
  });

  it('reads each currency on its own, the one with most orders first, never converting', () => {
    const result = readRevenue({
      variants: [
        { id: 'a', visitors: 100 },
        { id: 'b', visitors: 100 },
      ],
      purchases: [purchase('a', 'v1', 5000, 'EUR'), purchase('a', 'v2', 4000, 'USD'), purchase('b', 'v3', 4000, 'USD')],
    });
    expect(result.currencies.map((c) => c.currency)).toEqual(['USD', 'EUR']);
    const eur = result.currencies[1]!;
    expect(eur.variants.map((v) => [v.purchases, v.revenue, v.visitors])).toEqual([
      [1, 50, 100],
      [0, 0, 100],
    ]);
    expect(readRevenue({ variants: [{ id: 'a', visitors: 5 }], purchases: [] }).currencies).toEqual([]);
  });

  it('takes the earlier looks into the always-valid read, and corrects for two challengers by Holm', () => {
    const variants = [
      { id: 'a', visitors: 2000 },
      { id: 'b', visitors: 2000 },
      { id: 'c', visitors: 2000 },
    ];
    const early = new Date('2026-11-18T10:00:00.000Z');
    const purchases = [
      ...Array.from({ length: 100 }, (_, n) => purchase('a', `a${n}`, 5000)),
      ...Array.from({ length: 200 }, (_, n) => purchase('b', `b${n}`, 5000, 'USD', early)),
      ...Array.from({ length: 105 }, (_, n) => purchase('c', `c${n}`, 5000)),
    ];
    const looks = [{ until: new Date('2026-11-18T23:59:59.999Z'), variants }];
    const read = readRevenue({ variants, purchases, looks }).currencies[0]!;
    expect(read.decision.correction).toBe('holm');
    const summary = (count: number) => ({ n: 2000, sum: count * 50, sumSquares: count * 2500 });
    const b = sequentialTest(
      [relativeDifference(summary(200), summary(0)), relativeDifference(summary(200), summary(100))],
      0.025,
    )!;
    const c = sequentialTest(
      [relativeDifference(summary(0), summary(0)), relativeDifference(summary(105), summary(100))],
      0.025,
    )!;
    const adjusted = holmAdjust([b.pValue, c.pValue]);
    expect(read.variants[1]!.revenueAlwaysValid!.adjustedPValue).toBe(adjusted[0]);
    expect(read.variants[2]!.revenueAlwaysValid!.adjustedPValue).toBe(adjusted[1]);
    expect(read.variants[1]!.revenueAlwaysValid!.significant).toBe(true);
    expect(read.variants[2]!.revenueAlwaysValid!.significant).toBe(false);
  });
});
