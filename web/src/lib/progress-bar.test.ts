import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_HEIGHT_PX, PROGRESS_TIMING, createProgress } from './progress-bar';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the progress bar', () => {
  it('uses the spec’s numbers: 200 ms throttle, 5000 ms, 500 ms hide delay, 2 px', () => {
    expect(PROGRESS_TIMING).toMatchObject({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });
    expect(PROGRESS_HEIGHT_PX).toBe(2);
  });

  it('never appears for work shorter than the 200 ms throttle', () => {
    const bar = createProgress();
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getSnapshot().visible));
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual([]);
    expect(bar.getSnapshot().visible).toBe(false);
  });

  it('appears after 200 ms and fills over 5000 ms without reaching 100 before the end', () => {
    const bar = createProgress();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.getSnapshot().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(2500);
    expect(bar.getSnapshot().percent).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(10_000);
    expect(bar.getSnapshot().percent).toBe(99);
  });

  it('completes, then hides 500 ms after the work ends', () => {
    const bar = createProgress();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.finish();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, percent: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('shows the failed state when a request fails, and clears it for the next run', () => {
    const bar = createProgress();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(500);
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getSnapshot().failed).toBe(false);
  });

  it('runs once for overlapping work and ends with the last of it', () => {
    const bar = createProgress();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.getSnapshot().percent).toBeLessThan(100);
    bar.finish();
    expect(bar.getSnapshot().percent).toBe(100);
    bar.finish(); // an extra finish is harmless
    vi.advanceTimersByTime(500);
    expect(bar.getSnapshot().visible).toBe(false);
  });
});
