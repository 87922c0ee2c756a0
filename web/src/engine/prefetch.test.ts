import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_TIMEOUT_MS, prefetchAllowed, whenIdle } from './prefetch';

describe('prefetchAllowed (skipped offline, on 2g or with data saver)', () => {
  it('allows prefetching on an ordinary connection or when nothing is known', () => {
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(prefetchAllowed({ connection: { effectiveType: '3g' } })).toBe(true);
  });
  it('skips 2g and slow-2g connections', () => {
    expect(prefetchAllowed({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });
  it('skips with data saver on', () => {
    expect(prefetchAllowed({ connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });
  it('skips when offline', () => {
    expect(prefetchAllowed({ onLine: false })).toBe(false);
  });
});

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for an idle callback with the 2000 ms time-out, and can cancel it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const task = () => {};
    const cancel = whenIdle(task, { ...globalThis, requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    expect(IDLE_PREFETCH_TIMEOUT_MS).toBe(2000);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to the time-out where idle callbacks do not exist', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { ...globalThis, requestIdleCallback: undefined } as unknown as typeof globalThis);
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('takes another time-out where the caller needs one', () => {
    const requestIdleCallback = vi.fn(() => 3);
    const task = () => {};
    whenIdle(task, { ...globalThis, requestIdleCallback }, 300);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 300 });
  });
});
