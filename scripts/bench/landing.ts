/**
 * `npm run bench -- landing [path]`: what a landing variant costs next to an empty page of the
 * same build. Starts the built site on a loopback port (with the empty page switched on), then
 * prints, for both pages, the first-load JavaScript (the scripts the HTML loads, raw and gzip)
 * and the Lighthouse mobile performance score and metrics, measured in the same run with
 * Debian's Chromium. Build first (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB = join(ROOT, 'web');
const EMPTY_PATH = '/bench-empty/';
const DEFAULT_VARIANT = '/docs/ab/15.10.24/01/';

interface PageCost {
  label: string;
  path: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

interface LighthouseRow {
  label: string;
  score: number | null;
  metrics: Record<string, string>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the site did not start within 60 s');
}

/** The page's first-load JavaScript: every script the HTML itself loads from the build. */
async function pageCost(base: string, label: string, path: string): Promise<PageCost> {
  const response = await fetch(`${base}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!))].filter((src) =>
    src.startsWith('/_next/'),
  );
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
    rawBytes += body.byteLength;
    gzipBytes += gzipSync(body).byteLength;
  }
  return { label, path, scripts: sources.length, rawBytes, gzipBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows.map((row) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ')).join('\n');
}

async function lighthouseRows(base: string, pages: Array<{ label: string; path: string }>): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      // Default config: mobile form factor, simulated slow 4G and 4x CPU slowdown.
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const { lhr } = result;
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
      rows.push({
        label: page.label,
        score: lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
        metrics: {
          FCP: metric('first-contentful-paint'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          CLS: metric('cumulative-layout-shift'),
          SI: metric('speed-index'),
        },
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

export async function run(args: string[]): Promise<void> {
  const variant = args[0] ?? DEFAULT_VARIANT;
  if (!existsSync(join(WEB, '.next', 'BUILD_ID'))) {
    throw new Error('No build found: run `npm run build` first.');
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: WEB,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BENCH_EMPTY_PAGE: '1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'paperwise-bench-')),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitUntilUp(`${base}/`, server);
    const pages = [
      { label: 'landing variant', path: variant },
      { label: 'empty page', path: EMPTY_PATH },
    ];
    // First requests render and cache the variant; the measurements below see the cached page.
    for (const page of pages) await fetch(`${base}${page.path}`);

    const costs = await Promise.all(pages.map((page) => pageCost(base, page.label, page.path)));
    const [landing, empty] = costs as [PageCost, PageCost];
    process.stdout.write(`\nFirst-load JavaScript (same build, ${base})\n`);
    process.stdout.write(
      `${table([
        ['page', 'path', 'scripts', 'raw', 'gzip'],
        ...costs.map((c) => [c.label, c.path, String(c.scripts), kb(c.rawBytes), kb(c.gzipBytes)]),
        [
          'landing − empty',
          '',
          String(landing.scripts - empty.scripts),
          kb(landing.rawBytes - empty.rawBytes),
          kb(landing.gzipBytes - empty.gzipBytes),
        ],
      ])}\n`,
    );

    process.stdout.write('\nLighthouse mobile performance (same run, Chromium headless over loopback)\n');
    try {
      const rows = await lighthouseRows(base, pages);
      process.stdout.write(
        `${table([
          ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
          ...rows.map((r) => [
            r.label,
            r.score === null ? 'n/a' : String(r.score),
            r.metrics.FCP!,
            r.metrics.LCP!,
            r.metrics.TBT!,
            r.metrics.CLS!,
            r.metrics.SI!,
          ]),
        ])}\n`,
      );
    } catch (error) {
      process.stdout.write(
        `Lighthouse could not run here (${(error as Error).message}); the JavaScript sizes above are what was measured.\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
  }
}
