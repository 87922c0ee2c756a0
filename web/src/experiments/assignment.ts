/**
 * Which variant of an experiment a request gets, and whether that view counts. Pure: the caller
 * reads the cookies, headers and consent, and applies the answer (rewrite, cookie, exposure).
 */
import { hash } from './hash';
import { formatStickyValue, isBucketVersion, isVariantId, isVisitorId, parseStickyValue } from './visitor';

/** A half-open share of [0, 1): a bucket value v falls in it when start <= v < end. */
export type BucketRange = readonly [start: number, end: number];

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

export interface ExperimentVariant {
  /** The variant's landing page (its document id). */
  id: string;
  /** Share of the traffic in percent; the variants' weights add up to 100. */
  weight: number;
}

/** What the assignment needs of an experiment. */
export interface ExperimentRules {
  /** Fixed for the experiment's life (its document id, in practice): moving it reshuffles everyone. */
  seed: string;
  /** Raised to re-randomise every visitor; within one version assignments stay put. */
  bucketVersion: number;
  variants: readonly ExperimentVariant[];
  status: ExperimentStatus;
  /** Once set, every visitor gets this variant. */
  winner?: string | null;
  /** The variant that robots, prefetches, visitors without consent and a stopped experiment get. */
  controlId: string;
}

export interface AssignmentInput {
  experiment: ExperimentRules;
  /** The visitor id cookie's value (already checked or replaced by readVisitorId), if any. */
  visitorId: string | null | undefined;
  /** The value of this experiment's sticky cookie for its current bucket version, if sent. */
  stickyCookieValue?: string | null;
  isBot: boolean;
  isPrefetch: boolean;
  /** Whether the visitor has accepted cookies. */
  consent: boolean;
  /** The site treats assignment as necessary: visitors are split even without consent. */
  assignmentIsNecessary?: boolean;
}

/** Why a request got its variant: for logs, tests and the caller's decisions. */
export type AssignmentReason =
  'invalid' | 'winner' | 'notRunning' | 'bot' | 'prefetch' | 'noConsent' | 'noVisitorId' | 'sticky' | 'hashed';

export interface Assignment {
  variantId: string;
  /** Whether this view is an exposure of the experiment (a person, consenting, in the split). */
  counted: boolean;
  /** A value to write to the sticky cookie; absent when the cookie must be left as it is. */
  setSticky?: string;
  reason: AssignmentReason;
}

/** The weights may miss 100 by rounding only (33.33 + 33.33 + 33.34 in binary floating point). */
const WEIGHT_TOLERANCE = 1e-6;

/**
 * Why a list of percent weights cannot be split into buckets, or null when it can: at least one
 * weight, each a finite number from 0 to 100, all adding up to 100.
 */
export function weightsProblem(weights: readonly number[]): string | null {
  if (weights.length === 0) return 'An experiment needs at least one weighted variant.';
  for (const weight of weights) {
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0 || weight > 100) {
      return `Weight ${String(weight)} is not a percentage from 0 to 100.`;
    }
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (Math.abs(total - 100) > WEIGHT_TOLERANCE) return `The weights add up to ${total}, not 100.`;
  return null;
}

/**
 * The variants' shares of [0, 1), in order, from their weights in percent: [20, 80] gives
 * [0, 0.2) and [0.2, 1). The last range ends at exactly 1 so that rounding leaves no gap.
 * Throws a RangeError for weights that weightsProblem refuses.
 */
export function bucketRanges(weights: readonly number[]): BucketRange[] {
  const problem = weightsProblem(weights);
  if (problem) throw new RangeError(problem);
  let cumulative = 0;
  return weights.map((weight, index) => {
    const start = cumulative / 100;
    cumulative += weight;
    const end = index === weights.length - 1 ? 1 : cumulative / 100;
    return [start, Math.min(end, 1)] as const;
  });
}

/** The index of the range holding the bucket value, or -1 when none does (outside [0, 1)). */
export function chooseVariant(hashValue: number, ranges: readonly BucketRange[]): number {
  return ranges.findIndex(([start, end]) => hashValue >= start && hashValue < end);
}

/**
 * The visitor's bucket value in [0, 1) for one experiment and bucket version (GrowthBook's hash,
 * version 2). The version is part of the seed, so a new version draws an independent bucket.
 */
