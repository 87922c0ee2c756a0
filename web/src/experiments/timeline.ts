import type { Timeline, TimelineMetric, TimelineSeries } from '@paperwise/schemas/experiment-results';
import { moneyLooks, type RevenueInput } from './revenue';
import { SEQUENTIAL_ALPHA, relativeDifference, sequentialTest, type Estimate, type MeanSummary } from './sequential';

/**
 * The figures of an experiment day by day, for the Results tab's chart: each variant's value at the
 * end of every day with events (and now), and each challenger's uplift with the always-valid band
 * as it stood that day (the band narrows as data comes in; the decision reads its last state).
 */

/** Per look (oldest first, the last now), per variant: the metric summarised over its visitors. */
type Looks = readonly ReadonlyMap<string, MeanSummary>[];

function seriesOf(variantIds: readonly string[], looks: Looks, challengers: number): TimelineSeries[] {
  const controlId = variantIds[0]!;
  return variantIds.map((id) => {
    const values = looks.map((look) => {
      const summary = look.get(id);
      return summary && summary.n > 0 ? summary.sum / summary.n : null;
    });
    if (id === controlId) return { variant: id, values, uplift: looks.map(() => null), band: looks.map(() => null) };
    const estimates: (Estimate | null)[] = looks.map((look) => {
      const variant = look.get(id);
      const control = look.get(controlId);
      return variant && control ? relativeDifference(variant, control) : null;
    });
    return {
      variant: id,
      values,
      uplift: estimates.map((e) => e?.estimate ?? null),
      // The band at each look is the always-valid interval over the looks up to it (α / m as in the read).
      band: estimates.map((e, index) =>
        e
          ? (sequentialTest(estimates.slice(0, index + 1), SEQUENTIAL_ALPHA / Math.max(1, challengers))?.interval ??
            null)
          : null,
      ),
    };
  });
}

export interface TimelineInput {
  /** Control first. */
  variantIds: readonly string[];
  /** Days since 1970 of the looks before now, oldest first. */
  days: readonly number[];
  /** Per look, the last one now: visitors and sign-ups started per variant. */
  signups: readonly ReadonlyMap<string, { visitors: number; conversions: number }>[];
  /** The money read's input (its looks the same days as above); its first currency is charted. */
  revenue: RevenueInput;
  currency: string | null;
  now: Date;
}

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

export function buildTimeline(input: TimelineInput): Timeline {
  const challengers = Math.max(0, input.variantIds.length - 1);
  const signupLooks: Looks = input.signups.map(
    (look) =>
      new Map([...look].map(([id, c]) => [id, { n: c.visitors, sum: c.conversions, sumSquares: c.conversions }])),
  );
  const metrics: TimelineMetric[] = [
    { metric: 'signupStarted', currency: null, series: seriesOf(input.variantIds, signupLooks, challengers) },
  ];
  if (input.currency !== null) {
    const money: Looks = moneyLooks(input.revenue, input.currency).map(
      (look) => new Map([...look].map(([id, sums]) => [id, sums.revenue])),
    );
    metrics.push({
      metric: 'revenuePerVisitor',
      currency: input.currency,
      series: seriesOf(input.variantIds, money, challengers),
    });
  }
  return { days: [...input.days.map(isoDay), input.now.toISOString().slice(0, 10)], metrics };
}
