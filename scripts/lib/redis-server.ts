import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild } from './site-server';

/**
 * A real Redis server for tests, from Debian's package: on 127.0.0.1 and a free port, with a
 * temporary folder of its own and nothing written to disk, stopped by the process id this helper
 * started (never by name) and its folder removed.
 */

export const REDIS_SERVER = '/usr/bin/redis-server';

export const REDIS_MISSING =
  `Redis is not installed: the shared-cache test needs Debian's redis-server (no ${REDIS_SERVER}). ` +
  'Install it with `apt-get install --no-install-recommends redis-server` (`npm test` does this ' +
  'itself when run as root), then run the tests again.';

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Whether a server answers PING on the port (one short connection). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

export async function startRedis({ timeoutMs = 10_000 } = {}): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error(REDIS_MISSING);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'paperwise-redis-'));
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk.toString();
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}: ${errors.trim() || `exit code ${child.exitCode}`}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid!, stop };
}
