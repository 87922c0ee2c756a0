/**
 * The event store's schema, as ordered and numbered migrations, and the queries both stores run.
 * Every text here is written once, in the SQL that SQLite and PostgreSQL share, with `?` for its
 * parameters; the PostgreSQL store turns them into `$1..$n` with toPostgresPlaceholders.
 */

export interface Migration {
  /** Applied in increasing order; a version, once released, never changes its statements. */
  version: number;
  name: string;
  statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'experiment events',
    statements: [
      // `at` in milliseconds since 1970: a whole number reads back the same from both databases.
      `CREATE TABLE experiment_events (
        type TEXT NOT NULL CHECK (type IN ('exposure', 'signup_started', 'account_created')),
        experiment TEXT NOT NULL,
        variant TEXT NOT NULL,
        visitor_id TEXT NOT NULL,
        at BIGINT NOT NULL,
        subject TEXT
      )`,
      // One row per kind of event, experiment and visitor: a repeat is a duplicate, not a second row.
      `CREATE UNIQUE INDEX experiment_events_once ON experiment_events (experiment, type, visitor_id)`,
      `CREATE INDEX experiment_events_by_variant ON experiment_events (experiment, type, variant)`,
    ],
  },
  {
    version: 2,
    name: 'one conversion per account, counts kept per type',
    statements: [
      // One account is one conversion, whichever visitor claims it: of rows naming the same account
      // in one experiment and type, the first is kept (the earliest, then the lowest visitor id).
      `DELETE FROM experiment_events WHERE subject IS NOT NULL AND EXISTS (
        SELECT 1 FROM experiment_events o
        WHERE o.experiment = experiment_events.experiment AND o.type = experiment_events.type
          AND o.subject = experiment_events.subject
          AND (o.at < experiment_events.at OR (o.at = experiment_events.at AND o.visitor_id < experiment_events.visitor_id))
      )`,
      // Rows without a subject (exposures, sign-ups started) never conflict: NULLs are distinct.
      `CREATE UNIQUE INDEX experiment_events_subject_once ON experiment_events (experiment, type, subject)`,
      // The number of rows of each type, kept up to date by every insert and removal, so that the
      // bounds are checked with one row read instead of counting the table.
      `CREATE TABLE experiment_event_counts (
        type TEXT PRIMARY KEY,
        events BIGINT NOT NULL
      )`,
      `INSERT INTO experiment_event_counts (type, events) SELECT type, COUNT(*) FROM experiment_events GROUP BY type`,
    ],
  },
  {
    version: 3,
    name: 'experiment purchases',
    statements: [
      // A purchase the server confirmed, for the variant the visitor was exposed to. The amount is
      // in hundredths of the currency (a whole number reads back exactly from both databases).
      `CREATE TABLE experiment_purchases (
        experiment TEXT NOT NULL,
        order_id TEXT NOT NULL,
        variant TEXT NOT NULL,
        visitor_id TEXT NOT NULL,
        amount_minor BIGINT NOT NULL CHECK (amount_minor >= 0),
        currency TEXT NOT NULL,
        at BIGINT NOT NULL
      )`,
      // One row per order and experiment: a thank-you page read again counts the order once.
      `CREATE UNIQUE INDEX experiment_purchases_once ON experiment_purchases (experiment, order_id)`,
      // Their number is kept in experiment_event_counts under the kind 'purchase' (none yet).
    ],
  },
];

/** The table that records which migrations a database holds. */
export const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

export const SELECT_APPLIED_VERSIONS = 'SELECT version FROM schema_migrations ORDER BY version';
export const INSERT_MIGRATION = 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)';

/** The migrations a database still needs, in order, given the versions it already holds. */
export function pendingMigrations(
  applied: Iterable<number>,
  migrations: readonly Migration[] = MIGRATIONS,
): Migration[] {
  const held = new Set(applied);
  const known = new Set(migrations.map((m) => m.version));
  const unknown = [...held].filter((version) => !known.has(version));
  if (unknown.length) {
    // A database migrated by a newer release of the site: running older code on it could lose data.
    throw new Error(
      `The experiment event store holds schema version ${Math.max(...unknown)}, newer than this site knows (${Math.max(0, ...known)}).`,
    );
  }
  return [...migrations].sort((a, b) => a.version - b.version).filter((m) => !held.has(m.version));
}

/** The columns of an event row, in the order of INSERT_EVENT_ROW's values. */
const EVENT_COLUMNS = '(type, experiment, variant, visitor_id, at, subject)';
const EVENT_ROW = '(?, ?, ?, ?, ?, ?)';

/** Events written per statement: 6 parameters each, far below either database's limit. */
export const EVENTS_PER_STATEMENT = 100;

/**
 * An INSERT of `rows` events that keeps the rows already stored: a row of the same type,
 * experiment and visitor, or of the same type, experiment and account, makes it a duplicate.
 */
export function insertEventsSql(rows: number): string {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError(`An insert needs at least one row, got ${rows}.`);
  return `INSERT INTO experiment_events ${EVENT_COLUMNS} VALUES ${Array(rows).fill(EVENT_ROW).join(', ')} ON CONFLICT DO NOTHING`;
}

