import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_CONTROL,
  DEMO_EXPERIMENT,
  DEMO_VARIANT,
  demoEvents,
  demoIsMissing,
  seedDemoExperiment,
  seededRandom,
  DEMO_SETTINGS,
  PRICING_DEMO_SETTINGS,
} from './seed';
import { buildResults } from './results';
import { readExperiment } from './stats';
import { openSqliteStore } from './store/sqlite-store';
import type { EventStore } from './store/types';
import { isVisitorId } from './visitor';

const NOW = new Date('2026-11-24T12:00:00.000Z');

describe('the demo seed', () => {
  let folder: string;
  let store: EventStore;
  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'paperwise-seed-'));
    store = await openSqliteStore(join(folder, 'experiments.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives the same counts when run twice, and leaves other experiments alone', async () => {
    await store.record([{ type: 'exposure', experiment: 'other', variant: 'x', visitorId: 'v', at: NOW }]);
    expect(await demoIsMissing(store)).toBe(true);
    const first = await seedDemoExperiment(store, DEMO_SETTINGS, NOW);
    const sizeAfterFirst = await store.size();
    const second = await seedDemoExperiment(store, DEMO_SETTINGS, new Date(NOW.getTime() + 3_600_000));
    expect(second).toEqual(first);
    expect(await store.size()).toBe(sizeAfterFirst);
    expect(await store.exposureOf('other', 'v')).toBe('x');
    expect(await demoIsMissing(store)).toBe(false);
    expect(first.map((c) => c.variant)).toEqual([DEMO_CONTROL, DEMO_VARIANT]);
  });

  it('seeds the price test with more sign-ups but less revenue per visitor, which the results flag', async () => {
    const counts = await seedDemoExperiment(store, PRICING_DEMO_SETTINGS, NOW);
    const [control, variant] = counts as [(typeof counts)[0], (typeof counts)[0]];
    expect(variant.signupsStarted / variant.visitors).toBeGreaterThan(control.signupsStarted / control.visitors);
    expect(variant.purchases / variant.visitors).toBeGreaterThan(control.purchases / control.visitors);
    // True revenue per visitor: 9.75 against 3.61 (see PRICING_DEMO_SETTINGS).
    expect(control.revenueMinor / 100 / control.visitors).toBeCloseTo(9.75, -1);
    expect(variant.revenueMinor / 100 / variant.visitors).toBeLessThan(6);
    expect(await store.purchases(PRICING_DEMO_SETTINGS.experiment)).toHaveLength(control.purchases + variant.purchases);
    const row = {
      _id: PRICING_DEMO_SETTINGS.experiment,
      name: 'Plans',
      language: 'en',
      path: '/pricing/plans/',
      status: 'running',
      bucketVersion: 1,
      startedAt: new Date(NOW.getTime() - 14 * 86_400_000).toISOString(),
      winner: null,
      variants: PRICING_DEMO_SETTINGS.variants.map((v) => ({ ...v, path: null, language: 'en', title: null })),
    };
    const results = buildResults(
      row,
      await store.totals(row._id),
      NOW,
      await store.daily(row._id),
      await store.purchases(row._id),
    );
    expect(results.guardrails).toMatchObject([
      { variant: variant.variant, kind: 'signups-up-revenue-down', currency: 'USD' },
    ]);
    // The revenue loss is large enough for the always-valid test to decide it.
    const money = results.revenue.currencies[0]!.variants[1]!;
    expect(money.revenueAlwaysValid!.significant).toBe(true);
    expect(money.revenueAlwaysValid!.interval.upper).toBeLessThan(0);
  });

  it('splits about 2,400 visitors per variant at the planned 50/50, and shows an uplift near the true +25 %', async () => {
    const counts = await seedDemoExperiment(store, DEMO_SETTINGS, NOW);
    for (const variant of counts) expect(Math.abs(variant.visitors - 2400)).toBeLessThan(120);
    const [control, variant] = counts as [(typeof counts)[0], (typeof counts)[0]];
    expect(control.signupsStarted / control.visitors).toBeCloseTo(0.08, 1);
    expect(control.accountsCreated / control.visitors).toBeCloseTo(0.05, 1);
    for (const metric of ['signupsStarted', 'accountsCreated'] as const) {
      const read = readExperiment({
        controlId: DEMO_CONTROL,
        variants: counts.map((c) => ({ id: c.variant, visitors: c.visitors, conversions: c[metric], weight: 50 })),
        startedAt: new Date(NOW.getTime() - 14 * 86_400_000),
        now: NOW,
      });
      if (!read.ok) throw new Error('the seeded counts could not be read');
      const uplift = read.read.variants[1]!;
      // Near the truth, and the truth inside the 95 % interval; no sample ratio mismatch.
      expect(Math.abs(uplift.uplift! - 0.25)).toBeLessThan(0.06);
      expect(uplift.upliftInterval!.lower).toBeLessThan(0.25);
      expect(uplift.upliftInterval!.upper).toBeGreaterThan(0.25);
      expect(read.read.health.sampleRatio!.mismatch).toBe(false);
      expect(read.read.health.duration.flagged).toBe(false);
    }
    expect(variant.signupsStarted).toBeGreaterThan(control.signupsStarted);
  });

  it('makes well-formed events: visitor ids as the site writes them, exposures over the 14 days before now, accounts after a sign-up', () => {
    const events = demoEvents(DEMO_SETTINGS, NOW);
    const exposures = events.filter((e) => e.type === 'exposure');
    expect(exposures).toHaveLength(DEMO_SETTINGS.visitors);
    expect(exposures.every((e) => isVisitorId(e.visitorId) && e.experiment === DEMO_EXPERIMENT)).toBe(true);
    const times = exposures.map((e) => e.at.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 14 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    const signups = new Set(events.filter((e) => e.type === 'signup_started').map((e) => e.visitorId));
    const accounts = events.filter((e) => e.type === 'account_created');
    expect(accounts.every((e) => signups.has(e.visitorId) && e.subject)).toBe(true);
    expect(events.every((e) => e.at.getTime() < NOW.getTime())).toBe(true);
  });

  it('has a seeded random source: the same seed, the same numbers in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const drawn = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(drawn);
    expect(drawn.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(8)()).not.toBe(drawn[0]);
  });
});
