/*
 * When the engine's non-urgent work runs. A landing page's main thread is busiest while it hydrates;
 * the engine's own work (the traffic-source and 'LP view' timers, the service lookups, the dialog prefetch) waits
 * for the load event or for idle time, and code that is loaded ahead of need is evaluated one piece
 * per task, so no single task blocks input for long.
 */
import { whenIdle, type IdleWindow } from './prefetch';

/** What `afterLoad` needs of the page: its load state and load event (and, for `since`, its clock). */
export interface LoadTarget {
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  performance?: Pick<Performance, 'now' | 'getEntriesByType'>;
}

/** When the document's load event ended (`performance.now()` time), or 0 when the browser does not say. */
function loadEndedAt(clock: Pick<Performance, 'getEntriesByType'>): number {
  const [navigation] = clock.getEntriesByType('navigation') as Array<PerformanceEntry & { loadEventEnd?: number }>;
  return navigation?.loadEventEnd ?? 0;
}

/**
 * Runs the task `delayMs` after the page's load event (the traffic source and 'LP view' both 1000 ms
 * after load). When the page has already loaded, the delay counts from now, so the task never runs
 * earlier than `delayMs` after load. A caller that arms it later than it could have (at idle) passes
 * `since`, the time (`performance.now()`) it could have armed it: the delay then counts from the
 * later of the load event and `since`, as if armed then, and what is already past is not waited
 * again. Returns a cancel function.
 */
export function afterLoad(task: () => void, delayMs: number, target: LoadTarget = window, since?: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    timer = setTimeout(task, delayMs);
  };
  if (target.document.readyState === 'complete') {
    if (since === undefined) arm();
    else {
      const clock = target.performance ?? performance;
      const from = Math.max(since, loadEndedAt(clock));
      timer = setTimeout(task, Math.max(0, from + delayMs - clock.now()));
    }
  } else target.addEventListener('load', arm, { once: true });
  return () => {
    target.removeEventListener('load', arm);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Runs the steps one after the other, each in its own idle period (at the latest
 * `IDLE_PREFETCH_TIMEOUT_MS` after the previous one finished), starting once the page has loaded.
 * A step that fails stops the rest; its error goes to `onError`. Returns a cancel function.
 */
export function idleStepsAfterLoad(
  steps: ReadonlyArray<() => Promise<unknown>>,
  onError: (error: unknown) => void,
  target: LoadTarget & IdleWindow & typeof globalThis = window,
): () => void {
  let cancelled = false;
  let cancelPending: () => void = () => {};
  const run = (index: number) => {
    if (cancelled || index >= steps.length) return;
    cancelPending = whenIdle(() => {
      steps[index]!().then(
        () => run(index + 1),
        (error: unknown) => {
          if (!cancelled) onError(error);
        },
      );
    }, target);
  };
  cancelPending = afterLoad(() => run(0), 0, target);
  return () => {
    cancelled = true;
    cancelPending();
  };
}

/**
 * The latest the engine's start waits for idle time after load (components/signup/SignupProvider.tsx):
 * early enough for the localization lookup to answer before 'LP view' (1 s after load) reads the
 * device it reports.
 */
export const ENGINE_START_IDLE_TIMEOUT_MS = 300;
