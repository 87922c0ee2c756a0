/**
 * Sign-up throughput of the embedded userbase on loopback, beside the ceiling that password
 * hashing alone allows on this machine (cores ÷ the time of one hash), so that the service's
 * own overhead shows. Starts the userbase in a child process on 127.0.0.1 (a fresh data
 * folder), sends a bounded number of sign-ups, stops it.
 *
 *   npm run bench -- signup [--requests 200] [--concurrency 8] [--log-n 15] [--url <userbase base>]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../web/src/embedded/userbase/passwords';
import { signupBody } from './common';

const MAX_REQUESTS = 5000;

interface Options {
  requests: number;
  concurrency: number;
  logN: number;
  url?: string;
}

function options(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      requests: { type: 'string', default: '200' },
      concurrency: { type: 'string', default: String(4 * availableParallelism()) },
      'log-n': { type: 'string', default: '15' },
      url: { type: 'string' },
    },
  });
  const int = (name: string, value: string, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    return n;
  };
  return {
    requests: int('requests', values.requests, 1, MAX_REQUESTS),
    concurrency: int('concurrency', values.concurrency, 1, 512),
    logN: int('log-n', values['log-n'], 14, 20),
    url: values.url,
  };
}

/** The child: the embedded userbase behind node:http on a loopback port, printed on stdout. */
async function serve(dataDir: string, logN: number) {
  const { createEmbeddedServices } = await import('../../web/src/embedded/services');
  const { serveFetchHandler } = await import('../../web/src/embedded/node-server');
  const services = createEmbeddedServices({
    dataDir,
    webRoot: fileURLToPath(new URL('../../web/', import.meta.url)),
    scryptCost: { logN, r: 8, p: 1 },
    location: { defaultCountry: 'US' },
  });
  const server = await serveFetchHandler(services.dispatch);
  process.stdout.write(`${server.url}/embedded/userbase/\n`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

async function startServer(logN: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paperwise-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve', dataDir, String(logN)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the userbase did not start within 30 s')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('http://'));
      if (line) {
        clearTimeout(timer);
        resolve(line.trim());
      }
    });
    child.once('exit', (code) => reject(new Error(`the userbase exited early (code ${code})`)));
  });
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeOneHash(logN: number, samples = 7): Promise<number> {
  await hashPassword('warm-up-password-1', { logN, r: 8, p: 1 });
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await hashPassword(`bench-password-${i}`, { logN, r: 8, p: 1 });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(samples / 2)]!;
}

async function signUps(base: string, count: number, concurrency: number, tag: string) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      const response = await fetch(`${base}user/`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: signupBody(`bench-${tag}-${i}@example.com`, 'localhost'),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b), statuses };
}

export async function run(args: string[]) {
  const opts = options(args);
  const cores = availableParallelism();
  const server = opts.url
    ? { base: opts.url.endsWith('/') ? opts.url : `${opts.url}/`, stop: async () => {} }
    : await startServer(opts.logN);
  try {
    // Sampled before this benchmark loads the machine itself.
    const loadBefore = loadavg()[0]!;
    const tag = Date.now().toString(36);
    const hashBefore = await timeOneHash(opts.logN);
    await signUps(server.base, Math.min(10, opts.requests), opts.concurrency, `${tag}-warm`);
    const result = await signUps(server.base, opts.requests, opts.concurrency, tag);
    const hashAfter = await timeOneHash(opts.logN);
    const hashMs = (hashBefore + hashAfter) / 2;
    const rate = opts.requests / result.seconds;
    const ceiling = cores / (hashMs / 1000);
    const ok = result.statuses.get(200) ?? 0;
    const lines = [
      `sign-ups        ${opts.requests} over ${result.seconds.toFixed(2)} s at concurrency ${opts.concurrency}: ${rate.toFixed(1)} per second (${ok} answered 200)`,
      `latency         p50 ${percentile(result.latencies, 50).toFixed(0)} ms, p99 ${percentile(result.latencies, 99).toFixed(0)} ms`,
      `hashing ceiling ${cores} cores ÷ ${hashMs.toFixed(1)} ms per scrypt hash (N = 2^${opts.logN}, r = 8, p = 1) = ${ceiling.toFixed(1)} per second`,
      `efficiency      ${((100 * rate) / ceiling).toFixed(0)} % of the ceiling (goal: 80 % or more)`,
    ];
    if (loadBefore > cores / 2) {
      lines.push(
        `note            load average was ${loadBefore.toFixed(1)} on ${cores} cores before the run: other processes share the CPU, so rerun on an idle machine`,
      );
    }
    console.log(lines.join('\n'));
    if (ok !== opts.requests) {
      console.error(`unexpected answers: ${JSON.stringify(Object.fromEntries(result.statuses))}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!, Number(process.argv[4]));
