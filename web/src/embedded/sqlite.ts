import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';

type SqliteModule = typeof import('node:sqlite');

let sqlite: SqliteModule | undefined;

/**
 * Node 22's built-in SQLite, loaded through getBuiltinModule so that bundlers leave it alone, with
 * its one-time ExperimentalWarning silenced: that warning is the only one dropped, every other
 * warning still reaches the process.
 */
export function sqliteModule(): SqliteModule {
  if (sqlite) return sqlite;
  const emitWarning = process.emitWarning;
  process.emitWarning = function filtered(this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    const kind = warning instanceof Error ? warning.name : type;
    if (kind === 'ExperimentalWarning' && /SQLite/i.test(text)) return;
    return (emitWarning as (...args: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    sqlite = process.getBuiltinModule?.('node:sqlite') as SqliteModule | undefined;
  } finally {
    process.emitWarning = emitWarning;
  }
  if (!sqlite)
    throw new Error(`the embedded services need node:sqlite (Node 22.5 or newer); this is Node ${process.version}`);
  return sqlite;
}

/**
 * Opens (creating if needed) a database file for a service. WAL lets readers run beside the one
 * writer, and the busy timeout makes a second process wait for the lock instead of failing.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new (sqliteModule().DatabaseSync)(path);
  db.exec('PRAGMA busy_timeout = 5000');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/** A `prepare` that compiles each SQL text once per database and reuses the statement after. */
export function statementCache(db: DatabaseSync): (sql: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/** Runs `work` in a transaction, rolling back if it throws. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** True for SQLite's UNIQUE / PRIMARY KEY constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return code === SQLITE_CONSTRAINT_UNIQUE || code === SQLITE_CONSTRAINT_PRIMARYKEY;
}

const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
