/**
 * The fetch state of page loading: whether the next page is pending, the error its loading ended
 * with, and when the state last changed (timestamp, ms since the epoch). The loading state is
 * shown only once a load has lasted the minimum display delay (200 ms), so a quick (prefetched)
 * navigation never flashes it. Plain module state with subscribe/getSnapshot, read by React
 * through useSyncExternalStore (components/feedback/PageLoading.tsx).
 */
export const FETCH_MIN_DELAY_MS = 200;

export interface PageFetchState {
  pending: boolean;
  /** The last load's failure, cleared when the next one starts. */
  error: unknown;
  /** When pending, error or shown last changed; null before the first load. */
  timestamp: number | null;
  /** The loading state is on screen: pending for at least the minimum delay. */
  shown: boolean;
}

export const IDLE: PageFetchState = { pending: false, error: null, timestamp: null, shown: false };

export function createPageLoading(delayMs = FETCH_MIN_DELAY_MS, now: () => number = Date.now) {
  let state = IDLE;
  let loads = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: Omit<PageFetchState, 'timestamp'>) => {
    state = { ...next, timestamp: now() };
    listeners.forEach((listener) => listener());
  };
  const settle = (error: unknown) => {
    clearTimeout(timer);
    timer = undefined;
    set({ pending: false, error, shown: false });
  };
  return {
    /** A page starts loading (loads may overlap: the state stays pending until the last ends). */
    start() {
      loads += 1;
      if (loads > 1) return;
      set({ pending: true, error: null, shown: false });
      timer = setTimeout(() => {
        timer = undefined;
        if (state.pending) set({ ...state, shown: true });
      }, delayMs);
    },
    /** A load ended (arrived, or abandoned for another). */
    finish() {
      if (loads === 0) return;
      loads -= 1;
      if (loads === 0) settle(null);
    },
    /** The page could not be loaded: every pending load ends with `error`. */
    fail(error: unknown) {
      loads = 0;
      settle(error);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
  };
}

/** The page's one fetch state, driven by the site's links (SiteLinks) and the error page. */
export const pageLoading = createPageLoading();
