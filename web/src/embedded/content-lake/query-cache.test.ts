import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'groq-js';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryCache, readsClock } from './query-cache';
import { createContentLake, type ContentLake } from './service';
import { WARM_MAX_ANSWERS } from './warm';

const BASE = '/embedded/content-lake/';
const V = 'v2025-02-19';
const folders: string[] = [];
const lakes: ContentLake[] = [];

afterEach(() => {
  lakes.splice(0).forEach((lake) => lake.close());
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function seededFolder(documents: Array<Record<string, unknown>>): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-cache-'));
  folders.push(dataDir);
  writeFileSync(join(dataDir, 'seed.ndjson'), documents.map((doc) => JSON.stringify(doc)).join('\n'));
  return dataDir;
}

function open(dataDir: string): ContentLake {
  const lake = createContentLake({ dataDir, seedBundle: join(dataDir, 'seed.ndjson'), publicBase: BASE });
  lakes.push(lake);
  return lake;
}

/** A request to the lake as the site's route passes it: `path` may end with a query string. */
async function call(lake: ContentLake, path: string, init?: RequestInit): Promise<Response> {
  return lake.handler(new Request(`http://127.0.0.1${BASE}${path}`, init), path.split('?')[0]!);
}

/** The answer's body without `ms` (the one part that differs between two equal answers). */
async function query(
  lake: ContentLake,
  groq: string,
  options: { params?: Record<string, unknown>; perspective?: string; extra?: string } = {},
): Promise<{ status: number; text: string; body: Record<string, unknown> }> {
  const search = new URLSearchParams({ query: groq });
  for (const [name, value] of Object.entries(options.params ?? {})) search.set(`$${name}`, JSON.stringify(value));
  if (options.perspective) search.set('perspective', options.perspective);
  const response = await call(lake, `${V}/data/query/production?${search}${options.extra ?? ''}`);
  const text = (await response.text()).replace(/,"ms":\d+\}$/, '}');
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

async function post(lake: ContentLake, operation: 'mutate' | 'actions', body: unknown): Promise<void> {
  const response = await call(lake, `${V}/data/${operation}/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const HEADLINE = '*[_type == "page" && _id == $id][0].headline';

/** The loopback listener's address of a query (keptQueryAnswer's `target`), any perspective. */
function address(groq: string, params: Record<string, unknown>, extra = '') {
  const search = new URLSearchParams({ query: groq });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  return `${BASE}${V}/data/query/production?${search}${extra}`;
}

/** The answer kept for `target`, without `ms`, or undefined: read without counting as a query. */
function keptText(lake: ContentLake, target: string) {
  const kept = lake.keptQueryAnswer('GET', target, undefined);
  return kept && String(kept.body).replace(/,"ms":\d+\}$/, '}');
}

describe("the lake's cache of query answers", () => {
  it('answers a repeated query as it answered the first time, to the byte, and a write at once with the new content', async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page', headline: 'Hello' }]));
    const first = await query(lake, HEADLINE, { params: { id: 'home' } });
    const again = await query(lake, HEADLINE, { params: { id: 'home' } });
    expect(first.body.result).toBe('Hello');
    expect(again.text).toBe(first.text);

    await post(lake, 'mutate', { mutations: [{ patch: { id: 'home', set: { headline: 'Bonjour' } } }] });
    expect((await query(lake, HEADLINE, { params: { id: 'home' } })).body.result).toBe('Bonjour');
  });

  it('keeps the perspectives apart: a draft shows under drafts only, and under published once it is published', async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page', headline: 'Hello' }]));
    const read = async (perspective: string) =>
      (await query(lake, HEADLINE, { params: { id: 'home' }, perspective })).body.result;
    expect([await read('published'), await read('drafts')]).toEqual(['Hello', 'Hello']);

    await post(lake, 'mutate', {
      mutations: [{ createOrReplace: { _id: 'drafts.home', _type: 'page', headline: 'Draft' } }],
    });
    expect([await read('published'), await read('drafts')]).toEqual(['Hello', 'Draft']);

    await post(lake, 'actions', {
      actions: [{ actionType: 'sanity.action.document.publish', publishedId: 'home', draftId: 'drafts.home' }],
    });
    expect([await read('published'), await read('drafts')]).toEqual(['Draft', 'Draft']);

    await post(lake, 'actions', {
      actions: [{ actionType: 'sanity.action.document.unpublish', publishedId: 'home', draftId: 'drafts.home' }],
    });
    expect([await read('published'), await read('drafts')]).toEqual([null, 'Draft']);
  });

  it('sees a write made by another connection to the same file', async () => {
    const dataDir = seededFolder([{ _id: 'home', _type: 'page', headline: 'Hello' }]);
    const reader = open(dataDir);
    const writer = open(dataDir);
    expect((await query(reader, HEADLINE, { params: { id: 'home' } })).body.result).toBe('Hello');
    await post(writer, 'mutate', { mutations: [{ patch: { id: 'home', set: { headline: 'Hallo' } } }] });
    expect((await query(reader, HEADLINE, { params: { id: 'home' } })).body.result).toBe('Hallo');
  });

  it('tells apart answers that differ only in their parameters, the source map or the echoed query', async () => {
    const lake = open(
      seededFolder([
        { _id: 'a', _type: 'page', headline: 'A', n: 1 },
        { _id: 'b', _type: 'page', headline: 'B', n: 2 },
        { _id: 'c', _type: 'page', headline: 'C', n: 3 },
      ]),
    );
    const SLICE = '*[_type == "page"] | order(n asc)[0...$count].headline';
    // The slice's bound is read when the query is parsed: the tree differs with the parameter.
    expect((await query(lake, SLICE, { params: { count: 1 } })).body.result).toEqual(['A']);
    expect((await query(lake, SLICE, { params: { count: 2 } })).body.result).toEqual(['A', 'B']);
    expect((await query(lake, HEADLINE, { params: { id: 'a' } })).body.result).toBe('A');
    expect((await query(lake, HEADLINE, { params: { id: 'b' } })).body.result).toBe('B');

    const plain = await query(lake, HEADLINE, { params: { id: 'a' } });
    const mapped = await query(lake, HEADLINE, { params: { id: 'a' }, extra: '&resultSourceMap=true' });
    const silent = await query(lake, HEADLINE, { params: { id: 'a' }, extra: '&returnQuery=false' });
    expect(plain.body).not.toHaveProperty('resultSourceMap');
    expect(mapped.body).toHaveProperty('resultSourceMap');
    expect(plain.body.query).toBe(HEADLINE);
    expect(silent.body).not.toHaveProperty('query');
  });

  it('answers a malformed query with the same 400 every time (errors are not kept)', async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page' }]));
    const first = await query(lake, '*[_type == ');
    const second = await query(lake, '*[_type == ');
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(second.text).toBe(first.text);
  });

  it('evaluates what the synchronous evaluator cannot (diff::) the ordinary way, and reports errors as before', async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page' }]));
    const changed = await query(lake, 'diff::changedAny({"a": 1}, {"a": 2}, (a))');
    expect([changed.status, changed.body.result]).toEqual([200, true]);
    const unknown = await query(lake, 'nope::fn(1)');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toMatch(/nope::fn|Unknown function/);
  });

  it('never keeps the answer of a query that reads the clock', async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page' }]));
    const times = new Set<unknown>();
    // Two reads of now() with a millisecond between them must differ: the second is not the first's copy.
    for (let i = 0; i < 2; i += 1) {
      times.add((await query(lake, 'now()')).body.result);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(times.size).toBe(2);
  });
});

describe('kept answers written at once (keptQueryAnswer, the loopback listener of the site)', () => {
  const target = (groq: string, params: Record<string, unknown>, extra = '') => {
    const search = new URLSearchParams({ query: groq, perspective: 'published' });
    for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
    return `${BASE}${V}/data/query/production?${search}${extra}`;
  };
  const withoutMs = (bytes: Buffer | string) => String(bytes).replace(/,"ms":\d+\}$/, '}');

  it("gives the handler's status, headers and bytes for a query it answered in this generation, and nothing after a write", async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page', headline: 'Hello' }]));
    const path = target(HEADLINE, { id: 'home' });
    // Not answered yet: left to the handler.
    expect(lake.keptQueryAnswer('GET', path, undefined)).toBeUndefined();
    const response = await lake.handler(new Request(`http://127.0.0.1${path}`), path.slice(BASE.length).split('?')[0]!);
    const text = await response.text();

    const kept = lake.keptQueryAnswer('GET', path, undefined);
    expect(kept?.status).toBe(200);
    expect(withoutMs(kept!.body)).toBe(withoutMs(text));
    expect(kept!.headers['content-length']).toBe(String(kept!.body.length));
    const handlerHeaders = Object.fromEntries(response.headers);
    for (const name of ['content-type', 'cache-control', 'vary'])
      expect(kept!.headers[name]).toBe(handlerHeaders[name]);

    await post(lake, 'mutate', { mutations: [{ patch: { id: 'home', set: { headline: 'Bonjour' } } }] });
    expect(lake.keptQueryAnswer('GET', path, undefined)).toBeUndefined();
    expect((await query(lake, HEADLINE, { params: { id: 'home' }, perspective: 'published' })).body.result).toBe(
      'Bonjour',
    );
    expect(JSON.parse(String(lake.keptQueryAnswer('GET', path, undefined)!.body)).result).toBe('Bonjour');
  });

  it('leaves to the handler whatever is not a plain GET query of this dataset from a server', async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page', headline: 'Hello' }]));
    const path = target(HEADLINE, { id: 'home' });
    await lake.handler(new Request(`http://127.0.0.1${path}`), path.slice(BASE.length).split('?')[0]!);
    expect(lake.keptQueryAnswer('GET', path, undefined)).toBeDefined();
    // A browser's request (CORS headers to add), another method, dataset, path or parameters.
    expect(lake.keptQueryAnswer('GET', path, 'http://localhost:3333')).toBeUndefined();
    expect(lake.keptQueryAnswer('POST', path, undefined)).toBeUndefined();
    expect(lake.keptQueryAnswer('GET', path.replace('/production?', '/other?'), undefined)).toBeUndefined();
    expect(lake.keptQueryAnswer('GET', path.replace('/data/query/', '/data/doc/'), undefined)).toBeUndefined();
    expect(lake.keptQueryAnswer('GET', target(HEADLINE, { id: 'other' }), undefined)).toBeUndefined();
    expect(lake.keptQueryAnswer('GET', `${path}&$broken=not-json`, undefined)).toBeUndefined();
    expect(lake.keptQueryAnswer('GET', path.slice(BASE.length), undefined)).toBeUndefined();
  });
});

