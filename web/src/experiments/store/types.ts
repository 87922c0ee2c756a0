/**
 * The experiment events the site stores, and the store's contract. Two stores implement it with
 * the same SQL: SQLite in the data folder (the default) and PostgreSQL when DATABASE_URL is set.
 */

/** What happened: the variant was served to a page view, a sign-up was started, an account created. */
export const EXPERIMENT_EVENT_TYPES = ['exposure', 'signup_started', 'account_created'] as const;
export type ExperimentEventType = (typeof EXPERIMENT_EVENT_TYPES)[number];

export interface ExperimentEvent {
  type: ExperimentEventType;
  /** The experiment document's id. */
  experiment: string;
  /** The variant's landing page document id. */
  variant: string;
  /** The first-party visitor id (pw_vid). */
  visitorId: string;
  at: Date;
  /**
   * For a conversion the server confirmed: what it confirmed (the account's id as the userbase
   * answered it). One row per type, experiment and subject: the same account claimed by a second
   * visitor is a duplicate.
   */
  subject?: string | null;
}

/** One variant's counts: distinct visitors exposed to it, and of those, how many converted. */
export interface VariantTotals {
  variant: string;
  visitors: number;
  signupsStarted: number;
  accountsCreated: number;
}

export interface ExperimentTotals {
  variants: VariantTotals[];
  /** The first exposure stored for the experiment, null before any. */
  firstExposureAt: Date | null;
}

/** What the store counts: each type of event, and the purchases ('purchase', their own table). */
export type StoredKind = ExperimentEventType | 'purchase';

/** A purchase the server confirmed, counted for the variant the buyer was exposed to. */
export interface ExperimentPurchase {
  experiment: string;
  /** The order's id as the userbase confirmed it: one purchase per order and experiment. */
  orderId: string;
  variant: string;
  visitorId: string;
  /** In hundredths of the currency: 4995 is 49.95. */
  amountMinor: number;
  /** ISO 4217, upper case: 'USD'. */
  currency: string;
  at: Date;
}

/** How many events of one kind a variant had on one UTC day. */
export interface DailyCount {
  variant: string;
  type: ExperimentEventType;
  /** Days since 1970-01-01 (UTC). */
  day: number;
  count: number;
}

export interface RecordOutcome {
  stored: number;
  /** Events already stored (same type, experiment and visitor, or subject): kept once, not counted twice. */
  duplicates: number;
}

export interface EventStore {
  /** 'sqlite' or 'postgres', for logs and tests. */
  readonly kind: 'sqlite' | 'postgres';
  /** Stores the events; one row per (type, experiment, visitor) and per (type, experiment, subject); repeats are duplicates. */
  record(events: readonly ExperimentEvent[]): Promise<RecordOutcome>;
  /** The variant the visitor was exposed to in the experiment, or null when none was logged. */
  exposureOf(experiment: string, visitorId: string): Promise<string | null>;
  /** Per variant: exposed visitors, and of them those with a sign-up started / an account created in the same variant. */
  totals(experiment: string): Promise<ExperimentTotals>;
  /** Per variant, kind and UTC day: the events of the experiment (conversions only in the exposed variant). */
  daily(experiment: string): Promise<DailyCount[]>;
  /** Stores a confirmed purchase; false when that order was already counted for the experiment. */
  recordPurchase(purchase: ExperimentPurchase): Promise<boolean>;
  /** Every purchase of the experiment, oldest first. */
  purchases(experiment: string): Promise<ExperimentPurchase[]>;
  /**
   * The stored events of each type and the stored purchases, all experiments, read from counts kept with every write (one
   * small read, whatever the size of the table): the bounds are checked against them.
   */
  counts(): Promise<Partial<Record<StoredKind, number>>>;
  /** Every stored event and purchase, all experiments (the sum of counts()). */
  size(): Promise<number>;
  /** Removes every event and purchase of one experiment (the demo seed starts from nothing). */
  clear(experiment: string): Promise<void>;
  close(): Promise<void>;
}
