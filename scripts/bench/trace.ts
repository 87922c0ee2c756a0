/**
 * `npm run bench -- landing [path ...] --trace [--runs N]`: where a page's main-thread time goes.
 * Loads each page and the empty page in Debian's Chromium (Playwright) with a 4× CPU slowdown, a
 * phone's screen and a fresh cache, records a Chrome trace (CDP Tracing, with the V8 sampling
 * profiler) from the navigation until the page has been quiet for a while after its load, and
 * prints, as the median of the runs (pages taking turns):
 * - the main thread's busy time (the whole window, and up to the load event) and blocking time
 *   (the part of each task beyond 50 ms, as TBT);
 * - the script time per script address (a chunk of the build, or the document's own inline
 *   scripts), each sample counted for the script whose function was running or called the
 *   browser's code, and inside the build's chunks per module (a client component named by its
 *   export, from the page's client references; other modules by their id);
 * - the inline RSC payload per part (row kinds, and the props each client component receives).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { webDir } from '../lib/site-server';
import { median } from './common';
import { payloadParts } from './rsc-payload';
import { table } from './lighthouse';

/** What the trace records: the timeline (tasks), script execution, and the sampling profiler. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];

/** The CPU slowdown Lighthouse's mobile preset applies. */
const CPU_SLOWDOWN = 4;

/** How long after the load event the trace goes on: the engine's 1 s timers and its idle work (at most 2 s). */
const AFTER_LOAD_MS = 3000;

/** A task of the main thread longer than this blocks input; TBT counts what is beyond it. */
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      isMainFrame?: boolean;
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** One load of one page: milliseconds of main-thread work, by script and by module. */
export interface PageTrace {
  busyMs: number;
  /** The busy time up to the load event (the part of a task after it left out). */
  busyUntilLoadMs: number;
  blockingMs: number;
  longTasks: number;
  /** Script time per script address (the page's own address: its inline scripts). */
  byScript: Map<string, number>;
  /** Script time per module of the build's chunks ('chunk › module'). */
  byModule: Map<string, number>;
  /** Main-thread time by kind of work (HTML parsing, style, layout, script…), each event's own time. */
  byKind: Map<string, number>;
}

/** The kind of work a trace event of the main thread is, as DevTools groups them. */
function kindOf(name: string): string {
  if (/^(ParseHTML|HTMLPreloadScanner|HTMLDocumentParser)/.test(name)) return 'HTML parsing';
  if (name === 'ParseAuthorStyleSheet') return 'CSS parsing';
  if (/^(UpdateLayoutTree|RecalculateStyles|Document::(recalcStyle|updateStyle))/.test(name)) return 'style';
  if (/^(Layout|LocalFrameView::performLayout|InlineNode::)/.test(name)) return 'layout';
  if (
    /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|Decode|Blink\.(Paint|PrePaint|CompositingInputs))|LocalFrameView::RunPaintLifecyclePhase/.test(
      name,
    )
  )
    return 'paint';
  if (/^v8\.(compile|parse|deserialize|produceCache)|^CacheScript/i.test(name)) return 'script compile';
  if (/GC|GarbageCollection/i.test(name)) return 'garbage collection';
  if (
    /^(EvaluateScript|FunctionCall|TimerFire|TimerBase::run|EventDispatch|RunMicrotasks|v8\.|V8\.|FireAnimationFrame|FireIdleCallback)/.test(
      name,
    )
  )
    return 'script';
  if (
    /^(ResourceFetcher|DocumentLoader|ResponseBodyLoader|ResourceLoader|ResourceSendRequest|ResourceReceive)/.test(name)
  )
    return 'loading (requests, responses)';
  if (name === 'RunTask' || name === 'ThreadControllerImpl::RunTask') return 'task (own time)';
  return 'other';
}

/** Each event's own time (its duration less that of the events inside it), summed by kind. */
function timeByKind(events: TraceEvent[]): Map<string, number> {
  const sorted = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byKind = new Map<string, number>();
  const stack: Array<{ end: number; kind: string; own: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      byKind.set(done.kind, (byKind.get(done.kind) ?? 0) + done.own / 1000);
    }
  };
  for (const event of sorted) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.own -= Math.min(event.dur!, parent.end - event.ts);
    stack.push({ end: event.ts + event.dur!, kind: kindOf(event.name), own: event.dur! });
  }
  close(Number.POSITIVE_INFINITY);
  return byKind;
}

