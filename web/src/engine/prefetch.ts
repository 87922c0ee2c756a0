/** The idle prefetch of the dialog code: at the latest 2000 ms after the page goes idle. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

export interface NetworkInfo {
  onLine?: boolean;
  connection?: { effectiveType?: string; saveData?: boolean };
}

/** Prefetching is skipped on 2g (and slow-2g) connections, with data saver on, or when offline. */
export function prefetchAllowed(network: NetworkInfo): boolean {
  if (network.onLine === false) return false;
  const connection = network.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false;
  return true;
}

export interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs the task when the browser is idle, or after the time-out; returns a cancel function. */
export function whenIdle(
  task: () => void,
  target: IdleWindow & typeof globalThis = globalThis,
  timeoutMs: number = IDLE_PREFETCH_TIMEOUT_MS,
): () => void {
  if (typeof target.requestIdleCallback === 'function') {
    const handle = target.requestIdleCallback(task, { timeout: timeoutMs });
    return () => target.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, timeoutMs);
  return () => clearTimeout(timer);
}
