import pg from 'pg';
import { logError } from '../../lib/log';
import { toPostgresPlaceholders } from './migrations';
import { openSqlEventStore, type SqlConnection, type SqlDatabase, type SqlValue } from './sql-store';
import type { EventStore } from './types';

/**
 * The key of the advisory lock the migrations hold: processes opening the same database at once
 * apply them one after the other. Any constant works; this is "pwexp" read as a number.
 */
const MIGRATION_LOCK_KEY = 0x707765787;

/** The placeholders converted once per statement text, not on every call. */
const converted = new Map<string, string>();
function postgresSql(sql: string): string {
  let text = converted.get(sql);
  if (text === undefined) {
    text = toPostgresPlaceholders(sql);
    // The texts are the module's own constants and the inserts of 1 to 100 rows: a bounded set.
    if (converted.size < 1000) converted.set(sql, text);
  }
  return text;
}

function connectionOf(client: pg.Pool | pg.PoolClient): SqlConnection {
  return {
    async query(sql, params: readonly SqlValue[] = []) {
      const result = await client.query(postgresSql(sql), params as SqlValue[]);
      return { rows: result.rows as Record<string, unknown>[], changes: result.rowCount ?? 0 };
    },
  };
}

export interface PostgresOptions {
  /** Connections kept open at most. */
  maxConnections?: number;
}

/** The events in a PostgreSQL database (node-postgres), through a small pool of connections. */
export function postgresDatabase(connectionString: string, options: PostgresOptions = {}): SqlDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 5,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection dropped while idle (a database restart) is reported, not thrown at the process.
  pool.on('error', (error) => logError('The experiment event database dropped a connection', error));
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    ...connectionOf(pool),
    async transaction(work, { exclusive = false } = {}) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        if (exclusive) await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        const result = await work(connectionOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}

/** Connects to the PostgreSQL event store and applies its pending migrations. */
export function openPostgresStore(connectionString: string, options?: PostgresOptions): Promise<EventStore> {
  return openSqlEventStore(postgresDatabase(connectionString, options));
}
