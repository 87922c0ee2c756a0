/**
 * `npm run bench -- landing [path ...]`: what pages cost next to an empty page of the same build.
 * Starts the built site on a loopback port (with the empty page switched on), then prints, for
 * each page and the empty one, the first-load JavaScript (the scripts the HTML loads, raw and
 * gzip), the render-blocking stylesheets and the HTML's own size, and the Lighthouse mobile
 * performance score and metrics, measured in the same run with Debian's Chromium, each beside the
 * empty page's. Build first (`npm run build`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startSite } from '../lib/site-server';
import { EMPTY_PAGE, LANDING_VARIANT, median } from './common';
import { formatLcpGraph, lcpGraph } from './lantern';
import { table, withBrowser, type LighthouseReport, type Throttling } from './lighthouse';
import { traceRun } from './trace';

export interface PageCost {
  label: string;
  path: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** Stylesheets the HTML links (each a round trip before the first paint). */
  stylesheets: number;
  /** CSS written into the HTML itself (<style> elements), raw bytes. */
  inlineCssBytes: number;
  /** The HTML document itself, gzip. */
  htmlGzipBytes: number;
}

export interface LighthouseRow {
  label: string;
  score: number | null;
  metrics: Record<string, string>;
  /** The score of every run (`--runs`), or why Lighthouse could not score it. */
  scores: string[];
  /** With `--details`: where the main thread went (long tasks, script boot-up, work by kind). */
  details?: string;
  /** The largest contentful paint's element and whether it was lazy-loaded. */
  lcp: string;
  /** FCP, LCP and TBT in milliseconds, for the ratios to the empty page. */
  numbers: { FCP: number; LCP: number; TBT: number };
  /** Each scored run's score (0–100) and FCP, LCP and TBT in milliseconds, for the medians and spreads. */
  perRun: RunFigures[];
}

/** The parts of Lighthouse's audit details that the `--details` summary reads. */
interface AuditTable {
  items?: Array<Record<string, unknown>>;
}

/** The page's first-load JavaScript: every script the HTML itself loads from the build. */
export async function pageCost(base: string, label: string, path: string): Promise<PageCost> {
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
  const stylesheets = [...html.matchAll(/<link[^>]*\srel="stylesheet"[^>]*>/g)].length;
  const inlineCssBytes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]!),
    0,
  );
  const htmlGzipBytes = gzipSync(Buffer.from(html)).byteLength;
  return { label, path, scripts: sources.length, rawBytes, gzipBytes, stylesheets, inlineCssBytes, htmlGzipBytes };
}

/** A short name for a page of the command line. */
function labelOf(path: string): string {
  if (path === LANDING_VARIANT) return 'landing variant';
  if (path === '/') return 'home';
  return path.replace(/^\/|\/$/g, '');
}

const ratio = (value: number, floor: number) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : 'n/a');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const ms = (value: unknown) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a');

interface DetailsNode {
  type?: string;
  snippet?: string;
  items?: DetailsNode[] | Record<string, { value?: boolean }>;
}

/**
 * The largest contentful paint's element and whether it was lazy-loaded (an image the browser
 * waits to load would make the largest paint late): from Lighthouse's LCP insights. A text element
 * is never lazy.
 */
function lcpElement(audits: Record<string, { details?: unknown } | undefined>): string {
  const nodes: DetailsNode[] = [];
  const walk = (node: DetailsNode | undefined) => {
    if (!node) return;
    nodes.push(node);
    if (Array.isArray(node.items)) node.items.forEach(walk);
  };
  walk(audits['lcp-discovery-insight']?.details as DetailsNode | undefined);
  walk(audits['lcp-breakdown-insight']?.details as DetailsNode | undefined);
  const snippet = nodes.find((node) => node.type === 'node' && node.snippet)?.snippet ?? 'unknown';
  const checklist = nodes.find((node) => node.type === 'checklist')?.items as
    Record<string, { value?: boolean }> | undefined;
  const eager = checklist?.eagerlyLoaded?.value;
  const lazy = eager === undefined ? 'no (not an image)' : eager ? 'no' : 'YES';
  return `${snippet.replace(/\s+/g, ' ').slice(0, 100)}  lazy-loaded: ${lazy}`;
}

/** Long tasks, script boot-up and main-thread work of one Lighthouse run, as text. */
function mainThreadDetails(audits: Record<string, { details?: unknown } | undefined>, base: string): string {
  const items = (id: string) => (audits[id]?.details as AuditTable | undefined)?.items ?? [];
  const short = (url: unknown) => (typeof url === 'string' ? url.replace(base, '') : String(url));
  const longTasks = items('long-tasks').map(
    (task) => `    ${ms(task.startTime).padStart(8)} start  ${ms(task.duration).padStart(7)}  ${short(task.url)}`,
  );
  const bootup = items('bootup-time')
    .slice(0, 8)
    .map(
      (row) =>
        `    ${ms(row.total).padStart(7)} total  ${ms(row.scripting).padStart(7)} script  ${ms(row.scriptParseCompile).padStart(6)} parse  ${short(row.url)}`,
    );
  const work = items('mainthread-work-breakdown').map(
    (row) => `    ${ms(row.duration).padStart(7)}  ${String(row.groupLabel ?? row.group)}`,
  );
  return [
    '  long tasks (simulated start, duration, script):',
    ...(longTasks.length ? longTasks : ['    none']),
    '  script boot-up (top 8):',
    ...bootup,
    '  main-thread work:',
    ...work,
  ].join('\n');
}

