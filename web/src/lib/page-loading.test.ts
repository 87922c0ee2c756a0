import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageLoading, FETCH_MIN_DELAY_MS, IDLE } from './page-loading';

beforeEach(() => vi.useFakeTimers({ now: 1_000 }));
afterEach(() => vi.useRealTimers());

describe('the fetch state of page loading', () => {
  it('waits the minimum display delay of 200 ms', () => {
    expect(FETCH_MIN_DELAY_MS).toBe(200);
  });

  it('is pending at once, shown only once the load has lasted 200 ms, and idle when it ends', () => {
    const loading = createPageLoading();
    expect(loading.getSnapshot()).toEqual(IDLE);
    loading.start();
    expect(loading.getSnapshot()).toEqual({ pending: true, error: null, timestamp: 1_000, shown: false });
    vi.advanceTimersByTime(199);
    expect(loading.getSnapshot().shown).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loading.getSnapshot()).toEqual({ pending: true, error: null, timestamp: 1_200, shown: true });
    vi.advanceTimersByTime(300);
    loading.finish();
    expect(loading.getSnapshot()).toEqual({ pending: false, error: null, timestamp: 1_500, shown: false });
  });

  it('never shows a load quicker than the delay', () => {
    const loading = createPageLoading();
    const seen: boolean[] = [];
    loading.subscribe(() => seen.push(loading.getSnapshot().shown));
    loading.start();
    vi.advanceTimersByTime(150);
    loading.finish();
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([false, false]);
  });

  it('stays pending while overlapping loads run, until the last ends', () => {
    const loading = createPageLoading();
    loading.start();
    loading.start();
    loading.finish();
    expect(loading.getSnapshot().pending).toBe(true);
    loading.finish();
    expect(loading.getSnapshot().pending).toBe(false);
    loading.finish();
    expect(loading.getSnapshot().pending).toBe(false);
  });

  it('keeps the error a load ended with, with its time, until the next load starts', () => {
    const loading = createPageLoading();
    const failure = new Error('502');
    loading.start();
    vi.advanceTimersByTime(400);
    loading.fail(failure);
    expect(loading.getSnapshot()).toEqual({ pending: false, error: failure, timestamp: 1_400, shown: false });
    vi.advanceTimersByTime(100);
    loading.start();
    expect(loading.getSnapshot()).toEqual({ pending: true, error: null, timestamp: 1_500, shown: false });
  });
});