/** Adds to (or, with a negative number, takes from) the stored count of one type. */
export const ADD_TO_COUNT = `INSERT INTO experiment_event_counts (type, events) VALUES (?, ?)
ON CONFLICT (type) DO UPDATE SET events = experiment_event_counts.events + excluded.events`;

export const SELECT_COUNTS = 'SELECT type, events FROM experiment_event_counts';

/** The rows of one experiment per type: what its removal takes from the counts. */
export const SELECT_EXPERIMENT_COUNTS =
  'SELECT type, COUNT(*) AS events FROM experiment_events WHERE experiment = ? GROUP BY type';

export const SELECT_EXPOSURE =
  'SELECT variant FROM experiment_events WHERE experiment = ? AND type = ? AND visitor_id = ?';

/**
 * Per variant: the visitors exposed to it, and of those the ones with a sign-up started and an
 * account created in that same variant. Each join finds at most one row (one event of a kind per
 * visitor), so the counts are counts of distinct visitors. Parameters: the sign-up type, the
 * account type, the experiment, the exposure type.
 */
export const SELECT_TOTALS = `SELECT e.variant AS variant,
  COUNT(*) AS visitors,
  COUNT(s.visitor_id) AS signups_started,
  COUNT(a.visitor_id) AS accounts_created,
  MIN(e.at) AS first_at
FROM experiment_events e
LEFT JOIN experiment_events s
  ON s.experiment = e.experiment AND s.type = ? AND s.visitor_id = e.visitor_id AND s.variant = e.variant
LEFT JOIN experiment_events a
  ON a.experiment = e.experiment AND a.type = ? AND a.visitor_id = e.visitor_id AND a.variant = e.variant
WHERE e.experiment = ? AND e.type = ?
GROUP BY e.variant
ORDER BY e.variant`;

/**
 * Per variant, kind of event and UTC day (the day's number since 1970): how many of them happened,
 * counting a conversion only where the same visitor's exposure was to the same variant (as
 * SELECT_TOTALS does). Parameters: the exposure type, the experiment.
 */
export const SELECT_DAILY = `SELECT c.variant AS variant, c.type AS type, c.at / 86400000 AS day, COUNT(*) AS count
FROM experiment_events c
JOIN experiment_events e
  ON e.experiment = c.experiment AND e.type = ? AND e.visitor_id = c.visitor_id AND e.variant = c.variant
WHERE c.experiment = ?
GROUP BY c.variant, c.type, c.at / 86400000
ORDER BY day`;

export const INSERT_PURCHASE = `INSERT INTO experiment_purchases (experiment, order_id, variant, visitor_id, amount_minor, currency, at)
VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (experiment, order_id) DO NOTHING`;

export const SELECT_PURCHASES = `SELECT order_id, variant, visitor_id, amount_minor, currency, at
FROM experiment_purchases WHERE experiment = ? ORDER BY at, order_id`;

/** The purchases of one experiment: what its removal takes from the purchases' count. */
export const SELECT_EXPERIMENT_PURCHASE_COUNT =
  'SELECT COUNT(*) AS events FROM experiment_purchases WHERE experiment = ?';
export const DELETE_EXPERIMENT = 'DELETE FROM experiment_events WHERE experiment = ?';
export const DELETE_EXPERIMENT_PURCHASES = 'DELETE FROM experiment_purchases WHERE experiment = ?';

/**
 * The same statement with PostgreSQL's numbered parameters: each `?` becomes `$1`, `$2`, ... in
 * order. A question mark inside a quoted string, a quoted name or a comment is text, not a
 * parameter, and is left as it is.
 */
export function toPostgresPlaceholders(sql: string): string {
  let out = '';
  let index = 0;
  let position = 0;
  while (position < sql.length) {
    const char = sql[position]!;
    if (char === "'" || char === '"') {
      // Up to the closing quote; a doubled quote inside is an escaped one and keeps the string open.
      let end = position + 1;
      while (end < sql.length) {
        if (sql[end] === char) {
          if (sql[end + 1] === char) end += 2;
          else break;
        } else end += 1;
      }
      out += sql.slice(position, end + 1);
      position = end + 1;
    } else if (char === '-' && sql[position + 1] === '-') {
      const end = sql.indexOf('\n', position);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(position, stop);
      position = stop;
    } else if (char === '/' && sql[position + 1] === '*') {
      const end = sql.indexOf('*/', position + 2);
      const stop = end === -1 ? sql.length : end + 2;
      out += sql.slice(position, stop);
      position = stop;
    } else if (char === '?') {
      index += 1;
      out += `$${index}`;
      position += 1;
    } else {
      out += char;
      position += 1;
    }
  }
  return out;
}

/** An event row's values, in the order of insertEventsSql's columns. */
export function eventValues(event: {
  type: string;
  experiment: string;
  variant: string;
  visitorId: string;
  at: Date;
  subject?: string | null;
}): (string | number | null)[] {
  return [event.type, event.experiment, event.variant, event.visitorId, event.at.getTime(), event.subject ?? null];
}

/** A count or a time read back: PostgreSQL returns BIGINT and COUNT as text, SQLite as numbers. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  throw new TypeError(`Expected a whole number from the database, got ${JSON.stringify(value)}.`);
}
