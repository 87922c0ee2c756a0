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
  /** Against the control, safe to read every day; null for the control and where undefined. */
  alwaysValid: AlwaysValidRead | null;
}

/**
 * The always-valid read of a challenger against the control (mixture SPRT, web/src/experiments/
 * sequential.ts): unlike the fixed-horizon figures it stays right however often it is looked at.
 */
export interface AlwaysValidRead {
  pValue: number;
  /** Holm's adjusted p-value over all challengers; the decision reads this one. */
  adjustedPValue: number;
  /** The relative uplift's always-valid interval (at α / m with m challengers). */
  interval: Interval;
  /** adjustedPValue < alpha: the difference may be trusted, whatever day it is read. */
  significant: boolean;
}

/** How the decision is made, for the studio to say so. */
export interface DecisionRule {
  /** The mixture sequential probability ratio test with a normal mixture (Johari, Pekelis & Walsh). */
  method: 'msprt';
  alpha: number;
  /** 'holm' with more than one challenger. */
  correction: 'holm' | 'none';
  challengers: number;
  /** Visitors per variant at which the always-valid interval is narrowest. */
  tuningVisitors: number;
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
  /** The rule behind each variant's alwaysValid read. */
  decision: DecisionRule;
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

/** One variant's money in one currency, over all of its visitors. */
export interface RevenueVariantRead {
  id: string;
  isControl: boolean;
  visitors: number;
  /** Orders confirmed by the server for this variant's visitors (in this currency). */
  purchases: number;
  /** Visitors with at least one such order. */
  purchasers: number;
  /** Their total, in currency units (49.95). */
  revenue: number;
  purchasesPerVisitor: number | null;
  purchasesPerVisitorInterval: Interval | null;
  revenuePerVisitor: number | null;
  revenuePerVisitorInterval: Interval | null;
  averageOrderValue: number | null;
  /** Revenue per visitor against the control's, relative (0.1 = +10 %); null for the control. */
  revenueUplift: number | null;
  /** Fixed-horizon 95 % interval of that uplift (delta method). */
  revenueUpliftInterval: Interval | null;
  /** Always-valid read of the revenue per visitor's uplift: the decision reads this. */
  revenueAlwaysValid: AlwaysValidRead | null;
  /** Always-valid read of the purchases per visitor's uplift. */
  purchasesAlwaysValid: AlwaysValidRead | null;
}

/** The money read of one currency. */
export interface RevenueRead {
  /** ISO 4217: 'USD'. */
  currency: string;
  variants: RevenueVariantRead[];
  decision: DecisionRule;
}

/** The money read of an experiment: one read per currency, never converted. */
export interface RevenueResults {
  /** How the figures are computed, in a sentence for people. */
  method: string;
  /** The currency with the most orders first; empty before the first purchase. */
  currencies: RevenueRead[];
}

/** A variant that wins on one measure and loses on another: to be looked at before shipping it. */
export interface Guardrail {
  variant: string;
  /** 'signups-up-revenue-down': more sign-ups but less revenue per visitor; or the other way round. */
  kind: 'signups-up-revenue-down' | 'signups-down-revenue-up';
  currency: string;
  signupUplift: number;
  revenueUplift: number;
  /** Whether the always-valid test has decided each difference yet (else it may still be noise). */
  signupsDecided: boolean;
  revenueDecided: boolean;
}

/** One variant's figure over time, and for a challenger its uplift with the always-valid band. */
export interface TimelineSeries {
  variant: string;
  /** The figure at each day's end (the last: now): a rate, or revenue per visitor. */
  values: (number | null)[];
  /** The relative uplift over the control at each look; null for the control. */
  uplift: (number | null)[];
  /** The always-valid interval of the uplift as it stood at each look; null for the control. */
  band: (Interval | null)[];
}

export interface TimelineMetric {
  metric: 'signupStarted' | 'revenuePerVisitor';
  /** The currency of revenue per visitor; null for a rate. */
  currency: string | null;
  series: TimelineSeries[];
}

/** The figures day by day, for the chart. */
export interface Timeline {
  /** The UTC day of each look (YYYY-MM-DD); the last look is now. */
  days: string[];
  metrics: TimelineMetric[];
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
  /** Purchases and revenue per variant, per currency. */
  revenue: RevenueResults;
  /** Variants whose sign-ups and revenue per visitor point in opposite directions. */
  guardrails: Guardrail[];
  timeline: Timeline;
  /** When the figures were read (ISO 8601). */
  generatedAt: string;
}
