import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '@/testing/postgres-server';
import { ADD_TO_COUNT, MIGRATIONS, SELECT_APPLIED_VERSIONS, insertEventsSql } from './migrations';
import { openPostgresStore, postgresDatabase } from './postgres-store';
import { migrate, type SqlDatabase } from './sql-store';
import { openSqliteStore, sqliteDatabase, sqliteStorePath } from './sqlite-store';
import type { EventStore, ExperimentEvent } from './types';

/** One database of a kind: stores opened on it, its raw connection, and its removal. */
interface Target {
  open(): Promise<EventStore>;
  database(): SqlDatabase;
}

interface Kind {
  name: 'sqlite' | 'postgres';
  start(): Promise<void>;
  fresh(): Promise<Target>;
  stop(): Promise<void>;
}

const sqliteKind = (): Kind => {
  const folders: string[] = [];
  return {
    name: 'sqlite',
    async start() {},
    async fresh() {
      const folder = mkdtempSync(join(tmpdir(), 'paperwise-events-'));
      folders.push(folder);
      const path = sqliteStorePath(folder);
      return { open: () => openSqliteStore(path), database: () => sqliteDatabase(path) };
    },
    async stop() {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
};

const postgresKind = (): Kind => {
  let server: PostgresServer | undefined;
  let count = 0;
  return {
    name: 'postgres',
    async start() {
      server = await startPostgres();
    },
    async fresh() {
      if (!server) throw new Error('the PostgreSQL test server did not start (see the error of beforeAll)');
      count += 1;
      const url = await server.createDatabase(`events_${count}`);
      return { open: () => openPostgresStore(url), database: () => postgresDatabase(url) };
    },
    async stop() {
      await server?.stop();
    },
  };
};

const EXPERIMENT = 'experiment-a';
const at = new Date('2026-11-01T10:00:00.000Z');
const visitor = (n: number) => `visitor-${String(n).padStart(3, '0')}`;
const event = (type: ExperimentEvent['type'], variant: string, n: number, extra: Partial<ExperimentEvent> = {}) => ({
  type,
  experiment: EXPERIMENT,
  variant,
  visitorId: visitor(n),
  at,
  ...extra,
});

describe.each([sqliteKind(), postgresKind()])('the $name event store', (kind) => {
  const opened: EventStore[] = [];
  const databases: SqlDatabase[] = [];
  async function fresh() {
    const target = await kind.fresh();
    return {
      async open() {
        const store = await target.open();
        opened.push(store);
        return store;
      },
      database() {
        const db = target.database();
        databases.push(db);
        return db;
      },
    };
  }

  beforeAll(() => kind.start(), 60_000);
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    for (const db of databases.splice(0)) await db.close();
  });
  afterAll(() => kind.stop(), 30_000);

  it('names its kind', async () => {
    const store = await (await fresh()).open();
    expect(store.kind).toBe(kind.name);
  });

  it('stores one row per type, experiment and visitor: repeats are duplicates', async () => {
    const store = await (await fresh()).open();
    expect(await store.record([event('exposure', 'control', 1), event('exposure', 'b', 2)])).toEqual({
      stored: 2,
      duplicates: 0,
    });
    // The same visitor again (even with another variant), and a repeat inside one batch.
    expect(
      await store.record([
        event('exposure', 'b', 1),
        event('signup_started', 'control', 1),
        event('signup_started', 'control', 1),
      ]),
    ).toEqual({ stored: 1, duplicates: 2 });
    // The same visitor in another experiment is another row.
    expect(await store.record([{ ...event('exposure', 'control', 1), experiment: 'experiment-b' }])).toEqual({
      stored: 1,
      duplicates: 0,
    });
    expect(await store.size()).toBe(4);
    expect(await store.exposureOf(EXPERIMENT, visitor(1))).toBe('control');
    expect(await store.exposureOf(EXPERIMENT, visitor(2))).toBe('b');
    expect(await store.exposureOf(EXPERIMENT, visitor(3))).toBeNull();
    expect(await store.exposureOf('experiment-b', visitor(2))).toBeNull();
    expect(await store.record([])).toEqual({ stored: 0, duplicates: 0 });
  });

  it('writes batches larger than one statement', async () => {
    const store = await (await fresh()).open();
    const events = Array.from({ length: 250 }, (_, n) => event('exposure', n % 2 ? 'b' : 'control', n));
    expect(await store.record(events)).toEqual({ stored: 250, duplicates: 0 });
    expect(await store.record(events.slice(200))).toEqual({ stored: 0, duplicates: 50 });
    expect(await store.size()).toBe(250);
  });

  it('counts exposed visitors per variant, and only their conversions in the same variant', async () => {
    const store = await (await fresh()).open();
    const earliest = new Date('2026-10-20T08:00:00.000Z');
    await store.record([
      event('exposure', 'control', 1, { at: earliest }),
      event('exposure', 'control', 2),
      event('exposure', 'control', 3),
      event('exposure', 'b', 4),
      event('exposure', 'b', 5),
      event('signup_started', 'control', 1),
      event('signup_started', 'control', 2),
      event('account_created', 'control', 1, { subject: 'user-1' }),
      event('signup_started', 'b', 4),
      // Converted in another variant than the one they were exposed to: not counted anywhere.
      event('signup_started', 'control', 5),
      event('account_created', 'control', 5, { subject: 'user-5' }),
      // Never exposed: not counted.
      event('signup_started', 'b', 9),
      event('account_created', 'b', 9, { subject: 'user-9' }),
      // Another experiment: not counted.
      { ...event('exposure', 'control', 6), experiment: 'experiment-b' },
      { ...event('signup_started', 'control', 6), experiment: 'experiment-b' },
    ]);
    expect(await store.totals(EXPERIMENT)).toEqual({
      variants: [
        { variant: 'b', visitors: 2, signupsStarted: 1, accountsCreated: 0 },
        { variant: 'control', visitors: 3, signupsStarted: 2, accountsCreated: 1 },
      ],
      firstExposureAt: earliest,
    });
    expect(await store.totals('no-such-experiment')).toEqual({ variants: [], firstExposureAt: null });
  });

  it('counts events per variant and UTC day, conversions only in the exposed variant', async () => {
    const store = await (await fresh()).open();
    const day1 = new Date('2026-11-01T23:59:59.999Z');
    const day2 = new Date('2026-11-02T00:00:00.000Z');
    await store.record([
      event('exposure', 'control', 1, { at: day1 }),
      event('exposure', 'b', 2, { at: day1 }),
      event('exposure', 'b', 3, { at: day2 }),
      event('signup_started', 'b', 2, { at: day2 }),
      // Another variant than the visitor's exposure: not counted.
      event('signup_started', 'b', 1, { at: day2 }),
    ]);
    const dayNumber = (d: Date) => Math.floor(d.getTime() / 86_400_000);
    const sorted = (await store.daily(EXPERIMENT)).sort(
      (x, y) => x.day - y.day || x.variant.localeCompare(y.variant) || x.type.localeCompare(y.type),
    );
    expect(sorted).toEqual([
      { variant: 'b', type: 'exposure', day: dayNumber(day1), count: 1 },
      { variant: 'control', type: 'exposure', day: dayNumber(day1), count: 1 },
      { variant: 'b', type: 'exposure', day: dayNumber(day2), count: 1 },
      { variant: 'b', type: 'signup_started', day: dayNumber(day2), count: 1 },
    ]);
  });

  it('stores a purchase once per order and experiment, counts it, and clears it with the experiment', async () => {
    const store = await (await fresh()).open();
    const purchase = {
      experiment: EXPERIMENT,
      orderId: 'ORD-1',
      variant: 'b',
      visitorId: visitor(1),
      amountMinor: 4995,
      currency: 'USD',
      at,
    };
    expect(await store.recordPurchase(purchase)).toBe(true);
    expect(await store.recordPurchase({ ...purchase, amountMinor: 1 })).toBe(false);
    expect(await store.recordPurchase({ ...purchase, experiment: 'other' })).toBe(true);
    expect(
      await store.recordPurchase({ ...purchase, orderId: 'ORD-2', amountMinor: 12_000_000_00, currency: 'EUR' }),
    ).toBe(true);
    expect(await store.purchases(EXPERIMENT)).toEqual([
      purchase,
      { ...purchase, orderId: 'ORD-2', amountMinor: 12_000_000_00, currency: 'EUR' },
    ]);
    expect(await store.counts()).toEqual({ purchase: 3 });
    expect(await store.size()).toBe(3);
    await store.clear(EXPERIMENT);
    expect(await store.purchases(EXPERIMENT)).toEqual([]);
    expect(await store.purchases('other')).toHaveLength(1);
    expect(await store.counts()).toEqual({ purchase: 1 });
  });

  it('upgrades a version-2 database to the purchases, its events and counts kept', async () => {
    const target = await fresh();
    const db = target.database();
    expect(await migrate(db, MIGRATIONS.slice(0, 2))).toEqual([1, 2]);
    // A data folder written by a release that knew version 2: an exposure and its kept count.
    await db.query(insertEventsSql(1), ['exposure', EXPERIMENT, 'control', visitor(1), 1, null]);
    await db.query(ADD_TO_COUNT, ['exposure', 1]);
    expect(await migrate(db)).toEqual([3]);
    const store = await target.open();
    expect(await store.counts()).toEqual({ exposure: 1 });
    expect(await store.exposureOf(EXPERIMENT, visitor(1))).toBe('control');
    expect(await store.purchases(EXPERIMENT)).toEqual([]);
  });

  it('clears one experiment and keeps the others', async () => {
    const store = await (await fresh()).open();
    await store.record([event('exposure', 'control', 1), { ...event('exposure', 'control', 1), experiment: 'other' }]);
    await store.clear(EXPERIMENT);
    expect(await store.size()).toBe(1);
    expect(await store.exposureOf(EXPERIMENT, visitor(1))).toBeNull();
    expect(await store.exposureOf('other', visitor(1))).toBe('control');
  });

  it('keeps one conversion per account in an experiment, whichever visitor claims it', async () => {
    const store = await (await fresh()).open();
    await store.record([event('exposure', 'control', 1), event('exposure', 'b', 2)]);
    expect(await store.record([event('account_created', 'control', 1, { subject: 'user-1' })])).toEqual({
      stored: 1,
      duplicates: 0,
    });
    // The same account from another visitor, and in the same batch as a new one.
    expect(
      await store.record([
        event('account_created', 'b', 2, { subject: 'user-1' }),
        event('account_created', 'b', 3, { subject: 'user-3' }),
      ]),
    ).toEqual({ stored: 1, duplicates: 1 });
    // Without a subject (a sign-up started), visitors never conflict with each other.
    expect(await store.record([event('signup_started', 'control', 1), event('signup_started', 'b', 2)])).toEqual({
      stored: 2,
      duplicates: 0,
    });
    // Another experiment may count the same account.
    expect(
      await store.record([{ ...event('account_created', 'control', 1, { subject: 'user-1' }), experiment: 'other' }]),
    ).toEqual({ stored: 1, duplicates: 0 });
    expect((await store.totals(EXPERIMENT)).variants.map((v) => [v.variant, v.accountsCreated])).toEqual([
      ['b', 0],
      ['control', 1],
    ]);
  });

  it('keeps the count of each type with every write and removal, duplicates left out', async () => {
    const store = await (await fresh()).open();
    expect(await store.counts()).toEqual({});
    await store.record([
      event('exposure', 'control', 1),
      event('exposure', 'b', 2),
      event('signup_started', 'control', 1),
      event('exposure', 'control', 1),
    ]);
    await store.record([{ ...event('exposure', 'control', 1), experiment: 'other' }]);
    expect(await store.counts()).toEqual({ exposure: 3, signup_started: 1 });
    expect(await store.size()).toBe(4);
    await store.clear(EXPERIMENT);
    expect(await store.counts()).toEqual({ exposure: 1, signup_started: 0 });
    expect(await store.size()).toBe(1);
  });

  it('upgrades a version-1 database: its counts taken once, an account claimed twice kept once', async () => {
    const target = await fresh();
    const db = target.database();
    expect(await migrate(db, MIGRATIONS.slice(0, 1))).toEqual([1]);
    const rows: Array<[string, string, string, number, string | null]> = [
      ['exposure', 'control', 'v1', 1, null],
      ['exposure', 'b', 'v2', 1, null],
      ['account_created', 'control', 'v1', 5, 'user-1'],
      // The same account claimed later by another visitor (the forgery version 1 let through).
      ['account_created', 'b', 'v2', 9, 'user-1'],
    ];
    for (const [type, variant, visitorId, atMs, subject] of rows) {
      await db.query(insertEventsSql(1), [type, EXPERIMENT, variant, visitorId, atMs, subject]);
    }
    expect(await migrate(db)).toEqual(MIGRATIONS.slice(1).map((m) => m.version));
    const store = await target.open();
    expect(await store.counts()).toEqual({ exposure: 2, account_created: 1 });
    expect((await store.totals(EXPERIMENT)).variants.map((v) => [v.variant, v.accountsCreated])).toEqual([
      ['b', 0],
      ['control', 1],
    ]);
  });

  it('applies its migrations once and records them; opening again changes nothing', async () => {
    const target = await fresh();
    const first = await target.open();
    await first.record([event('exposure', 'control', 1)]);
    const second = await target.open();
    expect(await second.size()).toBe(1);
    const db = target.database();
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query(SELECT_APPLIED_VERSIONS);
    expect(rows.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('applies pending migrations in order on a database that holds only the older ones', async () => {
    const target = await fresh();
    const db = target.database();
    expect(await migrate(db, MIGRATIONS.slice(0, 1))).toEqual([1]);
    const later = {
      version: MIGRATIONS.length + 1,
      name: 'test column',
      statements: ['ALTER TABLE experiment_events ADD COLUMN note TEXT'],
    };
    const versions = MIGRATIONS.map((m) => m.version);
    expect(await migrate(db, [...MIGRATIONS, later])).toEqual([...versions.slice(1), later.version]);
    expect(await migrate(db, [...MIGRATIONS, later])).toEqual([]);
    // Code that knows fewer versions than the database holds refuses to run on it.
    await expect(migrate(db, MIGRATIONS)).rejects.toThrow(new RegExp(`schema version ${later.version}, newer`));
  });

  it('rolls a failing migration back whole', async () => {
    const target = await fresh();
    const db = target.database();
    const broken = { version: 1, name: 'broken', statements: ['CREATE TABLE half_done (x TEXT)', 'NOT SQL AT ALL'] };
    await expect(migrate(db, [broken])).rejects.toThrow();
    expect(await migrate(db, MIGRATIONS)).toEqual(MIGRATIONS.map((m) => m.version));
    await expect(db.query('SELECT x FROM half_done')).rejects.toThrow();
  });

  it('gives one row per event when two stores on one database record the same events at once', async () => {
    const target = await fresh();
    const [a, b] = await Promise.all([target.open(), target.open()]);
    const events = Array.from({ length: 120 }, (_, n) => event('exposure', n % 2 ? 'b' : 'control', n));
    const outcomes = await Promise.all([a.record(events), b.record(events), a.record(events.slice(0, 10))]);
    expect(outcomes.reduce((sum, o) => sum + o.stored, 0)).toBe(120);
    expect(outcomes.reduce((sum, o) => sum + o.duplicates, 0)).toBe(120 + 10);
    expect(await a.size()).toBe(120);
    expect((await b.totals(EXPERIMENT)).variants.map((v) => v.visitors)).toEqual([60, 60]);
  });

  it('migrates once when two stores open a new database at once', async () => {
    const target = await fresh();
    const stores = await Promise.all([target.open(), target.open(), target.open()]);
    expect(await stores[0]!.size()).toBe(0);
    const { rows } = await target.database().query(SELECT_APPLIED_VERSIONS);
    expect(rows).toHaveLength(MIGRATIONS.length);
  });
});

describe('the SQLite event store across processes', () => {
  it('gives one row per event when processes write the same events to one file at once', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'paperwise-events-'));
    const path = sqliteStorePath(folder);
    try {
      const tsx = fileURLToPath(new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
      const writer = fileURLToPath(new URL('../../testing/event-writer.ts', import.meta.url));
      const run = () =>
        promisify(execFile)(process.execPath, [tsx, writer, path, '300']).then(({ stdout }) => JSON.parse(stdout));
      const outcomes: { stored: number; duplicates: number }[] = await Promise.all([run(), run(), run()]);
      expect(outcomes.reduce((sum, o) => sum + o.stored, 0)).toBe(300);
      expect(outcomes.reduce((sum, o) => sum + o.duplicates, 0)).toBe(600);
      const store = await openSqliteStore(path);
      expect(await store.size()).toBe(300);
      expect((await store.totals('experiment-a')).variants.map((v) => v.visitors)).toEqual([150, 150]);
      await store.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
