/**
 * The top progress bar's state: it appears only when work lasts longer
 * than a 200 ms throttle, fills over 5000 ms, turns to its failed look when a request fails, and
 * hides 500 ms after the work ends. Plain module state with subscribe/getSnapshot, so React reads
 * it through useSyncExternalStore and any code (the HTTP client, navigation) can drive it
 * without a store library.
 */
export const PROGRESS_TIMING = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, tickMs: 100 } as const;
export const PROGRESS_HEIGHT_PX = 2;

export interface ProgressSnapshot {
  visible: boolean;
  /** 0 to 100. Stops short of 100 until the work ends, so a slow request never looks done. */
  percent: number;
  failed: boolean;
}

export interface ProgressController {
  start(): void;
  finish(): void;
  fail(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ProgressSnapshot;
}

const HIDDEN: ProgressSnapshot = { visible: false, percent: 0, failed: false };
const MAX_BEFORE_DONE = 99;

export function createProgress(timing: typeof PROGRESS_TIMING = PROGRESS_TIMING): ProgressController {
  let snapshot = HIDDEN;
  let pending = 0;
  let failed = false;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ProgressSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const show = () => {
    throttle = undefined;
    const shownAt = Date.now();
    set({ visible: true, percent: 0, failed });
    ticker = setInterval(() => {
      const percent = Math.min(MAX_BEFORE_DONE, ((Date.now() - shownAt) / timing.durationMs) * 100);
      set({ ...snapshot, percent });
    }, timing.tickMs);
  };

  const done = () => {
    if (throttle) {
      // Finished inside the throttle: the bar never appears.
      clearTimeout(throttle);
      throttle = undefined;
      failed = false;
      return;
    }
    if (!snapshot.visible) return;
    clearInterval(ticker);
    ticker = undefined;
    set({ visible: true, percent: 100, failed });
    hide = setTimeout(() => {
      hide = undefined;
      failed = false;
      set(HIDDEN);
    }, timing.hideDelayMs);
  };

  return {
    start() {
      pending += 1;
      if (hide) {
        // New work while the finished bar was fading: start over from empty.
        clearTimeout(hide);
        hide = undefined;
        set(HIDDEN);
      }
      if (pending === 1 && !snapshot.visible && !throttle) throttle = setTimeout(show, timing.throttleMs);
    },
    finish() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) done();
    },
    fail() {
      failed = true;
      if (snapshot.visible) set({ ...snapshot, failed: true });
      this.finish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

/** The page's one progress bar. The engine's HTTP client (services/http.ts) calls start/finish/fail around requests. */
export const progress = createProgress();
