/**
 * `npm run bench -- variants [--small 10] [--large 1000] [--seconds 10] [--rounds 3]`: whether the
 * site stays flat in the number of landing variants. Two bundles, the shipped one plus `small` and
 * plus `large` generated variants, each built by `next build` into a folder of its own and served by
 * its own `next start`; printed side by side:
 * - the build time (goal: large ≤ 1.1 × small);
 * - requests per second through the proxy on a cached variant page and on an unknown address that
 *   the proxy answers with the not-found page (goal: large ≥ 0.95 × small), loads taking turns;
 * - the server's memory (resident set) after serving every variant once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectDir, startSite, webDir, type RunningSite } from '../lib/site-server';
import { flag, loadFor, median, PERSON_UA } from './common';

const TEMPLATE_ID = 'landingPage-en-docs-ab-15-10-24-01';
const BUILD_GOAL = 1.1;
const THROUGHPUT_GOAL = 0.95;

/** The shipped bundle plus `count` copies of one landing variant at /docs/bench/<n>/. */
export function bundleWithVariants(shipped: string, count: number): { text: string; paths: string[] } {
  const template = shipped
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((doc) => doc._id === TEMPLATE_ID);
  if (!template) throw new Error(`the bundle has no ${TEMPLATE_ID} to copy`);
  const paths: string[] = [];
  const lines = Array.from({ length: count }, (_, index) => {
    const path = `/docs/bench/${index + 1}/`;
    paths.push(path);
    return JSON.stringify({
      ...template,
      _id: `landingPage-en-bench-${index + 1}`,
      path,
      variantId: `bench-${index + 1}`,
      experiment: 'bench',
    });
  });
  return { text: `${shipped.trimEnd()}\n${lines.join('\n')}\n`, paths };
}

