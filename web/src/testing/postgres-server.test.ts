import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { POSTGRES_MISSING, postgresBinDir, startPostgres } from './postgres-server';

describe('the PostgreSQL test server', () => {
  it('finds the newest installed version, and none where there is none', () => {
    const root = mkdtempSync(join(tmpdir(), 'paperwise-pgroot-'));
    try {
      expect(postgresBinDir(join(root, 'missing'))).toBeNull();
      expect(postgresBinDir(root)).toBeNull();
      for (const version of ['13', '15', '9.6']) {
        mkdirSync(join(root, version, 'bin'), { recursive: true });
        writeFileSync(join(root, version, 'bin', 'postgres'), '');
      }
      mkdirSync(join(root, '17', 'bin'), { recursive: true }); // no server binary: not a version
      expect(postgresBinDir(root)).toBe(join(root, '15', 'bin'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    expect(POSTGRES_MISSING).toMatch(/apt-get install --no-install-recommends postgresql/);
  });

  it('starts a real server on the loopback, gives fresh databases, and stops it by its process id', async () => {
    const server = await startPostgres();
    let stopped = false;
    try {
      expect(server.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
      expect(existsSync(`/proc/${server.pid}`)).toBe(true);
      const url = await server.createDatabase('probe');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ db: string; version: string }>(
        'SELECT current_database() AS db, version() AS version',
      );
      await client.end();
      expect(rows[0]!.db).toBe('probe');
      expect(rows[0]!.version).toMatch(/^PostgreSQL \d+/);
      await server.stop();
      stopped = true;
      expect(existsSync(`/proc/${server.pid}`)).toBe(false);
      const late = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 1000 });
      await expect(late.connect()).rejects.toThrow();
    } finally {
      if (!stopped) await server.stop();
    }
  });
});
