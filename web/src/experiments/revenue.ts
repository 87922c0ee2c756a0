import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { Interval, RevenueRead, RevenueResults, RevenueVariantRead } from '@paperwise/schemas/experiment-results';
import { compareAlwaysValid, meanAndVariance, relativeDifference, type MeanSummary } from './sequential';
import { decisionRule } from './stats';
import type { ExperimentPurchase } from './store/types';

/**
 * The money read of an experiment: per currency and variant, purchases per visitor, revenue per
 * visitor, average order value, and the relative uplift of revenue per visitor over the control,
 * fixed-horizon and always-valid.
 *
 * Revenue per visitor is a mean over every visitor of the variant (0 for those who bought nothing),
 * so its interval is the normal (central limit) interval of a mean, x̄ ± z·s/√n, and the uplift's is
 * the delta method on the ratio of two means (sequential.ts, relativeDifference). Currencies are
 * never converted: each currency is read on its own, over all visitors of the variant and only the
 * orders paid in it.
 */

export const REVENUE_METHOD =
  'Revenue per visitor and purchases per visitor are means over all visitors of a variant (0 for those who bought nothing), with normal (central limit) 95 % intervals; the uplift interval is the delta method on the ratio of the two means. Amounts are reported per currency, never converted.';

const Z95 = normalQuantile(0.975, 0, 1);

/** A variant and the visitors exposed to it, up to one moment. */
export interface VariantVisitors {
  id: string;
  visitors: number;
}

/** One look at the money: per variant, the sums over its visitors of revenue and of orders, with their squares. */
export interface MoneySums {
  revenue: MeanSummary;
  orders: MeanSummary;
  purchasers: number;
  orderCount: number;
  revenueMinor: number;
}

/**
 * Per variant the sums of revenue (in currency units) and order counts per visitor, and of their
 * squares, over the purchases given (all in one currency). A visitor's sum grows by each purchase,
 * so the sum of squares is kept by its change: (a + x)² − a².
 */
function moneySums(
  variants: readonly VariantVisitors[],
  purchases: readonly ExperimentPurchase[],
): Map<string, MoneySums> {
  const perVisitor = new Map<string, { revenue: number; orders: number }>();
  const sums = new Map<string, MoneySums>(
    variants.map((v) => [
      v.id,
      {
        revenue: { n: v.visitors, sum: 0, sumSquares: 0 },
        orders: { n: v.visitors, sum: 0, sumSquares: 0 },
        purchasers: 0,
        orderCount: 0,
        revenueMinor: 0,
      },
    ]),
  );
  for (const purchase of purchases) {
    const variant = sums.get(purchase.variant);
    if (!variant) continue;
    const key = `${purchase.variant}\0${purchase.visitorId}`;
    const before = perVisitor.get(key) ?? { revenue: 0, orders: 0 };
    if (before.orders === 0) variant.purchasers += 1;
    const amount = purchase.amountMinor / 100;
    const after = { revenue: before.revenue + amount, orders: before.orders + 1 };
    perVisitor.set(key, after);
    variant.revenue.sum += amount;
    variant.revenue.sumSquares += after.revenue ** 2 - before.revenue ** 2;
    variant.orders.sum += 1;
    variant.orders.sumSquares += after.orders ** 2 - before.orders ** 2;
    variant.orderCount += 1;
    variant.revenueMinor += purchase.amountMinor;
  }
  return sums;
}

/** The mean's normal 95 % interval, or null with fewer than two visitors. */
function meanInterval(summary: MeanSummary): Interval | null {
  const stats = meanAndVariance(summary);
  if (!stats) return null;
  const half = Z95 * Math.sqrt(stats.variance / summary.n);
  return { lower: stats.mean - half, upper: stats.mean + half };
}

export interface RevenueInput {
  /** Control first; the visitors now. */
  variants: readonly VariantVisitors[];
  purchases: readonly ExperimentPurchase[];
  /**
   * Earlier looks, oldest first: the visitors of each variant and the time up to which purchases
   * count (the end of a day). The last look is now, with every purchase.
   */
  looks?: readonly { until: Date; variants: readonly VariantVisitors[] }[];
}

/** The money sums of every look in one currency, oldest first, the last one now. */
export function moneyLooks(input: RevenueInput, currency: string): Map<string, MoneySums>[] {
  const purchases = input.purchases.filter((p) => p.currency === currency);
  return [
    ...(input.looks ?? []).map((look) =>
      moneySums(
        look.variants,
        purchases.filter((p) => p.at.getTime() <= look.until.getTime()),
      ),
    ),
    moneySums(input.variants, purchases),
  ];
}

/** One currency's read. */
function readCurrency(input: RevenueInput, currency: string): RevenueRead {
  const control = input.variants[0]!;
  const looks = moneyLooks(input, currency);
  const now = looks.at(-1)!;
  const challengers = input.variants.slice(1);
  const looksOf = (metric: 'revenue' | 'orders') =>
    new Map(
      challengers.map((v) => [
        v.id,
        looks.map((look) => {
          const variant = look.get(v.id);
          const base = look.get(control.id);
          return variant && base ? relativeDifference(variant[metric], base[metric]) : null;
        }),
      ]),
    );
  const revenueValid = compareAlwaysValid(looksOf('revenue'));
  const ordersValid = compareAlwaysValid(looksOf('orders'));
  const controlSums = now.get(control.id)!;

  const variants = input.variants.map((v, index): RevenueVariantRead => {
    const sums = now.get(v.id)!;
    const isControl = index === 0;
    const uplift = isControl ? null : relativeDifference(sums.revenue, controlSums.revenue);
    const perVisitor = (total: number) => (v.visitors > 0 ? total / v.visitors : null);
    return {
      id: v.id,
      isControl,
      visitors: v.visitors,
      purchases: sums.orderCount,
      purchasers: sums.purchasers,
      revenue: sums.revenueMinor / 100,
      purchasesPerVisitor: perVisitor(sums.orderCount),
      purchasesPerVisitorInterval: meanInterval(sums.orders),
      revenuePerVisitor: perVisitor(sums.revenueMinor / 100),
      revenuePerVisitorInterval: meanInterval(sums.revenue),
      averageOrderValue: sums.orderCount > 0 ? sums.revenueMinor / 100 / sums.orderCount : null,
      revenueUplift: uplift?.estimate ?? null,
      revenueUpliftInterval: uplift
        ? {
            lower: uplift.estimate - Z95 * Math.sqrt(uplift.variance),
            upper: uplift.estimate + Z95 * Math.sqrt(uplift.variance),
          }
        : null,
      revenueAlwaysValid: isControl ? null : (revenueValid.get(v.id) ?? null),
      purchasesAlwaysValid: isControl ? null : (ordersValid.get(v.id) ?? null),
    };
  });
  return { currency, variants, decision: decisionRule(challengers.length) };
}

/**
 * The money read of every currency the experiment's purchases were paid in, the currency with the
 * most orders first (ties by code). Without a variant, or without a purchase, no currency is read.
 */
export function readRevenue(input: RevenueInput): RevenueResults {
  const byCurrency = new Map<string, number>();
  for (const p of input.purchases) byCurrency.set(p.currency, (byCurrency.get(p.currency) ?? 0) + 1);
  const currencies = [...byCurrency]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([currency]) => currency);
  return {
    method: REVENUE_METHOD,
    currencies: input.variants.length === 0 ? [] : currencies.map((currency) => readCurrency(input, currency)),
  };
}
