import betaln from '@stdlib/math-base-special-betaln';
import gammainc from '@stdlib/math-base-special-gammainc';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { SEQUENTIAL_ALPHA, SEQUENTIAL_TUNING_VISITORS, compareAlwaysValid, relativeDifference } from './sequential';
import type {
  DecisionRule,
  ExperimentReadResult,
  HealthWarning,
  InputProblem,
  Interval,
  SampleRatioCheck,
  VariantRead,
} from '@paperwise/schemas/experiment-results';

/** The read's types are the studio's too: they live with the results' wire shape in the schemas package. */
export type * from '@paperwise/schemas/experiment-results';

/**
 * The statistical read of an A/B experiment: pure functions of the counts, with no I/O.
 *
 * Every figure that is undefined for the counts given (a rate with no visitors, an uplift against a
 * control that never converted, ...) is null, never NaN or Infinity, so that a caller can show a dash
 * instead of a broken number.
 */

/** Two-sided confidence level of every interval in this module. */
export const CONFIDENCE = 0.95;
/** The relative uplift the sample-size estimate should be able to detect. */
export const MINIMUM_DETECTABLE_EFFECT = 0.1;
/** Chance of detecting that uplift, if it is real, at the end of the experiment. */
export const POWER = 0.8;
/** Two-sided false-positive rate of the sample-size estimate. */
export const ALPHA = 0.05;
/** A sample ratio mismatch is reported below this chi-square p-value. */
export const SRM_P_VALUE = 0.001;
/** Fewer exposures than this in any variant is too little data to read. */
export const MIN_VISITORS = 50;
/** Fewer conversions than this in any variant is too little data to read. */
export const MIN_CONVERSIONS = 5;
/** An experiment that has run for less than this many days has not seen a whole week of traffic. */
export const MIN_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The standard normal quantile for a two-sided interval at the given confidence (0.95 -> 1.96). */
function twoSidedZ(confidence: number): number {
  return normalQuantile(1 - (1 - confidence) / 2, 0, 1);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** The observed conversion rate, or null when there is no visitor to divide by. */
export function conversionRate(conversions: number, visitors: number): number | null {
  return visitors > 0 ? conversions / visitors : null;
}

/**
 * Wilson score interval for a binomial proportion (Wilson 1927), without continuity correction.
 * Unlike the normal-approximation ("Wald") interval it stays inside [0, 1] and does not collapse to
 * a single point at 0 % or 100 % conversion. Null when there are no visitors.
 */
export function wilsonInterval(conversions: number, visitors: number, confidence = CONFIDENCE): Interval | null {
  if (visitors <= 0) return null;
  const z = twoSidedZ(confidence);
  const z2 = z * z;
  const p = conversions / visitors;
  const denominator = 1 + z2 / visitors;
  const centre = (p + z2 / (2 * visitors)) / denominator;
  const halfWidth = (z / denominator) * Math.sqrt((p * (1 - p)) / visitors + z2 / (4 * visitors * visitors));
  // At 0 % or 100 % the bound is exactly 0 or 1; rounding must not push it past.
  return {
    lower: conversions === 0 ? 0 : clamp01(centre - halfWidth),
    upper: conversions === visitors ? 1 : clamp01(centre + halfWidth),
  };
}

export interface Uplift {
  /** (variant rate / control rate) - 1: 0.1 is a 10 % lift, -1 means the variant never converted. */
  uplift: number;
  /** Null where the method is undefined: no conversion in the variant. */
  interval: Interval | null;
}

/**
 * Relative uplift of a variant's conversion rate over the control's, with its interval by the delta
 * method on the log of the ratio of the two rates (the "log" or Katz interval for a risk ratio):
 * Var(ln(p_v / p_c)) ≈ (1 - p_v) / (n_v p_v) + (1 - p_c) / (n_c p_c), and the interval
 * exp(ln ratio ± z·se) - 1. Null when the control's rate is 0 or either side has no visitors (no
 * ratio exists); the interval alone is null when the variant has no conversion (the log is -∞).
 */
export function relativeUplift(
  variant: { conversions: number; visitors: number },
  control: { conversions: number; visitors: number },
  confidence = CONFIDENCE,
): Uplift | null {
  const pv = conversionRate(variant.conversions, variant.visitors);
  const pc = conversionRate(control.conversions, control.visitors);
  if (pv === null || pc === null || pc === 0) return null;
  const uplift = pv / pc - 1;
  if (pv === 0) return { uplift, interval: null };
  const logRatio = Math.log(pv / pc);
  const se = Math.sqrt((1 - pv) / (variant.visitors * pv) + (1 - pc) / (control.visitors * pc));
  const z = twoSidedZ(confidence);
  return {
    uplift,
    interval: { lower: Math.exp(logRatio - z * se) - 1, upper: Math.exp(logRatio + z * se) - 1 },
  };
}

/**
 * P(X > Y) for independent X ~ Beta(a, b) and Y ~ Beta(c, d) with a a whole number, by the closed form
 * of Evan Miller ("Formulas for Bayesian A/B Testing", 2014):
 *   Σ_{i=0}^{a-1} B(c + i, b + d) / ((b + i) · B(1 + i, b) · B(c, d)),
 * each term in logs so that large counts do not overflow. All terms are positive: no cancellation.
 */
function probabilityFirstBetaGreater(a: number, b: number, c: number, d: number): number {
  const lnBcd = betaln(c, d);
  let total = 0;
  for (let i = 0; i < a; i++) {
    total += Math.exp(betaln(c + i, b + d) - Math.log(b + i) - betaln(1 + i, b) - lnBcd);
  }
  return clamp01(total);
}

/**
 * Bayesian chance that the variant's true conversion rate beats the control's: with a flat prior
 * Beta(1, 1) on each rate the posteriors are Beta(1 + conversions, 1 + visitors - conversions), and
 * this is P(p_variant > p_control) under them, computed exactly (no simulation). With no data at all
 * both posteriors are the prior and the chance is 0.5.
 */
export function chanceToBeatControl(
  variant: { conversions: number; visitors: number },
  control: { conversions: number; visitors: number },
): number {
  const aV = 1 + variant.conversions;
  const bV = 1 + variant.visitors - variant.conversions;
  const aC = 1 + control.conversions;
  const bC = 1 + control.visitors - control.conversions;
  // The sum has as many terms as its first shape parameter. P(p_v > p_c) is also P(q_c > q_v) for
  // the failure rates q = 1 - p ~ Beta(b, a): take whichever form has fewer terms.
  return aV <= bC ? probabilityFirstBetaGreater(aV, bV, aC, bC) : probabilityFirstBetaGreater(bC, aC, bV, aV);
}

/**
 * Sample ratio mismatch: Pearson's chi-square goodness-of-fit test of the visitors per variant against
 * the counts the planned weights expect. The p-value is the chi-square upper tail, the regularised
 * upper incomplete gamma Q(k/2, x/2), which stays accurate for very small p. Null with fewer than two
 * variants or no visitors (there is no split to test).
 */
export function sampleRatioMismatch(
  variants: readonly { visitors: number; weight: number }[],
): SampleRatioCheck | null {
  const total = variants.reduce((sum, v) => sum + v.visitors, 0);
  const totalWeight = variants.reduce((sum, v) => sum + v.weight, 0);
  if (variants.length < 2 || total <= 0 || totalWeight <= 0) return null;
  let chiSquare = 0;
  for (const v of variants) {
    const expected = (total * v.weight) / totalWeight;
    chiSquare += (v.visitors - expected) ** 2 / expected;
  }
  const degreesOfFreedom = variants.length - 1;
  const pValue = gammainc(chiSquare / 2, degreesOfFreedom / 2, true, true);
  return { chiSquare, degreesOfFreedom, pValue, mismatch: pValue < SRM_P_VALUE };
}

/**
 * Visitors needed in each of two equal groups to detect a change from rate p1 to rate p2, by the
 * normal-approximation sample size for comparing two independent proportions (Fleiss, Levin & Paik,
 * "Statistical Methods for Rates and Proportions", without continuity correction; the n that R's
 * power.prop.test solves for):
 *   n = (z_{1-α/2} √(2 p̄ q̄) + z_{power} √(p1 q1 + p2 q2))² / (p2 - p1)²,  p̄ = (p1 + p2) / 2.
 * Rounded up to a whole visitor. Null where undefined: a rate outside (0, 1] or no difference.
 */
export function sampleSizePerVariant(p1: number, p2: number, alpha = ALPHA, power = POWER): number | null {
  if (!(p1 > 0 && p1 <= 1 && p2 > 0 && p2 <= 1) || p1 === p2) return null;
  const zAlpha = normalQuantile(1 - alpha / 2, 0, 1);
  const zPower = normalQuantile(power, 0, 1);
  const pBar = (p1 + p2) / 2;
  const root = zAlpha * Math.sqrt(2 * pBar * (1 - pBar)) + zPower * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((root * root) / ((p2 - p1) * (p2 - p1)));
}

/** The rule the decision reads: the always-valid test, corrected by Holm's method with several challengers. */
export function decisionRule(challengers: number): DecisionRule {
  return {
    method: 'msprt',
    alpha: SEQUENTIAL_ALPHA,
    correction: challengers > 1 ? 'holm' : 'none',
    challengers,
    tuningVisitors: SEQUENTIAL_TUNING_VISITORS,
  };
}

export interface VariantInput {
  id: string;
  /** Exposures: visitors who were served this variant. */
  visitors: number;
  conversions: number;
  /** Planned share of traffic, on any scale (e.g. percent); compared with the others for the SRM check. */
  weight: number;
}

export interface ExperimentInput {
  controlId: string;
  variants: readonly VariantInput[];
  /** When the experiment started running. */
  startedAt: Date | string;
  /** The time of the read. */
  now: Date | string;
  /**
   * Earlier reads of the same counts, cumulative and oldest first (one a day): the always-valid
   * p-value is the smallest of all looks. The counts above are the last look.
   */
  looks?: readonly (readonly { id: string; visitors: number; conversions: number }[])[];
}

/** Conversions as a metric per visitor (0 or 1): its sum and its sum of squares are the count. */
function binarySummary(counts: { visitors: number; conversions: number } | undefined) {
  return { n: counts?.visitors ?? 0, sum: counts?.conversions ?? 0, sumSquares: counts?.conversions ?? 0 };
}

function toTime(value: Date | string): number {
  return value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/** Every reason the input cannot be read, each with a plain message; empty when it can. */
export function validateExperimentInput(input: ExperimentInput): InputProblem[] {
  const problems: InputProblem[] = [];
  const variants: readonly unknown[] = Array.isArray(input?.variants) ? input.variants : [];
  if (!Array.isArray(input?.variants) || variants.length === 0) {
    problems.push({ path: 'variants', message: 'An experiment needs at least one variant.' });
  }
  const seen = new Set<string>();
  variants.forEach((raw, index) => {
    const v = (raw ?? {}) as Partial<VariantInput>;
    const at = `variants[${index}]`;
    if (typeof v.id !== 'string' || v.id === '') {
      problems.push({ path: `${at}.id`, message: 'Each variant needs an id.' });
    } else if (seen.has(v.id)) {
      problems.push({ path: `${at}.id`, message: `The variant id "${v.id}" appears twice.` });
    } else {
      seen.add(v.id);
    }
    if (!isCount(v.visitors)) {
      problems.push({ path: `${at}.visitors`, message: 'Visitors must be a whole number, 0 or more.' });
    }
    if (!isCount(v.conversions)) {
      problems.push({ path: `${at}.conversions`, message: 'Conversions must be a whole number, 0 or more.' });
    } else if (isCount(v.visitors) && v.conversions > v.visitors) {
      problems.push({ path: `${at}.conversions`, message: 'A variant cannot have more conversions than visitors.' });
    }
    if (typeof v.weight !== 'number' || !Number.isFinite(v.weight) || v.weight <= 0) {
      problems.push({ path: `${at}.weight`, message: 'Each variant needs a planned weight above 0.' });
    }
  });
  if (typeof input?.controlId !== 'string' || !seen.has(input.controlId)) {
    problems.push({ path: 'controlId', message: 'The control must be one of the variants.' });
  }
  if (!Number.isFinite(toTime(input?.startedAt))) {
    problems.push({ path: 'startedAt', message: 'The start of the experiment is not a valid date.' });
  }
  if (!Number.isFinite(toTime(input?.now))) {
    problems.push({ path: 'now', message: 'The time of the read is not a valid date.' });
  }
  return problems;
}

/**
 * The whole read of an experiment's counts: health checks first (sample ratio mismatch, too little
 * data, too short a run), then per variant its rate with a 95 % interval, its relative uplift over the
 * control with a 95 % interval and its chance to beat the control (fixed-horizon figures, right only
 * when read once, at the planned end), its always-valid p-value and interval (right whenever read:
 * the decision uses these, see sequential.ts), then the visitors still needed to detect a 10 % relative change from the control's observed rate at 80 % power. Input that cannot be
 * read comes back as a list of problems instead of an exception. One conversion metric per call: read
 * 'Signup started' and 'Account Created' with two calls on the same visitors.
 */
export function readExperiment(input: ExperimentInput): ExperimentReadResult {
  const problems = validateExperimentInput(input);
  if (problems.length > 0) return { ok: false, problems };

  const control = input.variants.find((v) => v.id === input.controlId)!;

  const sampleRatio = sampleRatioMismatch(input.variants);
  const thin = input.variants
    .filter((v) => v.visitors < MIN_VISITORS || v.conversions < MIN_CONVERSIONS)
    .map((v) => v.id);
  const days = (toTime(input.now) - toTime(input.startedAt)) / DAY_MS;
  const tooShort = days < MIN_DAYS;
  const warnings: HealthWarning[] = [];
  if (sampleRatio?.mismatch) warnings.push('sample-ratio-mismatch');
  if (thin.length > 0) warnings.push('too-little-data');
  if (tooShort) warnings.push('too-short');

  const controlRate = conversionRate(control.conversions, control.visitors);
  const perVariant =
    controlRate === null ? null : sampleSizePerVariant(controlRate, controlRate * (1 + MINIMUM_DETECTABLE_EFFECT));

  const allLooks = [...(input.looks ?? []), input.variants];
  const alwaysValid = compareAlwaysValid(
    new Map(
      input.variants
        .filter((v) => v.id !== control.id)
        .map((v) => [
          v.id,
          allLooks.map((look) =>
            relativeDifference(
              binarySummary(look.find((x) => x.id === v.id)),
              binarySummary(look.find((x) => x.id === control.id)),
            ),
          ),
        ]),
    ),
  );

  const variants = input.variants.map((v): VariantRead => {
    const isControl = v.id === control.id;
    const uplift = isControl ? null : relativeUplift(v, control);
    return {
      id: v.id,
      isControl,
      visitors: v.visitors,
      conversions: v.conversions,
      rate: conversionRate(v.conversions, v.visitors),
      rateInterval: wilsonInterval(v.conversions, v.visitors),
      uplift: uplift?.uplift ?? null,
      upliftInterval: uplift?.interval ?? null,
      chanceToBeatControl: isControl ? null : chanceToBeatControl(v, control),
      visitorsStillNeeded: perVariant === null ? null : Math.max(0, perVariant - v.visitors),
      alwaysValid: alwaysValid.get(v.id) ?? null,
    };
  });

  return {
    ok: true,
    read: {
      health: {
        warnings,
        sampleRatio,
        tooLittleData: { flagged: thin.length > 0, variantIds: thin },
        duration: { flagged: tooShort, days },
      },
      variants,
      decision: decisionRule(input.variants.length - 1),
      sampleSize: {
        perVariant,
        stillNeeded: perVariant === null ? null : Math.max(...variants.map((v) => v.visitorsStillNeeded ?? 0)),
        minimumDetectableEffect: MINIMUM_DETECTABLE_EFFECT,
        power: POWER,
        alpha: ALPHA,
      },
    },
  };
}
