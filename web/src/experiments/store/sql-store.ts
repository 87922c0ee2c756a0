import {
  CREATE_MIGRATIONS_TABLE,
  DELETE_EXPERIMENT,
  DELETE_EXPERIMENT_PURCHASES,
  EVENTS_PER_STATEMENT,
  INSERT_MIGRATION,
  INSERT_PURCHASE,
  MIGRATIONS,
  SELECT_APPLIED_VERSIONS,
  SELECT_DAILY,
  SELECT_EXPOSURE,
  SELECT_PURCHASES,
  SELECT_EXPERIMENT_PURCHASE_COUNT,
  ADD_TO_COUNT,
  SELECT_COUNTS,
  SELECT_EXPERIMENT_COUNTS,
  SELECT_TOTALS,
  eventValues,
  insertEventsSql,
  pendingMigrations,
  toNumber,
  type Migration,
} from './migrations';
import {
  EXPERIMENT_EVENT_TYPES,
  type DailyCount,
  type EventStore,
  type ExperimentEvent,
  type ExperimentPurchase,
  type ExperimentTotals,
  type RecordOutcome,
  type StoredKind,
} from './types';

export type SqlValue = string | number | null;

export interface SqlResult {
  rows: Record<string, unknown>[];
  /** Rows inserted, updated or deleted by the statement. */
  changes: number;
}

/** Runs one statement, written with `?` parameters, on a connection. */
export interface SqlConnection {
  query(sql: string, params?: readonly SqlValue[]): Promise<SqlResult>;
}

/**
 * What each database adds to the shared SQL: how a statement runs and how a transaction is held.
 * `exclusive` transactions (the migrations) also wait for every other process's exclusive one.
 */
export interface SqlDatabase extends SqlConnection {
  readonly kind: EventStore['kind'];
  transaction<T>(work: (connection: SqlConnection) => Promise<T>, options?: { exclusive?: boolean }): Promise<T>;
  close(): Promise<void>;
}

/**
 * Brings the database's schema up to date: in one exclusive transaction, the migrations it does not
 * hold yet are applied in order and recorded in schema_migrations. Opening an up-to-date database
 * changes nothing. Returns the versions applied now.
 */
export async function migrate(db: SqlDatabase, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(
    async (connection) => {
      await connection.query(CREATE_MIGRATIONS_TABLE);
      const { rows } = await connection.query(SELECT_APPLIED_VERSIONS);
      const pending = pendingMigrations(
        rows.map((row) => toNumber(row.version)),
        migrations,
      );
      for (const migration of pending) {
        for (const statement of migration.statements) await connection.query(statement);
        await connection.query(INSERT_MIGRATION, [migration.version, migration.name, Date.now()]);
      }
      return pending.map((m) => m.version);
    },
    { exclusive: true },
  );
}

/** The event store over a migrated database: the same statements for SQLite and PostgreSQL. */
/** The store over an opened database, once its pending migrations are applied; the database is closed if they fail. */
export async function openSqlEventStore(db: SqlDatabase): Promise<EventStore> {
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return sqlEventStore(db);
}

