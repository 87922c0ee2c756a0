import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import type { Interval } from '@paperwise/schemas/experiment-results';

/**
 * Always-valid inference for an experiment that people look at every day.
 *
 * The test is the mixture sequential probability ratio test (mSPRT) with a normal mixture of
 * Johari, Pekelis & Walsh, "Always Valid Inference: Continuous Monitoring of A/B Tests"
 * (Operations Research 70(3), 2022; arXiv:1512.04922), applied, as they do, to an estimate that is
 * approximately normal: here the relative uplift of a variant's mean over the control's, whose
 * variance comes from the delta method. With the estimate θ̂ of variance V and the mixing
 * distribution θ ~ N(0, τ²), the mixture likelihood ratio against θ = θ0 is
 *
 *   Λ = √(V / (V + τ²)) · exp(τ² (θ̂ − θ0)² / (2 V (V + τ²))),
 *
 * the always-valid p-value is the smallest 1/Λ(0) over all looks so far (capped at 1), and the
 * always-valid interval is every θ0 with Λ(θ0) < 1/α, intersected over the looks. The interval is
 * the normal-mixture confidence sequence of Howard, Ramdas, McAuliffe & Sekhon, "Time-uniform,
 * nonparametric, nonasymptotic confidence sequences" (Annals of Statistics 49(2), 2021), eq. (14):
 * for a sum S_t of t unit-variance steps, |S_t| < √((t + ρ) · ln((t + ρ) / (ρ α²))). Whatever day
 * the figures are read, and however often, the chance that either ever excludes a true effect of
 * zero is at most α; a fixed-horizon p-value read every day has no such bound.
 *
 * The mixture's spread τ is tuned, as Howard et al. (section 3.5) and GrowthBook do, so that the
 * interval is narrowest when each variant has SEQUENTIAL_TUNING_VISITORS visitors; it scales with
 * the metric's own variance per visitor, so one setting fits rates and revenue alike.
 */

/** Two-sided false-positive rate of the always-valid test, for the whole experiment. */
export const SEQUENTIAL_ALPHA = 0.05;
/** Visitors per variant at which the always-valid interval is tuned to be narrowest. */
export const SEQUENTIAL_TUNING_VISITORS = 5000;

/** A metric per visitor summarised: visitors, the sum of the metric and the sum of its squares. */
export interface MeanSummary {
  n: number;
  sum: number;
  sumSquares: number;
}

/** An approximately normal estimate: the relative uplift, its variance, and the variance per visitor behind it. */
export interface Estimate {
  estimate: number;
  variance: number;
  /** V · n_eff with 1/n_eff = 1/n_variant + 1/n_control: what one visitor's worth of data would give. */
  unitVariance: number;
}

/** The mean and the sample variance (n − 1) of a summary; null with fewer than two visitors. */
export function meanAndVariance(summary: MeanSummary): { mean: number; variance: number } | null {
  const { n, sum, sumSquares } = summary;
  if (!(n >= 2)) return null;
  const mean = sum / n;
  // Rounding may leave a tiny negative number where the true variance is 0.
  const variance = Math.max(0, (sumSquares - n * mean * mean) / (n - 1));
  return { mean, variance };
}

/**
 * The relative uplift of the variant's mean over the control's, m_v / m_c − 1, with its variance by
 * the delta method: V = s_v² / (n_v m_c²) + m_v² s_c² / (n_c m_c⁴). Null where it is undefined: too
 * few visitors, a control mean of 0, or no variance at all on either side.
 */
export function relativeDifference(variant: MeanSummary, control: MeanSummary): Estimate | null {
  const v = meanAndVariance(variant);
  const c = meanAndVariance(control);
  if (!v || !c || !(c.mean > 0)) return null;
  const variance = v.variance / (variant.n * c.mean ** 2) + (v.mean ** 2 * c.variance) / (control.n * c.mean ** 4);
  if (!(variance > 0) || !Number.isFinite(variance)) return null;
  const effectiveN = 1 / (1 / variant.n + 1 / control.n);
  return { estimate: v.mean / c.mean - 1, variance, unitVariance: variance * effectiveN };
}

/**
 * ρ² of Howard et al. (2021, eq. 14 and section 3.5) that makes the two-sided normal-mixture
 * boundary narrowest after `tuningN` unit-variance steps: (−2 ln α + ln(−2 ln α + 1)) / n.
 */
export function mixtureRho2(alpha: number, tuningN: number): number {
  const l = -2 * Math.log(alpha);
  return (l + Math.log(l + 1)) / tuningN;
}

/** τ² of the mixture for an estimate: its variance per visitor times ρ² (tuned at n_eff = n* ÷ 2, two equal groups of n*). */
export function mixtureTau2(
  unitVariance: number,
  alpha = SEQUENTIAL_ALPHA,
  tuningVisitors = SEQUENTIAL_TUNING_VISITORS,
): number {
  return unitVariance * mixtureRho2(alpha, tuningVisitors / 2);
}