/** Where each module's factory starts in a chunk: Turbopack writes `<id>,<factory>` pairs or `<id>:<factory>` entries. */
export function moduleStarts(source: string): Array<{ offset: number; id: string }> {
  const starts: Array<{ offset: number; id: string }> = [];
  for (const match of source.matchAll(/[,{[](\d{2,6})[:,]\s*(?:function\s*\(|\(?[\w$,\s]*\)?\s*=>)/g)) {
    starts.push({ offset: match.index! + 1, id: match[1]! });
  }
  return starts;
}

/**
 * A hint of what a module without a file name is, from its first lines: React's builds (they name
 * their error page), or the first names it exports (Next's modules define them up front).
 */
export function moduleHint(head: string): string {
  if (head.includes('react.dev/errors')) return '(a React build)';
  const names = [...head.matchAll(/(?:defineProperty\(\w+,"|[{,])(\w{3,}):?(?:"|function\(\)\{return)/g)]
    .map((m) => m[1]!)
    .filter((name) => !['__esModule', 'default', 'get', 'set', 'value', 'enumerable', 'configurable'].includes(name));
  return names.length ? `{${[...new Set(names)].slice(0, 3).join(', ')}…}` : '';
}

/** The module of a chunk that holds a position (line and column, as the profiler gives them). */
function moduleAt(source: string, starts: Array<{ offset: number; id: string }>, line: number, column: number) {
  let offset = 0;
  for (let l = 0; l < line; l++) {
    const next = source.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  offset += column;
  let found: string | undefined;
  for (const start of starts) {
    if (start.offset > offset) break;
    found = start.id;
  }
  return found;
}

/** The renderer's main thread: the CrRendererMain with the most top-level task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0, total: -1 };
  for (const thread of names) {
    const total = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (total > best.total) best = { pid: thread.pid, tid: thread.tid, total };
  }
  return best;
}

/**
 * Reads one trace: the main thread's tasks, and its profile samples attributed to the nearest
 * function with a script address. `sources` holds each chunk's text and module starts, `names`
 * the module ids the page's client references name.
 */
export function readTrace(
  events: TraceEvent[],
  pageUrl: string,
  sources: Map<string, { text: string; starts: Array<{ offset: number; id: string }> }>,
  names: Map<string, string>,
): PageTrace {
  const { pid, tid } = mainThread(events);
  const thread = events.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  const busyMs = durations.reduce((sum, d) => sum + d, 0);
  const blockingMs = durations.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0);
  const longTasks = durations.filter((d) => d > LONG_TASK_MS).length;
  const busyUntilLoadMs = untilLoad(events, pid, tasks) ?? busyMs;

  const nodes = new Map<number, ProfileNode>();
  const samples: number[] = [];
  const deltas: number[] = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(data?.cpuProfile?.samples ?? []));
    deltas.push(...(data?.timeDeltas ?? []));
  }
  const byScript = new Map<string, number>();
  const byModule = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const origin = new URL(pageUrl).origin;
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the gap to the next one.
    const ms = (deltas[i + 1] ?? 0) / 1000;
    let node = nodes.get(samples[i]!);
    const own = node?.callFrame.functionName;
    if (own === '(idle)' || own === '(root)' || !node) continue;
    if (own === '(program)' || own === '(garbage collector)') {
      add(byScript, own === '(program)' ? '(browser: parse, style, layout, paint)' : '(garbage collection)', ms);
      continue;
    }
    while (node && !node.callFrame.url) node = node.parent === undefined ? undefined : nodes.get(node.parent);
    if (!node) {
      add(byScript, '(browser code called by no script)', ms);
      continue;
    }
    const url = node.callFrame.url;
    const short = url === pageUrl ? '(document: inline scripts)' : url.replace(origin, '');
    add(byScript, short, ms);
    const source = sources.get(url);
    if (source) {
      const id = moduleAt(source.text, source.starts, node.callFrame.lineNumber, node.callFrame.columnNumber);
      const chunk = short.replace(/^.*\//, '');
      add(byModule, `${chunk} › ${id === undefined ? '(chunk runtime)' : (names.get(id) ?? `module ${id}`)}`, ms);
    }
  }
  return { busyMs, busyUntilLoadMs, blockingMs, longTasks, byScript, byModule, byKind: timeByKind(thread) };
}

/**
 * The tasks' time up to the main frame's load event (the trace's MarkLoad), the part of a task that
 * goes on past it left out; undefined when the trace has no such mark.
 */
function untilLoad(events: TraceEvent[], pid: number, tasks: TraceEvent[]): number | undefined {
  const marks = events.filter((e) => e.pid === pid && e.name === 'MarkLoad' && e.args?.data?.isMainFrame);
  if (marks.length === 0) return undefined;
  const load = Math.max(...marks.map((mark) => mark.ts));
  return tasks.reduce((sum, task) => sum + Math.max(0, Math.min(task.ts + (task.dur ?? 0), load) - task.ts), 0) / 1000;
}

/** Loads one page once with the trace on; returns its trace events. */
async function record(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  } finally {
    await context.close();
  }
}

/**
 * The build's client modules by id (every route's client reference manifest): a file of the site
 * (`web/src/...`) or a package's file (`next/dist/...`), short.
 */
export function clientModuleFiles(distDir = join(webDir, '.next')): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/"\[project\]\/([^"]+?)(?: <[^"]*>)?":\{"id":(\d+)/g)) {
          const file = match[1]!.replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^web\//, '');
          files.set(match[2]!, file);
        }
      }
    }
  };
  try {
    walk(join(distDir, 'server', 'app'));
  } catch {
    // Without the manifests (another build layout), modules keep their ids.
  }
  return files;
}

