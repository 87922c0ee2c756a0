import { join, resolve } from 'node:path';
import type { SQLInputValue } from 'node:sqlite';
import { openDatabase, statementCache } from '../../embedded/sqlite';
import { openSqlEventStore, type SqlConnection, type SqlDatabase, type SqlValue } from './sql-store';
import type { EventStore } from './types';

/** The SQLite file of the experiment events inside the data folder. */
export const SQLITE_FILE_NAME = 'experiments.sqlite';

export function sqliteStorePath(dataDir: string): string {
  return join(dataDir, SQLITE_FILE_NAME);
}

const READS = /^\s*(SELECT|WITH)\b/i;

/*
 * The statements of every connection to one file in this process, one after another. A transaction
 * awaits between its statements; a second connection of the same process beginning its own in that
 * moment would block the only thread on the file's lock (until the busy timeout) while the first
 * could never finish. Other processes have their own threads and simply wait for the lock.
 */
const QUEUES_KEY = Symbol.for('paperwise.experiments.sqliteQueues');
type QueueHolder = { [QUEUES_KEY]?: Map<string, { tail: Promise<unknown> }> };
function queueOf(path: string): { tail: Promise<unknown> } {
  const holder = globalThis as QueueHolder;
  const queues = (holder[QUEUES_KEY] ??= new Map());
  const key = path === ':memory:' ? `:memory:${queues.size}` : resolve(path);
  let queue = queues.get(key);
  if (!queue) {
    queue = { tail: Promise.resolve() };
    if (path !== ':memory:') queues.set(key, queue);
  }
  return queue;
}

/**
 * The events in a SQLite file (node:sqlite). In this process its statements and transactions run
 * one after another; other processes on the same file wait for the write lock (busy timeout)
 * rather than fail.
 */
export function sqliteDatabase(path: string): SqlDatabase {
  const db = openDatabase(path);
  const prepare = statementCache(db);
  let open = true;
  const connection: SqlConnection = {
    async query(sql, params: readonly SqlValue[] = []) {
      const statement = prepare(sql);
      const values = params as SQLInputValue[];
      if (READS.test(sql)) return { rows: statement.all(...values) as Record<string, unknown>[], changes: 0 };
      const result = statement.run(...values);
      return { rows: [], changes: Number(result.changes) };
    },
  };
  // Statements outside a transaction wait for the running one too, so none slips into it.
  const queue = queueOf(path);
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.tail.then(work);
    queue.tail = run.catch(() => undefined);
    return run;
  }
  return {
    kind: 'sqlite',
    query: (sql, params) => serial(() => connection.query(sql, params)),
    transaction(work) {
      return serial(async () => {
        // IMMEDIATE takes the write lock at once: two processes migrating or writing never interleave.
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(connection);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      });
    },
    close() {
      return serial(async () => {
        if (open) db.close();
        open = false;
      });
    },
  };
}

/** Opens (creating if needed) the SQLite event store and applies its pending migrations. */
export function openSqliteStore(path: string): Promise<EventStore> {
  return openSqlEventStore(sqliteDatabase(path));
}
