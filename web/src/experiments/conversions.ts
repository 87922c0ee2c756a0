import type { EventStore, ExperimentEvent, ExperimentEventType } from './store/types';

/**
 * The one way a conversion reaches the event store, for every kind the server can confirm: a sign-up
 * started and an account created (the collector, the account confirmed by the userbase), and, built
 * on the same two steps, a purchase (its order confirmed by the server). A conversion counts:
 * - only for a visitor the server itself exposed to the experiment, and in the variant it served
 *   them (never the variant a browser names);
 * - once per visitor, and once per confirmed subject (an account, an order) whichever visitor
 *   claims it: a replay is a duplicate, not a second conversion;
 * - within the conversions' own bound (EXPERIMENT_EVENTS_MAX), which page views never use up.
 */

/** Every type except the exposure: what the conversions' bound counts. */
export type ConversionType = Exclude<ExperimentEventType, 'exposure'>;

export interface ConversionBound {
  /** The most conversions the store may hold, all experiments and kinds together. */
  eventsMax: number;
  /** Writes the exposures still waiting in memory, so that one logged a moment ago is found. */
  flushExposures?: () => Promise<void>;
}

export type ExposureCheck =
  { status: 'exposed'; variant: string } | { status: 'full'; conversions: number } | { status: 'notExposed' };

/** The conversions stored, all kinds: one read of the kept counts, never a count of the table. */
export async function storedConversions(store: EventStore): Promise<number> {
  const counts = await store.counts();
  let total = 0;
  for (const [type, count] of Object.entries(counts)) if (type !== 'exposure') total += count ?? 0;
  return total;
}

/**
 * Whether a conversion of this visitor in this experiment may be stored, and in which variant: the
 * bound first (one small read), then the exposure the server logged.
 */
export async function exposureForConversion(
  store: EventStore,
  experiment: string,
  visitorId: string,
  bound: ConversionBound,
): Promise<ExposureCheck> {
  const conversions = await storedConversions(store);
  if (conversions >= bound.eventsMax) return { status: 'full', conversions };
  let variant = await store.exposureOf(experiment, visitorId);
  if (variant === null && bound.flushExposures) {
    // The page view may have been logged a moment ago and still wait in memory.
    await bound.flushExposures();
    variant = await store.exposureOf(experiment, visitorId);
  }
  return variant === null ? { status: 'notExposed' } : { status: 'exposed', variant };
}

/**
 * Stores a conversion the server confirmed, in the variant exposureForConversion answered. True
 * when it is stored now, false for a duplicate (the visitor's, or the subject's, already stored).
 */
export async function recordConversion(
  store: EventStore,
  conversion: Omit<ExperimentEvent, 'type'> & { type: ConversionType },
): Promise<boolean> {
  const outcome = await store.record([conversion]);
  return outcome.stored === 1;
}