/** The page's scripts (from its HTML) with their module starts, and the export names of its client references. */
async function pageSources(base: string, html: string) {
  const sources = new Map<string, { text: string; starts: Array<{ offset: number; id: string }> }>();
  const hints = new Map<string, string>();
  const srcs = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="(\/_next\/[^"]+\.js)"/g)].map((m) => m[1]!),
  );
  for (const src of srcs) {
    const text = await (await fetch(`${base}${src}`)).text();
    const starts = moduleStarts(text);
    sources.set(`${base}${src}`, { text, starts });
    for (const start of starts) hints.set(start.id, moduleHint(text.slice(start.offset, start.offset + 600)));
  }
  // Every client module of the build by its file; those the page references also by their exports.
  const files = clientModuleFiles();
  const names = new Map(files);
  const exports = new Map<string, string[]>();
  for (const row of payloadParts(html).rows) {
    if (row.tag !== 'I') continue;
    try {
      const value = JSON.parse(row.data) as unknown;
      const [id, , name] = Array.isArray(value)
        ? value
        : [(value as { id: unknown }).id, null, (value as { name?: string }).name];
      const list = exports.get(String(id)) ?? [];
      if (!list.includes(String(name || 'default'))) list.push(String(name || 'default'));
      exports.set(String(id), list);
    } catch {
      // An unreadable reference leaves its module named by its file or id.
    }
  }
  for (const [id, list] of exports) names.set(id, `${files.get(id) ?? `module ${id}`} (${list.join(', ')})`);
  for (const [id, hint] of hints) if (!names.has(id) && hint) names.set(id, `module ${id} ${hint}`);
  return { sources, names };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const times = (value: number, floor: number) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : 'n/a');

/** The median of each key over the runs (a key missing from a run counts 0 there). */
function medianMap(maps: Array<Map<string, number>>): Map<string, number> {
  const keys = new Set(maps.flatMap((map) => [...map.keys()]));
  return new Map([...keys].map((key) => [key, median(maps.map((map) => map.get(key) ?? 0))]));
}