describe('published answers through a write of drafts and release versions only', () => {
  // A headline, and a reference followed with `->`: both read only published documents.
  const PAGE = '*[_id == $id][0]{headline, "author": author->name}';
  const PUBLISHED = { params: { id: 'home' }, extra: '&perspective=published' };
  const OTHERS = [
    { params: { id: 'home' }, extra: '&perspective=drafts' },
    { params: { id: 'home' }, extra: '&perspective=raw' },
    // What draft mode reads: the drafts perspective with the content source map.
    { params: { id: 'home' }, extra: '&perspective=drafts&resultSourceMap=withKeyArraySelector' },
    { params: { id: 'home' }, extra: '&perspective=spring,drafts' },
  ];
  const SEED = [
    { _id: 'home', _type: 'page', headline: 'Hello', author: { _type: 'reference', _ref: 'ana' } },
    { _id: 'ana', _type: 'person', name: 'Ana' },
    { _id: 'drafts.home', _type: 'page', headline: 'Draft', author: { _type: 'reference', _ref: 'ana' } },
  ];

  /** A lake that does not warm (an answer found kept was kept through the write), every answer read once. */
  async function readAll() {
    const dataDir = seededFolder(SEED);
    const lake = createContentLake({
      dataDir,
      seedBundle: join(dataDir, 'seed.ndjson'),
      publicBase: BASE,
      warmAfterWrites: false,
    });
    lakes.push(lake);
    for (const { params, extra } of [PUBLISHED, ...OTHERS]) {
      expect((await query(lake, PAGE, { params, extra })).status).toBe(200);
      expect(keptText(lake, address(PAGE, params, extra))).toBeDefined();
    }
    const published = address(PAGE, PUBLISHED.params, PUBLISHED.extra);
    return { dataDir, lake, published, before: keptText(lake, published)! };
  }
  const othersKept = (lake: ContentLake) =>
    OTHERS.filter(({ params, extra }) => keptText(lake, address(PAGE, params, extra)) !== undefined);

  it('keeps the published answer through a draft patch, a draft of the referenced document, a release version and a discard, and drops the others', async () => {
    const { dataDir, lake, published, before } = await readAll();
    const writes: unknown[] = [
      { mutations: [{ patch: { id: 'drafts.home', set: { headline: 'Draft 2' } } }] },
      { mutations: [{ createOrReplace: { _id: 'drafts.ana', _type: 'person', name: 'Ana (draft)' } }] },
      {
        mutations: [
          {
            create: {
              _id: 'versions.spring.home',
              _type: 'page',
              headline: 'Spring',
              author: { _type: 'reference', _ref: 'ana' },
            },
          },
        ],
      },
    ];
    for (const body of writes) {
      await post(lake, 'mutate', body);
      expect(keptText(lake, published)).toBe(before);
      expect(othersKept(lake)).toEqual([]);
      for (const { params, extra } of OTHERS) await query(lake, PAGE, { params, extra });
    }
    // The drafts see the writes, the published answer does not.
    expect((await query(lake, PAGE, OTHERS[0])).body.result).toEqual({ headline: 'Draft 2', author: 'Ana (draft)' });
    expect((await query(lake, PAGE, OTHERS[3])).body.result).toEqual({ headline: 'Spring', author: 'Ana (draft)' });
    await post(lake, 'actions', {
      actions: [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.ana' }],
    });
    expect(keptText(lake, published)).toBe(before);
    expect(othersKept(lake)).toEqual([]);

    // What it serves is what a fresh evaluation gives (a lake of its own on the same file keeps nothing).
    const served = await query(lake, PAGE, PUBLISHED);
    const fresh = await query(open(dataDir), PAGE, PUBLISHED);
    expect(served.text).toBe(before);
    expect(fresh.text).toBe(served.text);
    expect(fresh.body.result).toEqual({ headline: 'Hello', author: 'Ana' });
  });

  it('drops the published answer on a publish, an unpublish, a delete of a published id, a transaction of a draft and a published id, a release and an asset', async () => {
    const writes: Array<[string, (lake: ContentLake) => Promise<unknown>, unknown]> = [
      [
        'publish',
        (lake) =>
          post(lake, 'actions', {
            actions: [{ actionType: 'sanity.action.document.publish', publishedId: 'home', draftId: 'drafts.home' }],
          }),
        { headline: 'Draft', author: 'Ana' },
      ],
      [
        'unpublish',
        (lake) =>
          post(lake, 'actions', {
            actions: [{ actionType: 'sanity.action.document.unpublish', publishedId: 'home', draftId: 'drafts.home' }],
          }),
        null,
      ],
      [
        'delete of the referenced published document',
        (lake) => post(lake, 'mutate', { mutations: [{ delete: { id: 'ana' } }] }),
        { headline: 'Hello', author: null },
      ],
      [
        'draft and published in one transaction',
        (lake) =>
          post(lake, 'mutate', {
            mutations: [
              { patch: { id: 'drafts.home', set: { headline: 'Draft 2' } } },
              { patch: { id: 'ana', set: { name: 'Anna' } } },
            ],
          }),
        { headline: 'Hello', author: 'Anna' },
      ],
      [
        'a release (a system document)',
        async (lake) =>
          lake.store.transact((staging) =>
            staging.put('_.releases.spring', { _id: '_.releases.spring', _type: 'system.release' }, { create: {} }),
          ),
        { headline: 'Hello', author: 'Ana' },
      ],
      [
        'an asset document',
        async (lake) =>
          lake.store.transact((staging) =>
            staging.put('image-abc-1x1-png', { _id: 'image-abc-1x1-png', _type: 'sanity.imageAsset' }, { create: {} }),
          ),
        { headline: 'Hello', author: 'Ana' },
      ],
    ];
    for (const [name, write, after] of writes) {
      const { lake, published } = await readAll();
      await write(lake);
      expect(keptText(lake, published), name).toBeUndefined();
      expect(othersKept(lake), name).toEqual([]);
      expect((await query(lake, PAGE, PUBLISHED)).body.result, name).toEqual(after);
    }
  });
});

describe('warming the kept answers after a write (warm.ts)', () => {
  const patch = (lake: ContentLake, id: string, headline: string) =>
    post(lake, 'mutate', { mutations: [{ patch: { id, set: { headline } } }] });

  it('keeps again, before any read, the answers read twice, each as a fresh evaluation would give it', async () => {
    const dataDir = seededFolder([{ _id: 'home', _type: 'page', headline: 'Hello' }]);
    const lake = open(dataDir);
    await post(lake, 'mutate', { mutations: [{ create: { _id: 'drafts.home', _type: 'page', headline: 'Draft' } }] });
    // Perspective, source-map kind and parameters are part of what is warmed.
    const reads = [
      { params: { id: 'home' }, extra: '&perspective=published' },
      { params: { id: 'home' }, extra: '&perspective=drafts&resultSourceMap=withKeyArraySelector' },
      { params: { id: 'drafts.home' }, extra: '&perspective=raw&returnQuery=false' },
    ];
    for (const { params, extra } of reads) {
      for (let i = 0; i < 2; i += 1) await query(lake, HEADLINE, { params, extra });
    }
    const once = address(HEADLINE, { id: 'other' });
    await query(lake, HEADLINE, { params: { id: 'other' } });

    await patch(lake, 'home', 'Bonjour');
    await patch(lake, 'drafts.home', 'Brouillon');
    await lake.warmed();

    // A lake of its own on the same file has kept nothing: its answers are fresh evaluations.
    const fresh = open(dataDir);
    for (const { params, extra } of reads) {
      const target = address(HEADLINE, params, extra);
      const warmed = keptText(lake, target);
      expect(warmed, target).toBeDefined();
      expect(warmed).toMatch(/Bonjour|Brouillon/);
      expect(warmed).toBe((await query(fresh, HEADLINE, { params, extra })).text);
    }
    // Read once only: left to its next read.
    expect(keptText(lake, once)).toBeUndefined();
  });

  it('never warms a query that reads the clock', async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page', headline: 'Hello' }]));
    const CLOCK = '{"at": now(), "headline": *[_id == $id][0].headline}';
    for (let i = 0; i < 3; i += 1) {
      await query(lake, CLOCK, { params: { id: 'home' } });
      await query(lake, HEADLINE, { params: { id: 'home' } });
    }
    const before = lake.warmCounts();
    await patch(lake, 'home', 'Bonjour');
    await lake.warmed();
    expect(keptText(lake, address(CLOCK, { id: 'home' }))).toBeUndefined();
    expect(keptText(lake, address(HEADLINE, { id: 'home' }))).toMatch(/Bonjour/);
    // The one query warmed is the headline's: the clock's was not even evaluated.
    expect(lake.warmCounts().evaluated - before.evaluated).toBe(1);
  });

  it('warms once after a burst of writes, and never keeps an answer of a write since overtaken', async () => {
    const ids = ['p0', 'p1', 'p2', 'p3', 'p4'];
    const lake = open(seededFolder(ids.map((id) => ({ _id: id, _type: 'page', headline: 'Hello' }))));
    for (const id of ids) for (let i = 0; i < 2; i += 1) await query(lake, HEADLINE, { params: { id } });
    const setAll = (headline: string) =>
      lake.store.transact((staging) => {
        for (const id of ids) staging.put(id, { ...staging.get(id)!, headline }, { patch: { id, set: { headline } } });
      });

    // Ten writes in a row: one warm, for the last.
    const start = lake.warmCounts();
    for (let i = 0; i < 10; i += 1) setAll(`Burst ${i}`);
    await lake.warmed();
    expect(lake.warmCounts().warms - start.warms).toBe(1);
    expect(lake.warmCounts().evaluated - start.evaluated).toBe(ids.length);
    for (const id of ids) expect(keptText(lake, address(HEADLINE, { id }))).toMatch(/"Burst 9"/);

    // A write while a warm runs: that warm stops, and what is kept is the newer write's.
    const middle = lake.warmCounts();
    setAll('First');
    while (lake.warmCounts().evaluated === middle.evaluated) await new Promise((resolve) => setImmediate(resolve));
    const cut = lake.warmCounts().evaluated - middle.evaluated;
    setAll('Second');
    await lake.warmed();
    expect(cut).toBeLessThan(ids.length);
    expect(lake.warmCounts().evaluated - middle.evaluated).toBe(cut + ids.length);
    for (const id of ids) expect(keptText(lake, address(HEADLINE, { id }))).toMatch(/"Second"/);
  });

  it('warms no more answers than its bound', async () => {
    const lake = open(seededFolder([{ _id: 'home', _type: 'page', headline: 'Hello' }]));
    const count = WARM_MAX_ANSWERS + 5;
    for (let n = 0; n < count; n += 1) {
      for (let i = 0; i < 2; i += 1)
        await query(lake, '*[_id == $id][0]{headline, "n": $n}', { params: { id: 'home', n } });
    }
    const before = lake.warmCounts();
    await patch(lake, 'home', 'Bonjour');
    await lake.warmed();
    const evaluated = lake.warmCounts().evaluated - before.evaluated;
    // The time budget may stop it sooner on a busy machine, never later.
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(WARM_MAX_ANSWERS);
  });
});

