/**
 * `npm run bench -- csp [path] [--seconds 10] [--connections 20] [--rounds 3]`: what a nonce-based
 * script policy would cost. A nonce must be new on every response, so every page would be rendered
 * per request instead of served from the page cache. This measures both on the same server of the
 * same build: the page from the cache, the same page rendered per request (Next's draft-mode cookie
 * bypasses the page cache and renders the page for the request, which is what a per-request nonce
 * forces), and the empty page (rendered per request) as the floor. Requests per second with
 * autocannon (no compression, loads taking turns, medians), and the time to the first byte of one
 * request at a time (median of 40).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSite, webDir } from '../lib/site-server';
import { table } from './lighthouse';
import { EMPTY_PAGE, flag, LANDING_VARIANT, loadFor, median, PERSON_UA } from './common';

/** The build's draft-mode cookie value: with it, Next renders the page for the request. */
function previewModeId(): string {
  const manifest = JSON.parse(readFileSync(join(webDir, '.next', 'prerender-manifest.json'), 'utf8')) as {
    preview?: { previewModeId?: string };
  };
  const id = manifest.preview?.previewModeId;
  if (!id) throw new Error('no previewModeId in web/.next/prerender-manifest.json');
  return id;
}

function load(url: string, cookie: string, seconds: number, connections: number) {
  return loadFor(url, { seconds, connections, headers: { cookie, accept: 'text/html' } });
}

async function timeToFirstByte(url: string, cookie: string, count: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { 'user-agent': PERSON_UA, cookie, accept: 'text/html' } });
    times.push(performance.now() - start);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  return median(times);
}

export async function run(args: string[]): Promise<void> {
  const seconds = flag(args, '--seconds', 10, 1, 120);
  const connections = flag(args, '--connections', 20, 1, 500);
  const rounds = flag(args, '--rounds', 3, 1, 9);
  const path = args.find((arg, i) => !arg.startsWith('--') && !(args[i - 1] ?? '').startsWith('--')) ?? LANDING_VARIANT;
  const bypass = `__prerender_bypass=${previewModeId()}`;
  const site = await startSite({ env: { BENCH_EMPTY_PAGE: '1' }, output: 'ignore' });
  try {
    const consent = 'user-cookies=1; b_lang=en';
    const loads = [
      { label: `${path} from the page cache (static)`, path, cookie: consent },
      { label: `${path} rendered per request (as with a nonce)`, path, cookie: `${consent}; ${bypass}` },
      { label: `${EMPTY_PAGE} rendered per request (floor)`, path: EMPTY_PAGE, cookie: consent },
    ];
    for (const l of loads) {
      const response = await fetch(`${site.baseUrl}${l.path}`, { headers: { cookie: l.cookie } });
      if (response.status !== 200) throw new Error(`${l.path} answered ${response.status}`);
      await load(`${site.baseUrl}${l.path}`, l.cookie, 2, 4);
    }
    const samples = loads.map(() => [] as Array<Awaited<ReturnType<typeof load>>>);
    const ttfb = loads.map(() => [] as number[]);
    for (let round = 0; round < rounds; round++) {
      for (const [index, l] of loads.entries()) {
        samples[index]!.push(await load(`${site.baseUrl}${l.path}`, l.cookie, seconds, connections));
        ttfb[index]!.push(await timeToFirstByte(`${site.baseUrl}${l.path}`, l.cookie, 40));
      }
    }
    const staticRps = median(samples[0]!.map((s) => s.rps));
    const staticTtfb = median(ttfb[0]!);
    process.stdout.write(
      `\nStatic page against per-request rendering (median of ${rounds} runs of ${seconds} s, ${connections} connections, no compression, loads taking turns; time to first byte: one request at a time, median of 40)\n`,
    );
    process.stdout.write(
      `${table([
        ['load', 'req/s', '× static', 'p50 ms', 'p99 ms', 'failed', 'TTFB ms', '× static'],
        ...loads.map((l, index) => {
          const rps = median(samples[index]!.map((s) => s.rps));
          const t = median(ttfb[index]!);
          return [
            l.label,
            rps.toFixed(0),
            (rps / staticRps).toFixed(2),
            String(median(samples[index]!.map((s) => s.p50))),
            String(median(samples[index]!.map((s) => s.p99))),
            String(samples[index]!.reduce((sum, s) => sum + s.failures, 0)),
            t.toFixed(1),
            (t / staticTtfb).toFixed(2),
          ];
        }),
      ])}\n`,
    );
  } finally {
    await site.stop();
  }
}
