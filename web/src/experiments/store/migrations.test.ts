import { describe, expect, it } from 'vitest';
import {
  MIGRATIONS,
  SELECT_TOTALS,
  insertEventsSql,
  pendingMigrations,
  toNumber,
  toPostgresPlaceholders,
} from './migrations';

describe('toPostgresPlaceholders', () => {
  it('numbers the parameters in order', () => {
    expect(toPostgresPlaceholders('SELECT a FROM t WHERE b = ? AND c IN (?, ?)')).toBe(
      'SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)',
    );
    expect(toPostgresPlaceholders('SELECT 1')).toBe('SELECT 1');
  });

  it('leaves question marks in strings, quoted names and comments alone', () => {
    expect(toPostgresPlaceholders(`SELECT '?', 'it''s ?', "odd?name" FROM t WHERE x = ? -- really?\nAND y = ?`)).toBe(
      `SELECT '?', 'it''s ?', "odd?name" FROM t WHERE x = $1 -- really?\nAND y = $2`,
    );
    expect(toPostgresPlaceholders('SELECT /* ? */ ? /* ?')).toBe('SELECT /* ? */ $1 /* ?');
  });

  it('converts the shared statements to as many numbered parameters as they have question marks', () => {
    expect(toPostgresPlaceholders(SELECT_TOTALS).match(/\$\d+/g)).toEqual(['$1', '$2', '$3', '$4']);
    const insert = toPostgresPlaceholders(insertEventsSql(3));
    expect(insert).toContain('($13, $14, $15, $16, $17, $18)');
    expect(insert).not.toContain('?');
  });
});

describe('insertEventsSql', () => {
  it('writes one row of values per event and skips the ones already stored (by visitor or by subject)', () => {
    expect(insertEventsSql(2)).toBe(
      'INSERT INTO experiment_events (type, experiment, variant, visitor_id, at, subject) VALUES (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    );
    expect(() => insertEventsSql(0)).toThrow(RangeError);
  });
});

describe('pendingMigrations', () => {
  const migrations = [
    { version: 2, name: 'b', statements: [] },
    { version: 1, name: 'a', statements: [] },
    { version: 3, name: 'c', statements: [] },
  ];

  it('lists the missing versions in increasing order', () => {
    expect(pendingMigrations([], migrations).map((m) => m.version)).toEqual([1, 2, 3]);
    expect(pendingMigrations([1, 3], migrations).map((m) => m.version)).toEqual([2]);
    expect(pendingMigrations([1, 2, 3], migrations)).toEqual([]);
  });

  it('refuses a database that holds a version this code does not know', () => {
    expect(() => pendingMigrations([1, 7], migrations)).toThrow(/schema version 7, newer than this site knows \(3\)/);
  });

  it('has versions numbered from 1 without gaps or repeats', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });
});

describe('toNumber', () => {
  it('reads numbers, big integers and the text PostgreSQL gives for BIGINT and COUNT', () => {
    expect(toNumber(4)).toBe(4);
    expect(toNumber(5n)).toBe(5);
    expect(toNumber('1764000000000')).toBe(1_764_000_000_000);
    expect(() => toNumber('4.5')).toThrow(TypeError);
    expect(() => toNumber(null)).toThrow(TypeError);
  });
});
