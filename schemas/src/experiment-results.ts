/**
 * The shape of an experiment's results as the site's results endpoint answers them and the
 * studio's Experiments view reads them: one definition for both sides. The figures are computed
 * by the site (web/src/experiments/stats.ts); this file holds types only.
 */

export interface Interval {
  lower: number;
  upper: number;
}

export interface SampleRatioCheck {
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
  /** The split of visitors is unlikely under the planned weights (p below SRM_P_VALUE). */
  mismatch: boolean;
}

export interface VariantRead {
  id: string;
  isControl: boolean;
  visitors: number;
  conversions: number;
  rate: number | null;
  rateInterval: Interval | null;
  /** Against the control; null for the control itself. */
  uplift: number | null;
  upliftInterval: Interval | null;
  /** Against the control; null for the control itself. */
  chanceToBeatControl: number | null;
  /** Further visitors this variant needs to reach the sample size; null where that is undefined. */
  visitorsStillNeeded: number | null;
}

export type HealthWarning = 'sample-ratio-mismatch' | 'too-little-data' | 'too-short';

export interface ExperimentRead {
  /** The health checks, to be shown before any result: a result read despite them may mislead. */
  health: {
    warnings: HealthWarning[];
    sampleRatio: SampleRatioCheck | null;
    tooLittleData: { flagged: boolean; variantIds: string[] };
    duration: { flagged: boolean; days: number };
  };
  variants: VariantRead[];
  sampleSize: {
    /** Visitors each variant needs in total; null when the control's rate gives no estimate. */
    perVariant: number | null;
    /** The largest number any variant still needs. */
    stillNeeded: number | null;
    minimumDetectableEffect: number;
    power: number;
    alpha: number;
  };
}

export interface InputProblem {
  /** Where the problem is: 'controlId', 'variants[1].conversions', 'startedAt', ... */
  path: string;
  message: string;
}

export type ExperimentReadResult = { ok: true; read: ExperimentRead } | { ok: false; problems: InputProblem[] };

/** An experiment as the results endpoint describes it. */
export interface ExperimentSummary {
  id: string;
  name: string;
  /** The public address, without the language: /docs/free-demo/. */
  path: string;
  language: string;
  status: 'draft' | 'running' | 'stopped';
  winner: string | null;
  bucketVersion: number;
  /** When it started running (ISO 8601), null while a draft. */
  startedAt: string | null;
}

/** One variant's counts, whatever the metric. */
export interface VariantCounts {
  /** The variant's landing page document id. */
  id: string;
  /** The landing page's own address (without the language) and title, for people to recognise it. */
  path: string | null;
  title: string | null;
  weight: number;
  isControl: boolean;
  visitors: number;
  signupsStarted: number;
  accountsCreated: number;
}

/** The answer of GET /api/experiments/{id}/results/. */
export interface ExperimentResults {
  experiment: ExperimentSummary;
  variants: VariantCounts[];
  /** The statistical read for each conversion: 'Signup started' and 'Account Created'. */
  metrics: {
    signupStarted: ExperimentReadResult;
    accountCreated: ExperimentReadResult;
  };
  /** When the figures were read (ISO 8601). */
  generatedAt: string;
}