/** Builds the site into `distDir` with the given environment; returns the build's duration in seconds. */
export function buildInto(distDir: string, env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: webDir,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`next build of ${distDir} failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

/**
 * next build adds its build folder's types to tsconfig.json and rewrites next-env.d.ts: the returned
 * function puts both back as they were, so a benchmark that builds leaves the working tree as it found it.
 */
export function keepWorkingTree(): () => void {
  const kept = ['tsconfig.json', 'next-env.d.ts'].map((name) => {
    const file = join(webDir, name);
    return { file, text: existsSync(file) ? readFileSync(file, 'utf8') : null };
  });
  return () => {
    for (const { file, text } of kept) {
      if (text === null) rmSync(file, { force: true });
      else writeFileSync(file, text);
    }
  };
}

async function rps(url: string, seconds: number): Promise<number> {
  return (await loadFor(url, { seconds })).rps;
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Requests every path once, a few at a time. */
async function visitAll(base: string, paths: readonly string[]) {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const response = await fetch(`${base}${path}`, { headers: { 'user-agent': PERSON_UA } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** A measured table: its title, its rows (the first is the header) and whether a goal was missed. */
export interface MeasuredTable {
  title: string;
  rows: string[][];
  missed: boolean;
}

/** Prints a measured table, columns aligned. */
export function printTable({ title, rows }: MeasuredTable): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  process.stdout.write(`\n${title}\n`);
  process.stdout.write(`${rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n')}\n`);
}

export async function run(args: string[]): Promise<void> {
  const measured = await measureVariants({
    small: flag(args, '--small', 10, 1, 100_000),
    large: flag(args, '--large', 1000, 1, 100_000),
    seconds: flag(args, '--seconds', 10, 1, 120),
    rounds: flag(args, '--rounds', 3, 1, 9),
  });
  printTable(measured);
  if (measured.missed) process.exitCode = 1;
}

export async function measureVariants({
  small,
  large,
  seconds,
  rounds,
}: {
  small: number;
  large: number;
  seconds: number;
  rounds: number;
}): Promise<MeasuredTable> {
  const folder = mkdtempSync(join(tmpdir(), 'paperwise-bench-variants-'));
  const restoreWorkingTree = keepWorkingTree();
  const shipped = readFileSync(join(projectDir, 'content', 'bundle.ndjson'), 'utf8');
  const cases = [small, large].map((count) => {
    const { text, paths } = bundleWithVariants(shipped, count);
    const bundle = join(folder, `bundle-${count}.ndjson`);
    writeFileSync(bundle, text);
    return {
      count,
      bundle,
      paths,
      distDir: `.next-bench-${count}`,
      buildSeconds: 0,
      site: undefined as RunningSite | undefined,
    };
  });
  try {
    for (const item of cases) {
      process.stderr.write(`building with ${item.count} generated variants ...\n`);
      item.buildSeconds = buildInto(item.distDir, { CONTENT_BUNDLE: item.bundle });
    }
    for (const item of cases) {
      item.site = await startSite({
        env: { CONTENT_BUNDLE: item.bundle, NEXT_DIST_DIR: item.distDir },
        output: 'ignore',
      });
    }
    const loads = [
      { label: 'cached variant page', path: '/docs/bench/1/' },
      { label: 'unknown address (not found)', path: '/docs/bench/none/' },
    ];
    for (const item of cases) for (const load of loads) await fetch(`${item.site!.baseUrl}${load.path}`);
    const samples = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const load of loads) {
        for (const item of cases) {
          const key = `${load.label}|${item.count}`;
          samples.set(key, [...(samples.get(key) ?? []), await rps(`${item.site!.baseUrl}${load.path}`, seconds)]);
        }
      }
    }
    const memory = [];
    for (const item of cases) {
      const before = residentMegabytes(item.site!.pid);
      const started = performance.now();
      await visitAll(item.site!.baseUrl, item.paths);
      memory.push({ before, after: residentMegabytes(item.site!.pid), seconds: (performance.now() - started) / 1000 });
    }

    const [a, b] = cases as [(typeof cases)[0], (typeof cases)[0]];
    const rows: string[][] = [['figure', `${a.count} variants`, `${b.count} variants`, 'ratio', 'goal']];
    const buildRatio = b.buildSeconds / a.buildSeconds;
    rows.push([
      'next build (s)',
      a.buildSeconds.toFixed(1),
      b.buildSeconds.toFixed(1),
      buildRatio.toFixed(2),
      `<= ${BUILD_GOAL} ${buildRatio <= BUILD_GOAL ? 'ok' : 'MISSED'}`,
    ]);
    let missed = buildRatio > BUILD_GOAL;
    for (const load of loads) {
      const x = median(samples.get(`${load.label}|${a.count}`)!);
      const y = median(samples.get(`${load.label}|${b.count}`)!);
      const ratio = y / x;
      missed ||= ratio < THROUGHPUT_GOAL;
      rows.push([
        `req/s, ${load.label}`,
        x.toFixed(0),
        y.toFixed(0),
        ratio.toFixed(2),
        `>= ${THROUGHPUT_GOAL} ${ratio >= THROUGHPUT_GOAL ? 'ok' : 'MISSED'}`,
      ]);
    }
    rows.push([
      'memory before / after every variant once (MB)',
      `${memory[0]!.before.toFixed(0)} / ${memory[0]!.after.toFixed(0)}`,
      `${memory[1]!.before.toFixed(0)} / ${memory[1]!.after.toFixed(0)}`,
      (memory[1]!.after / memory[0]!.after).toFixed(2),
      'reported',
    ]);
    rows.push([
      'time to serve every variant once (s)',
      memory[0]!.seconds.toFixed(1),
      memory[1]!.seconds.toFixed(1),
      '',
      '',
    ]);
    return {
      title: `The site with ${a.count} and with ${b.count} generated landing variants (req/s: median of ${rounds} runs of ${seconds} s, 20 connections, taking turns)`,
      rows,
      missed,
    };
  } finally {
    await Promise.all(cases.map((item) => item.site?.stop()));
    for (const item of cases) rmSync(join(webDir, item.distDir), { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
    restoreWorkingTree();
  }
}
