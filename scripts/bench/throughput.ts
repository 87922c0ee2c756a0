/**
 * `npm run bench -- throughput [--seconds 10] [--connections 20] [--rounds 3] [--path /docs/ab/15.10.24/01/]`:
 * requests per second of a cached landing page against the site's empty page, from one server of
 * the same build (started with the empty page switched on), without and with compression.
 *
 * The loads take turns (landing, empty, landing gzip, empty gzip, then again `rounds` times), so a
 * change in the machine's load falls on all alike; the median of the rounds stands for each. Every
 * request is a first visit of a desktop browser (no cookies), the request a CDN would pass on.
 * Build first (`npm run build`).
 */
import { gzipSync } from 'node:zlib';
import { startSite } from '../lib/site-server';
import { EMPTY_PAGE, flag, LANDING_VARIANT, loadFor, type LoadSample, median } from './common';

/** The goal: the landing page serves at least this share of the empty page's rate. */
const GOAL = 0.5;

interface Load {
  label: string;
  page: 'landing' | 'empty';
  gzip: boolean;
}

const LOADS: Load[] = [
  { label: 'landing page', page: 'landing', gzip: false },
  { label: 'empty page', page: 'empty', gzip: false },
  { label: 'landing page, gzip', page: 'landing', gzip: true },
  { label: 'empty page, gzip', page: 'empty', gzip: true },
];

function pathFlag(args: string[]): string {
  const at = args.indexOf('--path');
  if (at < 0) return LANDING_VARIANT;
  const value = args[at + 1] ?? '';
  if (!/^\/[\w./-]*$/.test(value)) throw new Error('--path takes a page path such as /docs/ab/15.10.24/01/');
  return value;
}

function headersFor(gzip: boolean): Record<string, string> {
  return {
    accept: 'text/html',
    // autocannon counts the bytes as sent; it never decompresses.
    'accept-encoding': gzip ? 'gzip' : 'identity',
  };
}

function measure(url: string, gzip: boolean, seconds: number, connections: number): Promise<LoadSample> {
  return loadFor(url, { seconds, connections, headers: headersFor(gzip) });
}

/**
 * What one response of the page weighs: the HTML as sent without compression, gzipped, and the part
 * of it that is the page's RSC payload (the `self.__next_f.push` strings, as written in the HTML).
 */
async function pageSize(url: string) {
  const response = await fetch(url, { headers: headersFor(false) });
  if (response.status !== 200) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const flight = [...html.toString('utf8').matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)];
  const flightBytes = flight.reduce((sum, match) => sum + Buffer.byteLength(match[1]!), 0);
  return {
    raw: html.byteLength,
    gzip: gzipSync(html).byteLength,
    flight: flightBytes,
    setCookie: response.headers.get('set-cookie'),
    cacheControl: response.headers.get('cache-control'),
    served: response.headers.get('x-nextjs-cache'),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [header, ...rows].map(line).join('\n');
}

export async function run(args: string[]): Promise<void> {
  const seconds = flag(args, '--seconds', 10, 1, 120);
  const connections = flag(args, '--connections', 20, 1, 500);
  const rounds = flag(args, '--rounds', 3, 1, 9);
  const landing = pathFlag(args);
  const site = await startSite({ env: { BENCH_EMPTY_PAGE: '1' }, output: 'ignore' });
  try {
    const url = (page: Load['page']) => `${site.baseUrl}${page === 'landing' ? landing : EMPTY_PAGE}`;
    // The first requests render and cache the landing page and warm both routes up.
    for (const load of LOADS) await measure(url(load.page), load.gzip, 2, 4);
    const sizes = { landing: await pageSize(url('landing')), empty: await pageSize(url('empty')) };
    const samples = LOADS.map(() => [] as LoadSample[]);
    for (let round = 0; round < rounds; round++) {
      for (const [index, load] of LOADS.entries()) {
        samples[index]!.push(await measure(url(load.page), load.gzip, seconds, connections));
      }
    }
    const rps = LOADS.map((_, index) => median(samples[index]!.map((sample) => sample.rps)));
    const rows = LOADS.map((load, index) => {
      const floor = rps[LOADS.findIndex((other) => other.page === 'empty' && other.gzip === load.gzip)]!;
      const ratio = rps[index]! / floor;
      return [
        load.label,
        rps[index]!.toFixed(0),
        load.page === 'empty' ? '1.00' : ratio.toFixed(2),
        load.page === 'empty' ? '' : ratio >= GOAL ? `>= ${GOAL} ok` : `< ${GOAL} MISSED`,
        String(median(samples[index]!.map((sample) => sample.p50))),
        String(median(samples[index]!.map((sample) => sample.p99))),
        String(samples[index]!.reduce((sum, sample) => sum + sample.failures, 0)),
      ];
    });
    process.stdout.write(
      `\nRequests per second, ${landing} against ${EMPTY_PAGE} on one server (median of ${rounds} runs of ${seconds} s, ` +
        `${connections} connections, loads taking turns; the ratio is to the empty page with the same encoding)\n`,
    );
    process.stdout.write(`${table(['load', 'req/s', 'ratio', 'goal', 'p50 ms', 'p99 ms', 'failed'], rows)}\n`);
    process.stdout.write('\nOne response of each page\n');
    process.stdout.write(
      `${table(
        ['page', 'HTML', 'gzip', 'RSC payload in it', 'cache', 'Cache-Control', 'Set-Cookie'],
        (['landing', 'empty'] as const).map((page) => [
          page === 'landing' ? landing : EMPTY_PAGE,
          kb(sizes[page].raw),
          kb(sizes[page].gzip),
          kb(sizes[page].flight),
          sizes[page].served ?? '-',
          sizes[page].cacheControl ?? '-',
          sizes[page].setCookie ?? '-',
        ]),
      )}\n`,
    );
    if (rows.some((row) => row[3]!.includes('MISSED') || row[6] !== '0')) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}
