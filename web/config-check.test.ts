import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_REQUIRED } from './src/env';

/**
 * The commands as a user runs them (`npm start` is `node tools/run.mjs start`): a bad configuration
 * stops them within seconds, before anything is built or served. The set-up they run first is
 * skipped when done (its stamps), so each command here takes a second or two.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Outcome {
  code: number | null;
  output: string;
  seconds: number;
}

/** Runs `node tools/run.mjs <task>` with the given variables; a command still running after 60 s is stopped (and fails the test). */
function runTask(task: string, variables: Record<string, string>): Promise<Outcome> {
  const started = Date.now();
  // The variables this test is about are the given ones only: none inherited from the caller.
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of [
    ...Object.keys(PRODUCTION_REQUIRED),
    'SITE_MODE',
    'PORT',
    'HOST',
    'JWT_SECRET',
    'NEXT_DIST_DIR',
  ]) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['tools/run.mjs', task], {
    cwd: root,
    env: { ...env, ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** What a command prints when it builds or serves: none of it may appear after a refusal. */
const BUILT_OR_SERVED = /building the site|web build is up to date|serving on|seeded/;

describe('a bad configuration stops the command before anything runs', () => {
  it('SITE_MODE=production npm start, with no service set, names every missing variable and exits 1', async () => {
    const { code, output, seconds } = await runTask('start', { SITE_MODE: 'production' });
    expect(code).toBe(1);
    for (const name of Object.keys(PRODUCTION_REQUIRED)) {
      expect(output).toMatch(new RegExp(`${name}: required when SITE_MODE=production`));
    }
    expect(output).toMatch(/production mode/);
    expect(output).toMatch(/stopped before building or serving anything/);
    expect(output).not.toMatch(BUILT_OR_SERVED);
    expect(seconds).toBeLessThan(30);
  }, 90_000);

  it.each([
    ['JWT_SECRET', 'short', /JWT_SECRET: must be at least 32 characters/],
    ['SITE_URL', 'not-a-url', /SITE_URL: must be an absolute http\(s\) URL/],
    ['PORT', 'abc', /PORT: must be a port number from 1 to 65535/],
    ['HOST', 'not a host', /HOST: must be a host name or an IP address/],
    ['FRAME_ANCESTORS', 'javascript:alert(1)', /FRAME_ANCESTORS: .* is not a CSP source/],
  ])(
    'npm start with %s=%s stops, naming it',
    async (name, value, message) => {
      const { code, output } = await runTask('start', { [name]: value });
      expect(code).toBe(1);
      expect(output).toMatch(message);
      expect(output).not.toMatch(BUILT_OR_SERVED);
    },
    90_000,
  );

  it('npm run build and npm run dev check the same way, every bad variable on a line of its own', async () => {
    for (const task of ['build', 'dev']) {
      const { code, output } = await runTask(task, { JWT_SECRET: 'short', PORT: '70000' });
      expect(code, task).toBe(1);
      expect(output, task).toMatch(/^ {2}JWT_SECRET: /m);
      expect(output, task).toMatch(/^ {2}PORT: /m);
      expect(output, task).not.toMatch(BUILT_OR_SERVED);
    }
  }, 90_000);

  it('the first line of npm start says which mode it runs in', async () => {
    const { output } = await runTask('start', { PORT: 'abc' });
    expect(output.split('\n')[0]).toMatch(/local mode: embedded stand-in services, generated secrets, demo data/);
  }, 90_000);
});

describe('no build in place under a running server', () => {
  const distDir = '.next-config-check-test';
  const entry = join(root, 'web', '.servers', `${process.pid}.json`);
  afterEach(() => rmSync(entry, { force: true }));

  it('npm run build refuses while a server serves the folder it would rebuild, naming the server', async () => {
    // This test's own process stands for the server: it is alive, and listed as serving distDir.
    mkdirSync(dirname(entry), { recursive: true });
    writeFileSync(entry, JSON.stringify({ pid: process.pid, distDir, url: 'http://127.0.0.1:1/' }));
    const { code, output } = await runTask('build', { NEXT_DIST_DIR: distDir });
    expect(code).toBe(1);
    expect(output).toMatch(
      new RegExp(`web/${distDir} is in use by the server at http://127.0.0.1:1/ \\(process ${process.pid}\\)`),
    );
    expect(output).not.toMatch(/building the site/);
  }, 90_000);
});

/** Whether something accepts TCP connections at host:port now. */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nothing listens on now, on every interface. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('npm run dev', () => {
  it('listens on HOST:PORT only, not on every interface', async () => {
    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env, HOST: '127.0.0.1', PORT: String(port) };
    delete env.SITE_MODE;
    const child = spawn(process.execPath, ['tools/run.mjs', 'dev'], { cwd: root, env, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const deadline = Date.now() + 60_000;
      while (!(await listening('127.0.0.1', port))) {
        expect(child.exitCode, 'npm run dev exited before it listened').toBeNull();
        expect(Date.now(), 'npm run dev did not listen within 60 s').toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 250));
      }
      const other = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (other) expect(await listening(other.address, port), `listening on ${other.address} too`).toBe(false);
    } finally {
      // What Ctrl-C does: run.mjs passes the signal on to next dev, which stops, and exits with it.
      child.kill('SIGTERM');
      await exited;
    }
    expect(await listening('127.0.0.1', port), 'next dev still listening after npm run dev stopped').toBe(false);
  }, 90_000);
});
