import { describe, expect, it } from 'vitest';
import { payloadParts, payloadRows } from './rsc-payload';
import { moduleHint, moduleStarts, readTrace } from './trace';

/** A page's HTML with its flight stream split over two inline push scripts, as Next writes it. */
function html(stream: string): string {
  const half = Math.floor(stream.length / 2);
  const push = (part: string) => `<script>self.__next_f.push(${JSON.stringify([1, part])})</script>`;
  return `<html><body><p>page</p><script>self.__next_f.push([0])</script>${push(stream.slice(0, half))}${push(stream.slice(half))}</body></html>`;
}

describe('the inline RSC payload', () => {
  it('reads rows, a text row by its length in UTF-8 bytes', () => {
    const text = 'déjà vu\nno row break';
    const stream = `1:I[42,["/a.js"],"Dialog"]\n2:T${Buffer.byteLength(text).toString(16)},${text}3:["$","p",null,{}]\n`;
    const rows = payloadRows(stream);
    expect(rows.map((row) => [row.id, row.tag])).toEqual([
      ['1', 'I'],
      ['2', 'T'],
      ['3', ''],
    ]);
    expect(rows[1]!.data).toBe(text);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBe(Buffer.byteLength(stream));
  });

  it('counts the props of each client component, children left out, and the bytes per row kind', () => {
    const props = { copy: 'x'.repeat(100) };
    const stream =
      `1:I[42,["/a.js"],"Dialog"]\n` +
      `0:["$","div",null,{"children":[["$","$L1",null,${JSON.stringify({ ...props, children: ['$', 'p', null, { children: 'y'.repeat(500) }] })}],["$","$L1",null,{}]]}]\n`;
    const parts = payloadParts(html(stream));
    expect(parts.pushes).toBe(3);
    expect(parts.streamBytes).toBe(Buffer.byteLength(stream));
    expect(parts.clientProps.get('Dialog')).toEqual({
      instances: 2,
      bytes: Buffer.byteLength(JSON.stringify(props)) + Buffer.byteLength('{}'),
    });
    expect(parts.byKind.get('client references')).toBe(Buffer.byteLength('1:I[42,["/a.js"],"Dialog"]\n'));
  });
});

describe('the trace', () => {
  const chunk = '(globalThis.TURBOPACK||[]).push([null,111,(e,t,r)=>{var a=1},222,(e,t,r)=>{function f(){return 2}}])';

  it("finds the modules of a Turbopack chunk and hints at an unnamed module's exports", () => {
    expect(moduleStarts(chunk).map((start) => start.id)).toEqual(['111', '222']);
    expect(moduleHint('e.i(1),Object.defineProperty(r,"EntryStatus",{get:function(){return p}})')).toBe(
      '{EntryStatus…}',
    );
    expect(moduleHint('var t="https://react.dev/errors/"+e')).toBe('(a React build)');
  });

  it('sums the main thread: busy, blocking beyond 50 ms, and each sample for its script and module', () => {
    const page = 'http://127.0.0.1:1/p/';
    const chunkUrl = 'http://127.0.0.1:1/_next/static/chunks/a.js';
    const thread = { pid: 1, tid: 2 };
    const at = chunk.indexOf('function f');
    const events = [
      { name: 'thread_name', ph: 'M', ...thread, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'RunTask', ph: 'X', ...thread, ts: 0, dur: 80_000 },
      { name: 'RunTask', ph: 'X', ...thread, ts: 100_000, dur: 20_000 },
      { name: 'Layout', ph: 'X', ...thread, ts: 100_000, dur: 5_000 },
      {
        name: 'ProfileChunk',
        ph: 'P',
        ...thread,
        ts: 0,
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 } },
                { id: 2, parent: 1, callFrame: { functionName: 'f', url: chunkUrl, lineNumber: 0, columnNumber: at } },
                {
                  id: 3,
                  parent: 2,
                  callFrame: { functionName: 'appendChild', url: '', lineNumber: -1, columnNumber: -1 },
                },
                { id: 4, parent: 1, callFrame: { functionName: '', url: page, lineNumber: 0, columnNumber: 0 } },
              ],
              samples: [2, 3, 4, 2],
            },
            timeDeltas: [0, 10_000, 5_000, 2_000],
          },
        },
      },
    ];
    const trace = readTrace(
      events,
      page,
      new Map([[chunkUrl, { text: chunk, starts: moduleStarts(chunk) }]]),
      new Map([['222', 'src/Dialog.tsx (Dialog)']]),
    );
    expect(trace.busyMs).toBe(100);
    // No load mark: all of it counts as before the load.
    expect(trace.busyUntilLoadMs).toBe(100);
    expect(trace.blockingMs).toBe(30);
    expect(trace.longTasks).toBe(1);
    // f's own sample and the browser code it called (appendChild) both count for f's chunk and module.
    expect(trace.byScript.get('/_next/static/chunks/a.js')).toBe(15);
    expect(trace.byModule.get('a.js › src/Dialog.tsx (Dialog)')).toBe(15);
    expect(trace.byScript.get('(document: inline scripts)')).toBe(2);
    expect(trace.byKind.get('layout')).toBe(5);
    expect(trace.byKind.get('task (own time)')).toBe(95);
  });

  it("counts the busy time up to the main frame's load event, a task across it cut at the mark", () => {
    const thread = { pid: 1, tid: 2 };
    const events = [
      { name: 'thread_name', ph: 'M', ...thread, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'RunTask', ph: 'X', ...thread, ts: 0, dur: 40_000 },
      { name: 'RunTask', ph: 'X', ...thread, ts: 90_000, dur: 30_000 },
      { name: 'RunTask', ph: 'X', ...thread, ts: 200_000, dur: 10_000 },
      // A frame's load mark that is not the main frame's is not the page's load.
      { name: 'MarkLoad', ph: 'R', ...thread, ts: 50_000, args: { data: { isMainFrame: false } } },
      { name: 'MarkLoad', ph: 'R', ...thread, ts: 100_000, args: { data: { isMainFrame: true } } },
    ];
    const trace = readTrace(events, 'http://127.0.0.1:1/p/', new Map(), new Map());
    expect(trace.busyMs).toBe(80);
    expect(trace.busyUntilLoadMs).toBe(50);
  });
});
