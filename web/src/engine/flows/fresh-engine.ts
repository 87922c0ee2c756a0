import { afterEach, beforeEach, vi } from 'vitest';
import { clearCookies, resetStores } from '../test-kit';

/**
 * For the engine's flow tests only: each test of the calling file starts from a fresh engine (empty
 * stores, no cookies, empty local storage and dataLayer) on fake timers, and the real timers are
 * back after it.
 */
export function freshEngineOnFakeTimers() {
  beforeEach(() => {
    resetStores();
    clearCookies();
    window.localStorage.clear();
    window.dataLayer = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