describe('readsClock', () => {
  it('finds now() and dateTime::now() anywhere in a query, and not in a parameter value', () => {
    expect(readsClock(parse('*[_type == "a" && publishAt < now()]'))).toBe(true);
    expect(readsClock(parse('{"t": dateTime::now()}'))).toBe(true);
    expect(readsClock(parse('*[_type == "a"]{title}'))).toBe(false);
    expect(readsClock(parse('$p', { params: { p: { type: 'FuncCall', name: 'now' } } }))).toBe(false);
  });
});

describe('createQueryCache', () => {
  it('holds no more answers than its bound, and drops them all when the published generation moves on', () => {
    const cache = createQueryCache({ answers: 3 });
    const at = (all: number, published: number) => ({ all, published });
    for (let i = 0; i < 10; i += 1) cache.keep(at(1, 1), cache.answerKey(['q', i]), `{"result":${i}`, i % 2 === 1);
    expect(cache.sizes().answers).toBe(3);
    expect(cache.answer(at(1, 1), cache.answerKey(['q', 9]))).toBe('{"result":9');
    expect(cache.answer(at(1, 1), cache.answerKey(['q', 0]))).toBeUndefined();
    expect(cache.answer(at(2, 2), cache.answerKey(['q', 9]))).toBeUndefined();
    expect(cache.sizes().answers).toBe(0);
  });

  it('keeps the published answers and drops the others when only the generation of all documents moves on', () => {
    const cache = createQueryCache();
    const published = cache.answerKey(['published', 'q']);
    const drafts = cache.answerKey(['drafts', 'q']);
    cache.keep({ all: 1, published: 1 }, published, '{"result":"p"', true);
    cache.keep({ all: 1, published: 1 }, drafts, '{"result":"d"', false);
    expect(cache.answer({ all: 2, published: 1 }, published)).toBe('{"result":"p"');
    expect(cache.answer({ all: 2, published: 1 }, drafts)).toBeUndefined();
    expect(cache.sizes().answers).toBe(1);
    expect(cache.answer({ all: 3, published: 2 }, published)).toBeUndefined();
    expect(cache.sizes().answers).toBe(0);
  });

  it('names the answers read at least so often, most recently read first, no more than asked', () => {
    const cache = createQueryCache<string>();
    for (const key of ['a', 'b', 'a', 'c', 'b', 'd', 'd', 'e', 'a']) cache.noteRead(key, `recipe of ${key}`);
    expect(cache.hot(10, 2)).toEqual([
      { key: 'a', recipe: 'recipe of a' },
      { key: 'd', recipe: 'recipe of d' },
      { key: 'b', recipe: 'recipe of b' },
    ]);
    expect(cache.hot(2, 2).map(({ key }) => key)).toEqual(['a', 'd']);
    expect(cache.hot(10, 1).map(({ key }) => key)).toEqual(['a', 'e', 'd', 'b', 'c']);
    // Noted reads outlive the answers' generation.
    cache.keep({ all: 1, published: 1 }, 'x', '{}', true);
    cache.answer({ all: 2, published: 2 }, 'x');
    expect(cache.hot(10, 2)).toHaveLength(3);
  });

  it('holds no more parsed queries than its bound', () => {
    const cache = createQueryCache({ trees: 2 });
    let parses = 0;
    const prepare = () => {
      parses += 1;
      return { tree: parse('1'), search: false, cacheable: true };
    };
    for (const id of ['a', 'b', 'c', 'a']) cache.prepared('*[_id == $id]', { id }, prepare);
    expect(parses).toBe(4);
    cache.prepared('*[_id == $id]', { id: 'a' }, prepare);
    expect(parses).toBe(4);
    expect(cache.sizes().trees).toBe(2);
  });
});
