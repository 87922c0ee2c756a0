import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_TIMEOUT_MS } from './prefetch';
import { afterLoad, idleStepsAfterLoad } from './schedule';
import { fakeLoadTarget } from './test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The task runs `delay` ms from now, and not a millisecond before. */
function expectRunsAfter(task: ReturnType<typeof vi.fn>, delay: number) {
  vi.advanceTimersByTime(delay - 1);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledOnce();
}

describe('afterLoad', () => {
  it('waits for the load event, then the delay', () => {
    const page = fakeLoadTarget('interactive');
    const task = vi.fn();
    afterLoad(task, 1000, page.target);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    page.load();
    expectRunsAfter(task, 1000);
  });

  it('counts the delay from now on a page that has already loaded', () => {
    const page = fakeLoadTarget('complete');
    const task = vi.fn();
    afterLoad(task, 1000, page.target);
    expectRunsAfter(task, 1000);
  });

  /** A loaded page whose load event ended at `loadEnd` and whose clock reads `now` (performance.now() times). */
  function loadedAt(loadEnd: number, now: number) {
    const page = fakeLoadTarget('complete');
    const clock = {
      now: () => now,
      getEntriesByType: (type: string) => (type === 'navigation' ? [{ loadEventEnd: loadEnd }] : []),
    } as unknown as Performance;
    return Object.assign(page.target, { performance: clock });
  }

  it('armed late (at idle), still runs the delay after the load event, not after the arming', () => {
    // Loaded at 400 ms, mounted before that (200 ms), armed at idle at 700 ms: runs at 1400 ms.
    const task = vi.fn();
    afterLoad(task, 1000, loadedAt(400, 700), 200);
    expectRunsAfter(task, 700);
  });

  it('armed late on a page that mounted after its load, counts from the mount', () => {
    // A client-side navigation: loaded long ago (400 ms), mounted at 5000 ms, armed at 5300 ms.
    const task = vi.fn();
    afterLoad(task, 1000, loadedAt(400, 5300), 5000);
    expectRunsAfter(task, 700);
  });

  it('armed after the moment has passed, runs in a task of its own at once', () => {
    const task = vi.fn();
    afterLoad(task, 1000, loadedAt(400, 2500), 200);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs even a zero delay in a task of its own, never inside the caller', () => {
    const task = vi.fn();
    afterLoad(task, 0, fakeLoadTarget('complete').target);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancels before and after the load event', () => {
    const before = fakeLoadTarget('loading');
    const first = vi.fn();
    afterLoad(first, 1000, before.target)();
    before.load();
    const after = fakeLoadTarget('loading');
    const second = vi.fn();
    const cancel = afterLoad(second, 1000, after.target);
    after.load();
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });
});

describe('idleStepsAfterLoad', () => {
  function steps(count: number, failAt = -1) {
    const ran: number[] = [];
    const list = Array.from({ length: count }, (_, i) => () => {
      ran.push(i);
      return i === failAt ? Promise.reject(new Error(`step ${i}`)) : Promise.resolve(i);
    });
    return { ran, list };
  }

  /** An idle period of the page: the step it starts runs to its end. Answers how many steps it started. */
  async function idlePeriod(page: ReturnType<typeof fakeLoadTarget>) {
    const started = page.idle();
    await vi.advanceTimersByTimeAsync(0);
    return started;
  }

  it('starts after load, then runs one step per idle period, in order, with the 2000 ms time-out', async () => {
    const page = fakeLoadTarget('loading');
    const { ran, list } = steps(3);
    idleStepsAfterLoad(list, () => {}, page.target);
    await vi.advanceTimersByTimeAsync(10);
    expect(page.pendingIdle()).toEqual([]);
    page.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.pendingIdle()).toEqual([IDLE_PREFETCH_TIMEOUT_MS]);
    expect(ran).toEqual([]);
    for (const expected of [[0], [0, 1], [0, 1, 2]]) {
      expect(await idlePeriod(page)).toBe(1);
      expect(ran).toEqual(expected);
    }
    expect(page.pendingIdle()).toEqual([]);
  });

  it('stops at a failing step and reports it', async () => {
    const page = fakeLoadTarget('complete');
    const { ran, list } = steps(3, 1);
    const onError = vi.fn();
    idleStepsAfterLoad(list, onError, page.target);
    await vi.advanceTimersByTimeAsync(0);
    await idlePeriod(page);
    await idlePeriod(page);
    expect(page.idle()).toBe(0);
    expect(ran).toEqual([0, 1]);
    expect(onError).toHaveBeenCalledWith(new Error('step 1'));
  });

  it('runs nothing more once cancelled', async () => {
    const page = fakeLoadTarget('complete');
    const { ran, list } = steps(3);
    const cancel = idleStepsAfterLoad(list, () => {}, page.target);
    await vi.advanceTimersByTimeAsync(0);
    await idlePeriod(page);
    cancel();
    expect(page.idle()).toBe(0);
    expect(ran).toEqual([0]);
  });
});