export function sqlEventStore(db: SqlDatabase): EventStore {
  return {
    kind: db.kind,

    async record(events: readonly ExperimentEvent[]): Promise<RecordOutcome> {
      if (events.length === 0) return { stored: 0, duplicates: 0 };
      // Written type by type, so that the rows each statement inserted are added to their own count.
      const byType = new Map<string, ExperimentEvent[]>();
      for (const event of events) {
        const ofType = byType.get(event.type);
        if (ofType) ofType.push(event);
        else byType.set(event.type, [event]);
      }
      const stored = await db.transaction(async (connection) => {
        let inserted = 0;
        for (const [type, ofType] of byType) {
          let insertedOfType = 0;
          for (let start = 0; start < ofType.length; start += EVENTS_PER_STATEMENT) {
            const chunk = ofType.slice(start, start + EVENTS_PER_STATEMENT);
            const result = await connection.query(insertEventsSql(chunk.length), chunk.flatMap(eventValues));
            insertedOfType += result.changes;
          }
          if (insertedOfType > 0) await connection.query(ADD_TO_COUNT, [type, insertedOfType]);
          inserted += insertedOfType;
        }
        return inserted;
      });
      return { stored, duplicates: events.length - stored };
    },

    async exposureOf(experiment: string, visitorId: string): Promise<string | null> {
      const { rows } = await db.query(SELECT_EXPOSURE, [experiment, 'exposure', visitorId]);
      const variant = rows[0]?.variant;
      return typeof variant === 'string' ? variant : null;
    },

    async totals(experiment: string): Promise<ExperimentTotals> {
      const { rows } = await db.query(SELECT_TOTALS, ['signup_started', 'account_created', experiment, 'exposure']);
      const firstTimes = rows.map((row) => toNumber(row.first_at));
      return {
        variants: rows.map((row) => ({
          variant: String(row.variant),
          visitors: toNumber(row.visitors),
          signupsStarted: toNumber(row.signups_started),
          accountsCreated: toNumber(row.accounts_created),
        })),
        firstExposureAt: firstTimes.length ? new Date(Math.min(...firstTimes)) : null,
      };
    },

    async daily(experiment: string): Promise<DailyCount[]> {
      const { rows } = await db.query(SELECT_DAILY, ['exposure', experiment]);
      return rows.map((row) => {
        const type = EXPERIMENT_EVENT_TYPES.find((t) => t === row.type);
        if (!type) throw new TypeError(`Unknown experiment event type ${JSON.stringify(row.type)} in the store.`);
        return { variant: String(row.variant), type, day: toNumber(row.day), count: toNumber(row.count) };
      });
    },

    async recordPurchase(purchase: ExperimentPurchase): Promise<boolean> {
      // The purchase and its count in one transaction: the count never drifts from the table.
      return db.transaction(async (connection) => {
        const { changes } = await connection.query(INSERT_PURCHASE, [
          purchase.experiment,
          purchase.orderId,
          purchase.variant,
          purchase.visitorId,
          purchase.amountMinor,
          purchase.currency,
          purchase.at.getTime(),
        ]);
        if (changes === 1) await connection.query(ADD_TO_COUNT, ['purchase', 1]);
        return changes === 1;
      });
    },

    async purchases(experiment: string): Promise<ExperimentPurchase[]> {
      const { rows } = await db.query(SELECT_PURCHASES, [experiment]);
      return rows.map((row) => ({
        experiment,
        orderId: String(row.order_id),
        variant: String(row.variant),
        visitorId: String(row.visitor_id),
        amountMinor: toNumber(row.amount_minor),
        currency: String(row.currency),
        at: new Date(toNumber(row.at)),
      }));
    },

    async counts(): Promise<Partial<Record<StoredKind, number>>> {
      const { rows } = await db.query(SELECT_COUNTS);
      return Object.fromEntries(rows.map((row) => [String(row.type), toNumber(row.events)]));
    },

    async size(): Promise<number> {
      const { rows } = await db.query(SELECT_COUNTS);
      return rows.reduce((sum, row) => sum + toNumber(row.events), 0);
    },

    async clear(experiment: string): Promise<void> {
      await db.transaction(async (connection) => {
        const { rows } = await connection.query(SELECT_EXPERIMENT_COUNTS, [experiment]);
        for (const row of rows) await connection.query(ADD_TO_COUNT, [String(row.type), -toNumber(row.events)]);
        const purchases = await connection.query(SELECT_EXPERIMENT_PURCHASE_COUNT, [experiment]);
        const bought = toNumber(purchases.rows[0]?.events ?? 0);
        if (bought > 0) await connection.query(ADD_TO_COUNT, ['purchase', -bought]);
        await connection.query(DELETE_EXPERIMENT, [experiment]);
        await connection.query(DELETE_EXPERIMENT_PURCHASES, [experiment]);
      });
    },

    close: () => db.close(),
  };
}
