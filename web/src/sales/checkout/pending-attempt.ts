// The payment attempt still running in this tab, if any (see attempt.ts). Kept apart, with no
// imports, because the checkout's always-loaded entry reads it to reopen a checkout after a reload.

export const ATTEMPT_STORAGE_KEY = 'pw-checkout-attempt';
/** An attempt older than this is forgotten: its request has long ended one way or another. */
export const ATTEMPT_LIFETIME_MS = 30 * 60 * 1000;

export interface Attempt {
  key: string;
  /** SHA-256 of the key followed by the request body (without the single-use bot-check token). */
  digest: string;
  packageToken: string;
  startedAt: number;
}

export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function sessionStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): attempts are simply not kept across a reload.
    return null;
  }
}

/** The attempt still running in this tab (possibly before a reload), if any. */
export function pendingAttempt(store: Store | null = sessionStore(), now = Date.now()): Attempt | null {
  try {
    const raw = store?.getItem(ATTEMPT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Attempt>;
    const valid =
      typeof value.key === 'string' &&
      typeof value.digest === 'string' &&
      typeof value.packageToken === 'string' &&
      typeof value.startedAt === 'number' &&
      now - value.startedAt < ATTEMPT_LIFETIME_MS &&
      value.startedAt <= now;
    if (valid) return value as Attempt;
    store?.removeItem(ATTEMPT_STORAGE_KEY);
    return null;
  } catch {
    return null;
  }
}

/** Whether this page was loaded by reloading it (not by following a link or typing its address). */
export function pageWasReloaded(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload';
  } catch {
    return false;
  }
}
