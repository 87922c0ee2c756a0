import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web package: next runs there, whatever folder the test runner was started from. */
export const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const projectDir = join(webDir, '..');

export interface RunningSite {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode} before it was up`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the built site (`next start`) on a free loopback port with a fresh data folder. `stop()`
 * ends the server and removes the folder; a server that fails to come up is stopped too.
 */
export async function startSite(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<RunningSite> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'paperwise-e2e-'));
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: webDir,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let stopping = false;
  // A server that dies under the tests turns every later test into a refused connection: say so once,
  // with its exit code or signal, so the report shows the cause rather than only its consequences.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[e2e] the site at ${baseUrl} exited during the run (code ${code}, signal ${signal})`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${baseUrl}/`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
