import 'server-only';
import { env } from '@/env';
import { logError } from '@/lib/log';
import { eventStore } from './store';
import type { EventStore, ExperimentEvent } from './store/types';

/**
 * The exposures the proxy logs: never awaited by a page view, never thrown. They wait in a bounded
 * queue and are written in batches, one transaction each; a visitor seen recently in the same
 * experiment costs no write at all. A failed write is logged and counted and the page views carry
 * on; those visitors are written again on their next view.
 *
 * The exposures stored are bounded (EXPERIMENT_EXPOSURES_MAX, apart from the conversions' bound):
 * once the store holds that many, new visitors' views are not logged (said once in the log) until
 * room is made, so page views, scripted or not, never fill the store nor stop a conversion of a
 * visitor already exposed. The bound is read from the store's kept counts, once per batch.
 */

export interface Exposure {
  experiment: string;
  variant: string;
  visitorId: string;
}

export interface ExposureLogOptions {
  store: () => Promise<EventStore>;
  /** A batch is written this long after its first exposure... */
  flushIntervalMs?: number;
  /** ...or as soon as it holds this many. */
  batchSize?: number;
  /** Exposures waiting at most; more are dropped (and counted) until the queue drains. */
  maxQueue?: number;
  /** (experiment, visitor) pairs remembered as already logged. */
  maxRecent?: number;
  /** The most exposures the store may hold, all experiments; unset: no bound. */
  exposuresMax?: number;
  now?: () => Date;
  log?: (what: string, error: unknown) => void;
}

export interface ExposureLogStats {
  queued: number;
  written: number;
  duplicates: number;
  /** Exposures skipped because the pair was logged recently. */
  skipped: number;
  dropped: number;
  failedBatches: number;
  /** Exposures not written because the store holds its bound of exposures. */
  overBound: number;
}

export interface ExposureLog {
  log(exposure: Exposure): void;
  /** Writes what waits now; resolves when it is written (or has failed and been logged). */
  flush(): Promise<void>;
  stats(): ExposureLogStats;
}

const pairKey = (experiment: string, visitorId: string) => `${experiment}\u0000${visitorId}`;

export function createExposureLog(options: ExposureLogOptions): ExposureLog {
  const interval = options.flushIntervalMs ?? 200;
  const batchSize = options.batchSize ?? 200;
  const maxQueue = options.maxQueue ?? 10_000;
  const maxRecent = options.maxRecent ?? 50_000;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? logError;

  let queue: ExperimentEvent[] = [];
  /** Insertion-ordered: the oldest pair is the first one forgotten. */
  const recent = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let droppedSinceLogged = 0;
  let boundLogged = false;
  const stats: ExposureLogStats = {
    queued: 0,
    written: 0,
    duplicates: 0,
    skipped: 0,
    dropped: 0,
    failedBatches: 0,
    overBound: 0,
  };

  /** The batch's events that fit under the bound; the others are forgotten (logged on a later view if room is made). */
  async function withinBound(store: EventStore, batch: ExperimentEvent[]): Promise<ExperimentEvent[]> {
    if (options.exposuresMax === undefined) return batch;
    const held = (await store.counts()).exposure ?? 0;
    const room = Math.max(0, options.exposuresMax - held);
    if (room >= batch.length) {
      boundLogged = false;
      return batch;
    }
    const over = batch.slice(room);
    stats.overBound += over.length;
    for (const event of over) recent.delete(pairKey(event.experiment, event.visitorId));
    if (!boundLogged) {
      boundLogged = true;
      log(
        'Experiment exposures not logged',
        new Error(
          `the store reached its bound EXPERIMENT_EXPOSURES_MAX (${options.exposuresMax}); new visitors' views are not logged until room is made`,
        ),
      );
    }
    return batch.slice(0, room);
  }

  function remember(key: string) {
    recent.add(key);
    if (recent.size > maxRecent) recent.delete(recent.values().next().value!);
  }

  async function write(batch: ExperimentEvent[]) {
    try {
      const store = await options.store();
      const written = await withinBound(store, batch);
      if (written.length === 0) return;
      const outcome = await store.record(written);
      stats.written += outcome.stored;
      stats.duplicates += outcome.duplicates;
    } catch (error) {
      stats.failedBatches += 1;
      // Forgotten, so that these visitors' next page view tries again.
      for (const event of batch) recent.delete(pairKey(event.experiment, event.visitorId));
      log(`Could not log ${batch.length} experiment exposure(s)`, error);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (droppedSinceLogged > 0) {
      log('Experiment exposures dropped', new Error(`${droppedSinceLogged} exposure(s): the queue was full`));
      droppedSinceLogged = 0;
    }
    const pending = queue;
    queue = [];
    // One batch written at a time, in order: a slow database is not hit by parallel transactions.
    writing = writing.then(async () => {
      for (let start = 0; start < pending.length; start += batchSize) {
        await write(pending.slice(start, start + batchSize));
      }
    });
    return writing;
  }

  return {
    log(exposure) {
      try {
        const key = pairKey(exposure.experiment, exposure.visitorId);
        if (recent.has(key)) {
          stats.skipped += 1;
          return;
        }
        if (queue.length >= maxQueue) {
          stats.dropped += 1;
          droppedSinceLogged += 1;
          return;
        }
        remember(key);
        queue.push({ type: 'exposure', ...exposure, at: now() });
        stats.queued += 1;
        if (queue.length >= batchSize) void flush();
        else if (!timer) {
          timer = setTimeout(() => void flush(), interval);
          // A waiting batch does not keep a stopping process alive.
          timer.unref?.();
        }
      } catch (error) {
        log('Could not queue an experiment exposure', error);
      }
    },
    flush,
    stats: () => ({ ...stats }),
  };
}

/*
 * One log per process, on globalThis: the proxy logs into it and the collector (another bundle of
 * the same process) flushes it before it looks an exposure up.
 */
const LOG_KEY = Symbol.for('paperwise.experiments.exposureLog');
type Holder = { [LOG_KEY]?: ExposureLog };

function processLog(): ExposureLog {
  const holder = globalThis as Holder;
  return (holder[LOG_KEY] ??= createExposureLog({ store: eventStore, exposuresMax: env().EXPERIMENT_EXPOSURES_MAX }));
}

/** Logs that a visitor was served a variant. Returns at once; never throws. */
export function logExposure(exposure: Exposure): void {
  try {
    processLog().log(exposure);
  } catch (error) {
    logError('Could not queue an experiment exposure', error);
  }
}

/** Writes the exposures waiting in this process (the collector, the tests). */
export function flushExposures(): Promise<void> {
  return processLog().flush();
}

export function exposureStats(): ExposureLogStats {
  return processLog().stats();
}