export function bucketValue(seed: string, bucketVersion: number, visitorId: string): number {
  return hash(`${seed}:${bucketVersion}:`, visitorId, 2)!;
}

/** What is wrong with an experiment's rules, one sentence per problem; empty when usable. */
export function experimentProblems(experiment: ExperimentRules): string[] {
  const problems: string[] = [];
  if (typeof experiment.seed !== 'string' || experiment.seed === '') problems.push('The seed is empty.');
  if (!isBucketVersion(experiment.bucketVersion)) {
    problems.push(`Bucket version ${String(experiment.bucketVersion)} is not a whole number from 1 on.`);
  }
  if (!(EXPERIMENT_STATUSES as readonly unknown[]).includes(experiment.status)) {
    problems.push(`Status ${String(experiment.status)} is not one of ${EXPERIMENT_STATUSES.join(', ')}.`);
  }
  const variants = Array.isArray(experiment.variants) ? experiment.variants : [];
  if (variants.length < 2) problems.push('An experiment needs at least two variants.');
  const ids = variants.map((variant) => variant?.id);
  for (const id of ids) {
    if (!isVariantId(id)) problems.push(`Variant id ${JSON.stringify(id)} is not a document id.`);
  }
  if (new Set(ids).size !== ids.length) problems.push('A variant is listed twice.');
  const weightProblem = weightsProblem(variants.map((variant) => variant?.weight));
  if (weightProblem) problems.push(weightProblem);
  if (!ids.includes(experiment.controlId)) problems.push('The control is not one of the variants.');
  if (experiment.winner != null && !ids.includes(experiment.winner)) {
    problems.push('The winner is not one of the variants.');
  }
  return problems;
}

/**
 * The variant for one request, by these rules, in this order:
 * 1. rules that cannot be applied (see experimentProblems): the control, not counted;
 * 2. a winner has been picked: the winner, for everyone, not counted (the test is over);
 * 3. the experiment is not running (stopped, or still a draft): the control, not counted;
 * 4. a robot or a prefetch: the control, not counted, no cookie;
 * 5. no consent: the control, no cookie, not counted, unless the site treats assignment as
 *    necessary; then the visitor is split and kept sticky, but still not counted (measuring is
 *    not necessary);
 * 6. no valid visitor id: the control, not counted;
 * 7. a sticky value of the current bucket version naming a variant that still exists: that
 *    variant, even if the weights have changed since (a returning visitor keeps their page);
 * 8. otherwise the hashed bucket, written to the sticky cookie. A sticky value of another bucket
 *    version is ignored: a new version re-randomises everyone.
 */
export function assign(input: AssignmentInput): Assignment {
  const { experiment } = input;
  const control = (reason: AssignmentReason): Assignment => ({
    variantId: experiment.controlId,
    counted: false,
    reason,
  });

  if (experimentProblems(experiment).length > 0) return control('invalid');
  if (experiment.winner != null) return { variantId: experiment.winner, counted: false, reason: 'winner' };
  if (experiment.status !== 'running') return control('notRunning');
  if (input.isBot) return control('bot');
  if (input.isPrefetch) return control('prefetch');
  if (!input.consent && !input.assignmentIsNecessary) return control('noConsent');
  if (!isVisitorId(input.visitorId)) return control('noVisitorId');

  const counted = input.consent;
  const sticky = parseStickyValue(input.stickyCookieValue);
  if (
    sticky &&
    sticky.bucketVersion === experiment.bucketVersion &&
    experiment.variants.some((variant) => variant.id === sticky.variantId)
  ) {
    return { variantId: sticky.variantId, counted, reason: 'sticky' };
  }

  const ranges = bucketRanges(experiment.variants.map((variant) => variant.weight));
  const index = chooseVariant(bucketValue(experiment.seed, experiment.bucketVersion, input.visitorId), ranges);
  const chosen = experiment.variants[index];
  // Cannot happen with valid weights (the ranges cover [0, 1)); the control is the safe answer.
  if (!chosen) return control('invalid');
  return {
    variantId: chosen.id,
    counted,
    setSticky: formatStickyValue(experiment.bucketVersion, chosen.id),
    reason: 'hashed',
  };
}