/** The normal-mixture likelihood ratio Λ of Johari et al. for θ = θ0 (see the module's note). */
export function mixtureLikelihoodRatio(estimate: number, variance: number, tau2: number, theta0 = 0): number {
  const d = estimate - theta0;
  return Math.sqrt(variance / (variance + tau2)) * Math.exp((tau2 * d * d) / (2 * variance * (variance + tau2)));
}

/** The always-valid interval at one look: every θ0 with Λ(θ0) < 1/α, centred on the estimate. */
export function mixtureInterval(estimate: number, variance: number, tau2: number, alpha: number): Interval {
  const half = Math.sqrt(
    ((variance * (variance + tau2)) / tau2) * (Math.log((variance + tau2) / variance) - 2 * Math.log(alpha)),
  );
  return { lower: estimate - half, upper: estimate + half };
}

/** The fixed-horizon two-sided p-value of an estimate: 2 (1 − Φ(|θ̂| / √V)). Valid only if read once. */
export function fixedHorizonPValue(estimate: number, variance: number): number {
  return 2 * (1 - normalCdf(Math.abs(estimate) / Math.sqrt(variance), 0, 1));
}

export interface SequentialResult {
  /** The smallest 1/Λ(0) over the looks, at most 1. */
  pValue: number;
  /** The intersection of the looks' intervals at `alpha` (the last look's own when they do not overlap). */
  interval: Interval;
}

/**
 * The always-valid read of one comparison over its looks (e.g. one a day, oldest first, the last
 * being now): looks where the estimate is undefined are skipped. τ² is fixed from the last look's
 * variance per visitor, so that every look is tested against one and the same mixture. Null when no
 * look has an estimate.
 */
export function sequentialTest(
  looks: readonly (Estimate | null)[],
  alpha = SEQUENTIAL_ALPHA,
  tuningVisitors = SEQUENTIAL_TUNING_VISITORS,
): SequentialResult | null {
  const defined = looks.filter((look): look is Estimate => look !== null);
  const last = defined.at(-1);
  if (!last) return null;
  const tau2 = mixtureTau2(last.unitVariance, SEQUENTIAL_ALPHA, tuningVisitors);
  let pValue = 1;
  let lower = -Infinity;
  let upper = Infinity;
  for (const look of defined) {
    pValue = Math.min(pValue, 1 / mixtureLikelihoodRatio(look.estimate, look.variance, tau2));
    const interval = mixtureInterval(look.estimate, look.variance, tau2, alpha);
    lower = Math.max(lower, interval.lower);
    upper = Math.min(upper, interval.upper);
  }
  const interval = lower <= upper ? { lower, upper } : mixtureInterval(last.estimate, last.variance, tau2, alpha);
  return { pValue, interval };
}

/**
 * Holm's step-down correction (Holm 1979, "A simple sequentially rejective multiple test
 * procedure"): the i-th smallest of m p-values becomes max over j ≤ i of min(1, (m − j + 1) p_(j)).
 * Rejecting where the adjusted p-value is below α keeps the chance of any false positive among the
 * m comparisons at most α. Answers the adjusted p-values in the order given.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}

/** One challenger's always-valid read against the control, after the correction for several challengers. */
export interface AlwaysValidComparison {
  /** The always-valid p-value of this comparison alone. */
  pValue: number;
  /** Holm's adjusted p-value over the experiment's challengers (the p-value itself with one challenger). */
  adjustedPValue: number;
  /** The always-valid interval of the relative uplift, at α / m for m challengers (Bonferroni). */
  interval: Interval;
  /** The adjusted p-value is below SEQUENTIAL_ALPHA: the decision the Results tab reads. */
  significant: boolean;
}

/**
 * Every challenger's always-valid read, given each one's looks against the control (oldest first,
 * the last one now). With m challengers the p-values are corrected by Holm's method and the
 * intervals are widened to α / m, so that the chance of any false winner stays at most α. A
 * challenger with no defined look gets null.
 */
export function compareAlwaysValid(
  looksByChallenger: ReadonlyMap<string, readonly (Estimate | null)[]>,
): Map<string, AlwaysValidComparison | null> {
  const m = Math.max(1, looksByChallenger.size);
  const tests = [...looksByChallenger].map(([id, looks]) => ({
    id,
    test: sequentialTest(looks, SEQUENTIAL_ALPHA / m),
  }));
  const tested = tests.filter((t): t is { id: string; test: SequentialResult } => t.test !== null);
  // A challenger without an estimate still counts among the m comparisons: its p-value is 1.
  const adjusted = holmAdjust([...tested.map((t) => t.test.pValue), ...Array(m - tested.length).fill(1)]);
  const out = new Map<string, AlwaysValidComparison | null>(tests.map((t) => [t.id, null]));
  tested.forEach(({ id, test }, index) => {
    out.set(id, {
      pValue: test.pValue,
      adjustedPValue: adjusted[index]!,
      interval: test.interval,
      significant: adjusted[index]! < SEQUENTIAL_ALPHA,
    });
  });
  return out;
}
