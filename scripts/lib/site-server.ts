import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built site (web/server.ts, which serves it as `next start` does) on a free loopback port with a data folder of its own: the one way
 * the browser tests, the screenshots and the benchmark start it.
 */

/** The web package (next runs there, whatever folder the caller was started from) and the project. */
export const projectDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const webDir = join(projectDir, 'web');

export interface RunningSite {
  baseUrl: string;
  /** The server's process id (for its memory; it is stopped by `stop()`). */
  pid: number;
  dataDir: string;
  /** What the server printed so far (stdout and stderr): with `output: 'capture'` only, else ''. */
  output(): string;
  stop(): Promise<void>;
}

export interface SiteOptions {
  /** Variables added to the server's environment (a content bundle, a flag). */
  env?: Record<string, string>;
  /** The Next app to start: the site (web/) by default; a benchmark may start another build. */
  appDir?: string;
  /** How long the server may take to answer its first request. */
  timeoutMs?: number;
  /**
   * The server's own output: shown with the caller's (tests), dropped (tools printing a report), or
   * kept for the caller to read (`output()`, a test that checks what the server logged).
   */
  output?: 'inherit' | 'ignore' | 'capture';
  /** Next's development server behind the site's server, as `npm run dev` starts it (no build). */
  dev?: boolean;
  /** The address waited for until the server answers it (the development server compiles it first). */
  readyPath?: string;
}

/**
 * The rate limits of a site started here (RATE_LIMITS), unless the caller sets its own: every
 * request of the browser tests comes from one address (127.0.0.1), standing for many visitors, so
 * the per-client limits are raised far above what a test run sends; the per-account ones stay the
 * site's. A test of the limits themselves, and the benchmark, set theirs.
 */
export const LOOPBACK_RATE_LIMITS = [
  'login-client=10000/60',
  'signup-client=10000/3600',
  'buy-client=10000/600',
  'contact-client=10000/600',
  'feedback-client=10000/600',
  'chat-client=10000/60',
  'events-client=100000/60',
  'draft-client=10000/60',
].join(',');

/** A port on 127.0.0.1 that nothing listens on now (asked of the system, then let go). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
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

/** Stops a server this process started: SIGTERM, then SIGKILL if it is still running 3 s later. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Starts the built site. `stop()` ends the server it started (by its own process, never by name)
 * and removes the data folder; a server that fails to come up is stopped too.
 */
export async function startSite({
  env = {},
  appDir = webDir,
  timeoutMs = 60_000,
  output = 'inherit',
  dev = false,
  readyPath = '/',
}: SiteOptions = {}): Promise<RunningSite> {
  const distDir = env.NEXT_DIST_DIR || '.next';
  if (!dev && !existsSync(join(appDir, distDir, 'BUILD_ID'))) {
    throw new Error(`no build in ${join(appDir, distDir)}: run \`npm run build\` first`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'paperwise-site-'));
  const listen = ['--hostname', '127.0.0.1', '--port', String(port)];
  // The site runs behind its own server (web/server.ts: the request guard, then Next), as npm start
  // serves it; another app (a benchmark's bare Next app) with `next start`.
  const command =
    appDir === webDir
      ? [
          '--experimental-strip-types',
          '--disable-warning=ExperimentalWarning',
          'server.ts',
          ...(dev ? ['--dev'] : []),
          ...listen,
        ]
      : ['node_modules/next/dist/bin/next', 'start', ...listen];
  const child = spawn(process.execPath, command, {
    cwd: appDir,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMITS: LOOPBACK_RATE_LIMITS, ...env },
    stdio: ['ignore', output === 'capture' ? 'pipe' : output, output === 'capture' ? 'pipe' : output],
  });
  let printed = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      printed += chunk;
    });
  }
  let stopping = false;
  // A server that dies under its caller turns every later request into a refused connection: say
  // so once, with its exit code or signal, so a report shows the cause rather than its consequences.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`the site at ${baseUrl} exited (code ${code}, signal ${signal})`);
  });
  const stop = async () => {
    stopping = true;
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${baseUrl}${readyPath}`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, dataDir, output: () => printed, stop };
}
