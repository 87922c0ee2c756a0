import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExposureLog } from './exposures';
import { openSqliteStore } from './store/sqlite-store';
import type { EventStore, ExperimentEvent } from './store/types';

const AT = new Date('2026-11-20T12:00:00.000Z');
const exposure = (n: number, experiment = 'exp') => ({ experiment, variant: 'control', visitorId: `visitor-${n}` });

/** A store that remembers the batches it was given, failing while `failing` is set. */
function recordingStore() {
  const batches: ExperimentEvent[][] = [];
  const state = { failing: false };
  const store = {
    kind: 'sqlite',
    async record(events: readonly ExperimentEvent[]) {
      if (state.failing) throw new Error('disk full');
      batches.push([...events]);
      return { stored: events.length, duplicates: 0 };
    },
  } as unknown as EventStore;
  return { store, batches, state };
}

describe('the exposure log', () => {
  const folders: string[] = [];
  afterEach(() => {
    vi.useRealTimers();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('returns at once and writes the exposures in one batch after the interval, stamped now', async () => {
    vi.useFakeTimers();
    const { store, batches } = recordingStore();
    const log = createExposureLog({ store: async () => store, flushIntervalMs: 200, now: () => AT });
    log.log(exposure(1));
    log.log(exposure(2));
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(199);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([
      [
        { type: 'exposure', ...exposure(1), at: AT },
        { type: 'exposure', ...exposure(2), at: AT },
      ],
    ]);
    expect(log.stats()).toMatchObject({ queued: 2, written: 2, failedBatches: 0 });
  });

  it('writes a full batch without waiting for the interval', async () => {
    const { store, batches } = recordingStore();
    const log = createExposureLog({ store: async () => store, batchSize: 3, flushIntervalMs: 60_000 });
    for (let n = 0; n < 7; n++) log.log(exposure(n));
    await vi.waitFor(() => expect(batches.map((b) => b.length)).toEqual([3, 3]));
    await log.flush();
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
  });

  it('costs a returning visitor no write; another experiment is another pair', async () => {
    const { store, batches } = recordingStore();
    const log = createExposureLog({ store: async () => store });
    log.log(exposure(1));
    await log.flush();
    log.log(exposure(1));
    log.log(exposure(1, 'other'));
    await log.flush();
    expect(batches.flat().map((e) => `${e.experiment}/${e.visitorId}`)).toEqual(['exp/visitor-1', 'other/visitor-1']);
    expect(log.stats().skipped).toBe(1);
  });

  it('remembers a bounded number of visitors, forgetting the oldest first', async () => {
    const { store, batches } = recordingStore();
    const log = createExposureLog({ store: async () => store, maxRecent: 2 });
    log.log(exposure(1));
    log.log(exposure(2));
    log.log(exposure(3));
    log.log(exposure(3));
    log.log(exposure(1));
    await log.flush();
    expect(batches.flat().map((e) => e.visitorId)).toEqual(['visitor-1', 'visitor-2', 'visitor-3', 'visitor-1']);
  });

  it('drops what exceeds the queue, counts it and logs one line for it', async () => {
    const { store, batches } = recordingStore();
    const lines: string[] = [];
    const log = createExposureLog({
      store: async () => store,
      maxQueue: 2,
      batchSize: 100,
      log: (what, error) => lines.push(`${what}: ${(error as Error).message}`),
    });
    for (let n = 0; n < 5; n++) log.log(exposure(n));
    await log.flush();
    expect(batches.flat()).toHaveLength(2);
    expect(log.stats().dropped).toBe(3);
    expect(lines).toEqual(['Experiment exposures dropped: 3 exposure(s): the queue was full']);
  });

  it('logs and counts a failed write, never throws, and writes those visitors on their next view', async () => {
    const { store, batches, state } = recordingStore();
    const lines: string[] = [];
    const log = createExposureLog({ store: async () => store, log: (what) => lines.push(what) });
    state.failing = true;
    log.log(exposure(1));
    await expect(log.flush()).resolves.toBeUndefined();
    expect(log.stats().failedBatches).toBe(1);
    expect(lines).toEqual(['Could not log 1 experiment exposure(s)']);
    state.failing = false;
    log.log(exposure(1));
    await log.flush();
    expect(batches.flat().map((e) => e.visitorId)).toEqual(['visitor-1']);
  });

  it('survives a store that cannot be opened', async () => {
    const lines: string[] = [];
    const log = createExposureLog({
      store: () => Promise.reject(new Error('no database')),
      log: (what) => lines.push(what),
    });
    expect(() => log.log(exposure(1))).not.toThrow();
    await log.flush();
    expect(log.stats().failedBatches).toBe(1);
    expect(lines).toHaveLength(1);
  });

  it('stops logging new exposures at EXPERIMENT_EXPOSURES_MAX, saying so once, and resumes when room is made', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'paperwise-exposures-'));
    folders.push(folder);
    const store = await openSqliteStore(join(folder, 'experiments.sqlite'));
    const lines: string[] = [];
    try {
      const log = createExposureLog({
        store: async () => store,
        exposuresMax: 3,
        log: (what, error) => lines.push(`${what}: ${(error as Error).message}`),
      });
      // Scripted page views, each a new visitor: no more than the bound is stored.
      for (let n = 0; n < 5; n++) log.log(exposure(n));
      await log.flush();
      for (let n = 5; n < 8; n++) log.log(exposure(n));
      await log.flush();
      expect(await store.counts()).toEqual({ exposure: 3 });
      expect(log.stats()).toMatchObject({ written: 3, overBound: 5 });
      expect(lines).toEqual([
        "Experiment exposures not logged: the store reached its bound EXPERIMENT_EXPOSURES_MAX (3); new visitors' views are not logged until room is made",
      ]);
      // A conversion still has room: the bounds are apart.
      expect(await store.record([{ ...exposure(0), type: 'signup_started', at: AT }])).toEqual({
        stored: 1,
        duplicates: 0,
      });
      // Room made (an experiment cleared): a visitor left out before is logged on their next view.
      await store.clear('exp');
      log.log(exposure(4));
      await log.flush();
      expect(await store.exposureOf('exp', 'visitor-4')).toBe('control');
    } finally {
      await store.close();
    }
  });

  it('lands in a real store once per visitor', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'paperwise-exposures-'));
    folders.push(folder);
    const store = await openSqliteStore(join(folder, 'experiments.sqlite'));
    try {
      // A second log in the same process (another bundle's view) finds the first one's row a duplicate.
      const a = createExposureLog({ store: async () => store });
      const b = createExposureLog({ store: async () => store });
      a.log(exposure(1));
      b.log({ ...exposure(1), variant: 'b' });
      await Promise.all([a.flush(), b.flush()]);
      expect(await store.exposureOf('exp', 'visitor-1')).toBe('control');
      expect(await store.size()).toBe(1);
      expect(a.stats().written + b.stats().written).toBe(1);
      expect(b.stats().duplicates).toBe(1);
    } finally {
      await store.close();
    }
  });
});
