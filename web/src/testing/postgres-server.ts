import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server for tests, from Debian's packaged binaries: a fresh cluster in a temporary
 * folder, listening on 127.0.0.1 on a free port, stopped by the process id this helper started (and
 * its folder removed). initdb and postgres refuse to run as root, so under root they run as the
 * `postgres` system user (the package creates it), in a folder handed to that user.
 */

const DEBIAN_ROOT = '/usr/lib/postgresql';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  pid: number;
  /** A new, empty database on this server, and its address. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL installed from Debian's packages, or null. */
export function postgresBinDir(root = DEBIAN_ROOT): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

export const POSTGRES_MISSING =
  'PostgreSQL is not installed: the event store tests need a real server from the Debian package ' +
  `(no ${DEBIAN_ROOT}/<version>/bin/postgres). Install it with \`apt-get install --no-install-recommends postgresql\` ` +
  '(`npm test` does this itself when run as root), then run the tests again.';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid of the `postgres` system user, or null when there is none. */
function postgresUser(): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * The command line that runs a binary as the right user: itself, or under root through setpriv,
 * which executes the binary in place (no parent process in between, so the PID is the server's).
 */
function asServerUser(command: string, args: string[]): [string, string[]] {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return [command, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]];
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`PostgreSQL stopped while starting (exit ${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs} ms: ${String(lastError)}\n${output()}`);
}

/** Starts a throw-away PostgreSQL server; fails with a clear message when the binaries are missing. */
export async function startPostgres(options: { timeoutMs?: number } = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'paperwise-pg-'));
  const data = join(folder, 'data');
  try {
    if (isRoot) {
      const user = postgresUser();
      if (!user) throw new Error('Running as root, but there is no `postgres` user to run PostgreSQL as.');
      chownSync(folder, user.uid, user.gid);
    }
    chmodSync(folder, 0o700);
    const [initCommand, initArgs] = asServerUser(join(bin, 'initdb'), [
      '--pgdata',
      data,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    const init = spawnSync(initCommand, initArgs, { encoding: 'utf8', cwd: folder });
    if (init.status !== 0) {
      throw new Error(
        `initdb failed (exit ${init.status}): ${init.error?.message ?? ''}\n${init.stderr}${init.stdout}`,
      );
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  const port = await freePort();
  const [command, args] = asServerUser(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    // A test server keeps nothing worth a crash-safe write.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const child = spawn(command, args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid;

  const stop = async () => {
    if (pid !== undefined && child.exitCode === null && child.signalCode === null) {
      // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, nothing is waited for.
      process.kill(pid, 'SIGINT');
      const timer = setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    if (pid === undefined) throw new Error(`could not start ${command}`);
    await waitUntilReady(url, child, () => output, options.timeoutMs ?? 30_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    port,
    pid: pid!,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new RangeError(`Not a simple database name: ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