/** Records `runs` traces of every page (taking turns) and prints the figures, the last page being the empty one. */
export async function traceRun(base: string, pages: Array<{ label: string; path: string }>, runs: number) {
  const htmls = await Promise.all(pages.map(async (p) => (await fetch(`${base}${p.path}`)).text()));
  const inputs = await Promise.all(htmls.map((html) => pageSources(base, html)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = pages.map(() => [] as PageTrace[]);
  try {
    for (let run = 0; run < runs; run++) {
      for (const [index, page] of pages.entries()) {
        const url = `${base}${page.path}`;
        const events = await record(browser, url);
        results[index]!.push(readTrace(events, url, inputs[index]!.sources, inputs[index]!.names));
      }
    }
  } finally {
    await browser.close();
  }

  const spread = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
  const summary = results.map((traces) => ({
    busy: median(traces.map((t) => t.busyMs)),
    untilLoad: median(traces.map((t) => t.busyUntilLoadMs)),
    untilLoadSpread: spread(traces.map((t) => t.busyUntilLoadMs)),
    blocking: median(traces.map((t) => t.blockingMs)),
    longTasks: median(traces.map((t) => t.longTasks)),
    busySpread: spread(traces.map((t) => t.busyMs)),
    blockingSpread: spread(traces.map((t) => t.blockingMs)),
    byScript: medianMap(traces.map((t) => t.byScript)),
    byModule: medianMap(traces.map((t) => t.byModule)),
    byKind: medianMap(traces.map((t) => t.byKind)),
  }));
  const empty = summary.at(-1)!;
  process.stdout.write(
    `\nMain thread during load (Chrome trace, ${CPU_SLOWDOWN}× CPU slowdown, until ${AFTER_LOAD_MS / 1000} s after the load event; median of ${runs}, pages taking turns)\n`,
  );
  process.stdout.write(
    `${table([
      [
        'page',
        'busy',
        'spread',
        '× empty',
        'until load',
        'spread',
        '× empty',
        'blocking (>50 ms)',
        'spread',
        '× empty',
        'long tasks',
      ],
      ...summary.map((s, i) => [
        pages[i]!.label,
        ms(s.busy),
        s.busySpread,
        times(s.busy, empty.busy),
        ms(s.untilLoad),
        s.untilLoadSpread,
        times(s.untilLoad, empty.untilLoad),
        ms(s.blocking),
        s.blockingSpread,
        times(s.blocking, empty.blocking),
        String(s.longTasks),
      ]),
    ])}\n`,
  );

  for (const [index, s] of summary.entries()) {
    const label = pages[index]!.label;
    const top = (map: Map<string, number>, count: number) =>
      [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
    process.stdout.write(`\n${label}: main-thread time by kind (median ms; the empty page's beside it)\n`);
    process.stdout.write(
      `${table([
        ['kind', label, 'empty page', '× empty'],
        ...top(s.byKind, 12).map(([key, value]) => [
          key,
          ms(value),
          ms(empty.byKind.get(key) ?? 0),
          times(value, empty.byKind.get(key) ?? 0),
        ]),
      ])}\n`,
    );
    process.stdout.write(`${label}: script time per script (median ms; the empty page's beside it)\n`);
    process.stdout.write(
      `${table([
        ['script', label, 'empty page'],
        ...top(s.byScript, 14).map(([key, value]) => [key, ms(value), ms(empty.byScript.get(key) ?? 0)]),
      ])}\n`,
    );
    process.stdout.write(`${label}: per module of the build's chunks (top 15)\n`);
    process.stdout.write(
      `${table([
        ['chunk › module', label, 'empty page'],
        ...top(s.byModule, 15).map(([key, value]) => [key, ms(value), ms(empty.byModule.get(key) ?? 0)]),
      ])}\n`,
    );
  }

  process.stdout.write('\nInline RSC payload per part\n');
  const parts = htmls.map((html) => payloadParts(html));
  const kinds = [...new Set(parts.flatMap((p) => [...p.byKind.keys()]))];
  process.stdout.write(
    `${table([
      ['page', 'HTML', 'payload', 'pushes', ...kinds],
      ...parts.map((p, i) => [
        pages[i]!.label,
        kb(Buffer.byteLength(htmls[i]!)),
        kb(p.streamBytes),
        String(p.pushes),
        ...kinds.map((kind) => kb(p.byKind.get(kind) ?? 0)),
      ]),
    ])}\n`,
  );
  for (const [index, p] of parts.entries()) {
    const rows = [...p.clientProps.entries()].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 12);
    process.stdout.write(`${pages[index]!.label}: props of client components in the payload (children left out)\n`);
    process.stdout.write(
      `${table([
        ['client component', 'instances', 'props'],
        ...rows.map(([name, entry]) => [name, String(entry.instances), kb(entry.bytes)]),
      ])}\n`,
    );
  }
}