export async function lighthouseRows(
  base: string,
  pages: Array<{ label: string; path: string }>,
  options: { details?: boolean; saveTo?: string; runs?: number; throttling?: Throttling } = {},
): Promise<LighthouseRow[]> {
  const runs = options.runs ?? 1;
  return withBrowser(async (browser) => {
    const results = pages.map(() => [] as LighthouseReport[]);
    // With --details and simulated throttling: what each run's simulated LCP counted (lantern.ts).
    const lcpGraphs = new Map<LighthouseReport, string>();
    // The pages take turns, so a change in the machine's load falls on both alike.
    for (let run = 0; run < runs; run++) {
      for (const [index, page] of pages.entries()) {
        const result = await browser.audit(`${base}${page.path}`, ['performance'], options.throttling);
        if (options.saveTo) {
          const name = `${page.label.replace(/\W+/g, '-')}${runs > 1 ? `-${run + 1}` : ''}.json`;
          writeFileSync(
            join(options.saveTo, name),
            typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
          );
        }
        results[index]!.push(result.lhr);
        if (options.details && (options.throttling ?? 'simulated') === 'simulated') {
          lcpGraphs.set(
            result.lhr,
            await lcpGraph(result).then(
              formatLcpGraph,
              (error: Error) => `  simulated LCP not recomputed: ${error.message}`,
            ),
          );
        }
      }
    }
    return pages.map((page, index) => {
      const scoreOf = (lhr: LighthouseReport) => lhr.categories.performance?.score ?? null;
      // With several runs, the run of the median score stands for the page (its metrics belong
      // together); a run Lighthouse could not score (runtime error) is left out of the median.
      const scored = results[index]!.filter((run) => scoreOf(run) !== null);
      const sorted = (scored.length ? scored : results[index]!).sort((a, b) => scoreOf(a)! - scoreOf(b)!);
      const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
      const score = lhr.categories.performance?.score;
      return {
        label: page.label,
        score: score == null ? null : Math.round(score * 100),
        scores: results[index]!.map((run) => {
          const value = scoreOf(run);
          return value === null ? `failed (${run.runtimeError?.code ?? 'no score'})` : String(Math.round(value * 100));
        }),
        metrics: {
          FCP: metric('first-contentful-paint'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          CLS: metric('cumulative-layout-shift'),
          SI: metric('speed-index'),
        },
        numbers: {
          FCP: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          LCP: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          TBT: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        },
        perRun: scored.map((run) => ({
          score: Math.round(scoreOf(run)! * 100),
          FCP: run.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          LCP: run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          TBT: run.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        })),
        details: options.details
          ? [mainThreadDetails(lhr.audits, base), lcpGraphs.get(lhr)].filter(Boolean).join('\n')
          : undefined,
        lcp: lcpElement(lhr.audits),
      };
    });
  });
}

type RunFigures = { score: number; FCP: number; LCP: number; TBT: number };

/**
 * Each figure's own median over the scored runs, its spread (lowest–highest) and the ratio of the
 * medians to the empty page's: one run's TBT or LCP moves more between runs than the pages differ,
 * so these, not the median-score run's figures alone, are what the goals are checked against.
 */
export function mediansTable(rows: Pick<LighthouseRow, 'label' | 'perRun'>[]): string {
  const figures = (row: Pick<LighthouseRow, 'perRun'>, key: keyof RunFigures) =>
    row.perRun.map((run) => run[key]).filter((value) => Number.isFinite(value));
  const mid = (row: Pick<LighthouseRow, 'perRun'>, key: keyof RunFigures) => {
    const values = figures(row, key);
    return values.length ? median(values) : Number.NaN;
  };
  const spread = (row: Pick<LighthouseRow, 'perRun'>, key: keyof RunFigures, unit: (n: number) => string) => {
    const values = figures(row, key);
    return values.length ? `${unit(Math.min(...values))}–${unit(Math.max(...values))}` : 'n/a';
  };
  const ms = (n: number) => `${Math.round(n)}`;
  const empty = rows.at(-1)!;
  return `Each figure's median over the scored runs, its spread, and the medians against the empty page's\n${table([
    ['page', 'runs', 'score', 'spread', 'Δ empty', 'LCP ms', 'spread', '× empty', 'TBT ms', 'spread', '× empty'],
    ...rows.map((row) => [
      row.label,
      String(row.perRun.length),
      ms(mid(row, 'score')),
      spread(row, 'score', ms),
      ((mid(row, 'score') - mid(empty, 'score')) / 100).toFixed(2),
      ms(mid(row, 'LCP')),
      spread(row, 'LCP', ms),
      ratio(mid(row, 'LCP'), mid(empty, 'LCP')),
      ms(mid(row, 'TBT')),
      spread(row, 'TBT', ms),
      ratio(mid(row, 'TBT'), mid(empty, 'TBT')),
    ]),
  ])}`;
}

export async function run(args: string[]): Promise<void> {
  // `--details` prints each page's long tasks, script boot-up and main-thread work;
  // `--save <dir>` writes each page's Lighthouse JSON there; `--runs <n>` measures each page n times
  // (taking turns) and reports the run of the median score, since one run on a busy machine varies.
  // `--applied`: Chromium applies the slow network and CPU itself (see Throttling).
  // `--trace`: instead of Lighthouse, a Chrome trace of each load (4× CPU) and where its main-thread
  // time and its RSC payload go (trace.ts); `--runs` defaults to 5 there.
  const trace = args.includes('--trace');
  const details = args.includes('--details');
  const throttling: Throttling = args.includes('--applied') ? 'applied' : 'simulated';
  const valueOf = (flag: string) => {
    const at = args.indexOf(flag);
    if (at < 0) return undefined;
    const value = args[at + 1];
    if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    return value;
  };
  const saveTo = valueOf('--save');
  const runs = Number(valueOf('--runs') ?? (trace ? 5 : 1));
  if (!Number.isInteger(runs) || runs < 1 || runs > 25) throw new Error('--runs takes a whole number from 1 to 25');
  const positional = args.filter(
    (arg, i) => !arg.startsWith('--') && !['--save', '--runs'].includes(args[i - 1] ?? ''),
  );
  const paths = positional.length ? positional : [LANDING_VARIANT];
  if (saveTo) mkdirSync(saveTo, { recursive: true });
  const server = await startSite({ env: { BENCH_EMPTY_PAGE: '1' }, output: 'ignore' });
  const base = server.baseUrl;
  try {
    const pages = [...paths.map((path) => ({ label: labelOf(path), path })), { label: 'empty page', path: EMPTY_PAGE }];
    // First requests render and cache the pages; the measurements below see the cached pages.
    for (const page of pages) await fetch(`${base}${page.path}`);
    if (trace) {
      await traceRun(base, pages, runs);
      return;
    }

    const costs = await Promise.all(pages.map((page) => pageCost(base, page.label, page.path)));
    const empty = costs.at(-1)!;
    process.stdout.write(`\nFirst-load JavaScript and CSS (same build, ${base})\n`);
    process.stdout.write(
      `${table([
        ['page', 'path', 'scripts', 'raw', 'gzip', '× empty', 'stylesheets', 'inline CSS', 'HTML gzip'],
        ...costs.map((c) => [
          c.label,
          c.path,
          String(c.scripts),
          kb(c.rawBytes),
          kb(c.gzipBytes),
          ratio(c.gzipBytes, empty.gzipBytes),
          String(c.stylesheets),
          kb(c.inlineCssBytes),
          kb(c.htmlGzipBytes),
        ]),
      ])}\n`,
    );

    process.stdout.write(
      `\nLighthouse mobile performance (same run, Chromium headless over loopback, ${throttling} throttling${runs > 1 ? `; the median of ${runs} runs, pages taking turns` : ''})\n`,
    );
    try {
      const rows = await lighthouseRows(base, pages, { details, saveTo, runs, throttling });
      const floor = rows.at(-1)!;
      const vsFloor = (row: LighthouseRow, key: 'LCP' | 'TBT') => ratio(row.numbers[key], floor.numbers[key]);
      process.stdout.write(
        `${table([
          ['page', 'score', 'Δ empty', 'FCP', 'LCP', 'LCP × empty', 'TBT', 'TBT × empty', 'CLS', 'Speed Index'],
          ...rows.map((r) => [
            r.label,
            r.score === null ? 'n/a' : String(r.score),
            r.score === null || floor.score === null ? 'n/a' : `${((r.score - floor.score) / 100).toFixed(2)}`,
            r.metrics.FCP!,
            r.metrics.LCP!,
            vsFloor(r, 'LCP'),
            r.metrics.TBT!,
            vsFloor(r, 'TBT'),
            r.metrics.CLS!,
            r.metrics.SI!,
          ]),
        ])}\n`,
      );
      process.stdout.write('Goals: score within 0.02 of the empty page, LCP and TBT at most 1.2× its own, CLS 0.\n');
      for (const row of rows) process.stdout.write(`${row.label} LCP element: ${row.lcp}\n`);
      if (runs > 1) {
        for (const row of rows) process.stdout.write(`${row.label} scores: ${row.scores.join(', ')}\n`);
        process.stdout.write(`\n${mediansTable(rows)}\n`);
        process.stdout.write(
          "Issue 24's goals: score within 0.05 of the empty page's, TBT at most 1.3× and LCP at most 1.2× its own.\n",
        );
      }
      if (details) {
        for (const row of rows) process.stdout.write(`\n${row.label}\n${row.details ?? ''}\n`);
      }
    } catch (error) {
      process.stdout.write(
        `Lighthouse could not run here (${(error as Error).message}); the JavaScript sizes above are what was measured.\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}
