import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate, parse, type ExprNode } from 'groq-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { LakeDocument } from './patch';
import { narrowScans, scanKey, scanSource } from './scans';
import { createContentLake, type ContentLake } from './service';

/** Documents of several types, interleaved, so that a scan's order and its references matter. */
const DOCS: LakeDocument[] = [
  { _id: 'p1', _type: 'page', language: 'en', rank: 3, title: 'One' },
  { _id: 'a1', _type: 'author', name: 'Ada' },
  { _id: 'q1', _type: 'post', language: 'en', rank: 1, author: { _ref: 'a1' }, title: 'First' },
  { _id: 'p2', _type: 'page', language: 'fr', rank: 1, title: 'Deux' },
  { _id: 'q2', _type: 'post', language: 'fr', rank: 2, author: { _ref: 'a2' }, title: 'Second' },
  { _id: 'a2', _type: 'author', name: 'Blaise' },
  { _id: 'p3', _type: 'page', language: 'en', rank: 2, title: 'Three' },
  { _id: 's', _type: 'settings', phone: '1' },
];

const PARAMS = { locale: 'en', types: ['post', 'page'], id: 'q2' };

/** Queries whose answer must not change when their scans are narrowed (and some that are not narrowed). */
const QUERIES = [
  '*[_type == "page" && language == $locale]',
  '*["page" == _type]',
  '*[_type in ["post", "page"]]',
  '*[_type in $types] | order(rank asc){ _id }',
  '*[_id == "s"][0].phone',
  '*[_id == $id][0]{ title, "author": author->name }',
  '*[(_type == "page" && rank > 1)]',
  '*[_type == "page" || _type == "post"]._id',
  '*[_type == "post"]{ title, "author": author->name, "others": *[_type == "post" && _id != ^._id]._id }',
  'count(*[_type == "none"])',
  '*[_type == "page"][0...2]._id',
  '{ "pages": *[_type == "page"]._id, "all": count(*) }',
];

async function answer(tree: ExprNode, narrowed: boolean) {
  const scans = scanSource(DOCS);
  const value = await evaluate(narrowed ? narrowScans(tree, scans) : tree, {
    dataset: DOCS,
    params: PARAMS,
    dereference: narrowed ? ({ _ref }) => scans('_id', [_ref])[0] : undefined,
  });
  return value.get();
}

describe('narrowed scans', () => {
  it.each(QUERIES)('%s: the same answer as over every document', async (query) => {
    const tree = parse(query, { params: PARAMS });
    const unchanged = JSON.stringify(tree);
    expect(await answer(tree, true)).toEqual(await answer(tree, false));
    // The cached tree is never changed: the narrowed one is a copy where it differs.
    expect(JSON.stringify(tree)).toBe(unchanged);
  });

  it('reads only the documents of the type or id asked for, in the dataset order', () => {
    const scans = scanSource(DOCS);
    const base = (query: string) =>
      (narrowScans(parse(query, { params: PARAMS }), scans) as unknown as { base: { type: string; value?: unknown } })
        .base;
    const ids = (query: string) => (base(query).value as LakeDocument[]).map((doc) => doc._id);
    expect(ids('*[_type == "page" && language == $locale]')).toEqual(['p1', 'p2', 'p3']);
    expect(ids('*[_type in ["page", "post"]]')).toEqual(['p1', 'q1', 'p2', 'q2', 'p3']);
    expect(ids('*[_id == $id]')).toEqual(['q2']);
    expect(ids('*[_type == "none"]')).toEqual([]);
    // Conditions that do not require one type or id keep the scan of every document.
    expect(base('*[_type == "page" || _type == "post"]').type).toBe('Everything');
    expect(base('*[!(_type == "page")]').type).toBe('Everything');
    expect(base('*[title == "One"]').type).toBe('Everything');
  });

  it('knows which conditions require a type or an id', () => {
    const key = (query: string) => scanKey((parse(query, { params: PARAMS }) as unknown as { expr: unknown }).expr);
    expect(key('*[rank > 1 && _type == "page"]')).toEqual({ field: '_type', values: ['page'] });
    expect(key('*[_id in ["a", "b"]]')).toEqual({ field: '_id', values: ['a', 'b'] });
    expect(key('*[_type in [$locale, "x"]]')).toEqual({ field: '_type', values: ['en', 'x'] });
    // An attribute of something else, a value that is not a string, a list with more than strings.
    expect(key('*[author._type == "page"]')).toBeUndefined();
    expect(key('*[_type == 3]')).toBeUndefined();
    expect(key('*[_type in ["page", 3]]')).toBeUndefined();
    expect(key('*[_type in [...$types]]')).toBeUndefined();
  });
});

describe('narrowed scans in the lake', () => {
  const BASE = '/embedded/content-lake/';
  const V = 'v2025-02-19';
  let dataDir = '';
  let lake: ContentLake | undefined;
  afterEach(() => {
    lake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(path: string, init?: RequestInit): Promise<Response> {
    return lake!.handler(new Request(`http://127.0.0.1${BASE}${path}`, init), path.split('?')[0]!);
  }

  async function query(groq: string): Promise<unknown> {
    const response = await call(`${V}/data/query/production?${new URLSearchParams({ query: groq })}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: unknown }).result;
  }

  async function mutate(mutations: unknown[]) {
    const response = await call(`${V}/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it('follow every write: a new document, a changed type and a deletion are seen by the next query', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lake-scans-'));
    writeFileSync(join(dataDir, 'seed.ndjson'), DOCS.map((doc) => JSON.stringify(doc)).join('\n'));
    lake = createContentLake({ dataDir, seedBundle: join(dataDir, 'seed.ndjson'), publicBase: BASE });
    const pages = '*[_type == "page"]._id';
    const author = '*[_id == "q1"][0].author->name';
    expect(await query(pages)).toEqual(['p1', 'p2', 'p3']);
    expect(await query(author)).toBe('Ada');

    await mutate([{ create: { _id: 'p4', _type: 'page', title: 'Four' } }]);
    expect(await query(pages)).toEqual(expect.arrayContaining(['p1', 'p2', 'p3', 'p4']));
    await mutate([{ createOrReplace: { _id: 'p2', _type: 'post', title: 'Deux' } }]);
    expect(await query(pages)).not.toContain('p2');
    expect(await query('*[_type == "post"]._id')).toContain('p2');
    await mutate([{ patch: { id: 'a1', set: { name: 'Ada L.' } } }]);
    expect(await query(author)).toBe('Ada L.');
    await mutate([{ delete: { id: 'p1' } }]);
    expect(await query(pages)).not.toContain('p1');
    // Drafts are seen under the drafts perspective, by their published id.
    await mutate([{ create: { _id: 'drafts.p3', _type: 'page', title: 'Three, drafted' } }]);
    const drafted = await call(
      `${V}/data/query/production?${new URLSearchParams({ query: '*[_id == "p3"][0].title', perspective: 'drafts' })}`,
    );
    expect(((await drafted.json()) as { result: unknown }).result).toBe('Three, drafted');
    expect(await query('*[_id == "p3"][0].title')).toBe('Three');
  });
});
