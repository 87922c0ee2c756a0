import sharp from 'sharp';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MutationEvent } from '@sanity/client';
import { preflightRequest } from '@/testing/preflight';
import { API_VERSION, startContentLake, type LakeHarness } from './content-lake-harness';

/*
 * The local Content Lake driven with the real @sanity/client (and fetch where the client has no
 * method), against Sanity's documented behaviour: mutation semantics and conflicts, perspectives,
 * listener events and their mendoza effects, error bodies, history, assets, and the project
 * endpoints the studio reads.
 */

const SEED = [
  { _id: 'post-1', _type: 'post', title: 'One', tags: ['a'], views: 1, body: [{ _key: 'k1', text: 'hello' }] },
  { _id: 'post-2', _type: 'post', title: 'Two' },
  { _id: 'drafts.post-2', _type: 'post', title: 'Two (draft)' },
  { _id: 'versions.spring.post-1', _type: 'post', title: 'One (spring)' },
  { _id: 'versions.spring.post-2', _type: 'post', title: 'Two (spring)', _system: { delete: true } },
  { _id: 'drafts.post-3', _type: 'post', title: 'Three (new)' },
  { _id: 'author-1', _type: 'author', name: 'Ada' },
];

let h: LakeHarness;
beforeAll(async () => {
  h = await startContentLake({ documents: SEED });
});
afterAll(() => h.close());

const client = () => h.client();

interface Subscribable<T> {
  subscribe(observer: { next: (value: T) => void; error: (error: unknown) => void }): { unsubscribe(): void };
}

/** The first `count` values of a listener that pass `keep`, then it is closed. */
function collect<T>(source: Subscribable<T>, count: number, keep: (value: T) => boolean = () => true): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const values: T[] = [];
    let done = false;
    const subscription = source.subscribe({
      next(value) {
        if (done || !keep(value)) return;
        values.push(value);
        if (values.length === count) {
          done = true;
          queueMicrotask(() => subscription.unsubscribe());
          resolve(values);
        }
      },
      error: reject,
    });
  });
}
const first = async <T>(source: Subscribable<T>) => (await collect(source, 1))[0]!;
const url = (path: string) => `${h.apiHost}/v${API_VERSION}/${path}`;
const withoutRev = ({ _rev: _omit, ...rest }: Record<string, unknown>) => rest;

describe('query', () => {
  it('answers {query, result, ms} by GET, with $params', async () => {
    const response = await fetch(
      url(`data/query/production?query=${encodeURIComponent('*[_id == $id][0].title')}&%24id=%22post-1%22`),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ query: '*[_id == $id][0].title', result: 'One' });
    expect(typeof body.ms).toBe('number');
    const raw = await client().fetch(
      '*[_id == $id][0].title',
      { id: 'post-1' },
      { filterResponse: false, returnQuery: false },
    );
    expect(raw).toMatchObject({ result: 'One' });
    expect(raw).not.toHaveProperty('query');
  });

  it('takes a query too long for a URL by POST, as the client sends it', async () => {
    const long = 'x'.repeat(12_000);
    const result = await client().fetch('{"n": count(*[_type == "post"]), "echo": $long}', { long });
    expect(result).toEqual({ n: 2, echo: long });
  });

  it('refuses malformed GROQ with 400 and the queryParseError body', async () => {
    const response = await fetch(url(`data/query/production?query=${encodeURIComponent('*[_type == "post"')}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        description: 'Unexpected end of query',
        end: 17,
        query: '*[_type == "post"',
        start: 16,
        type: 'queryParseError',
      },
    });
    await expect(client().fetch('*[')).rejects.toMatchObject({
      statusCode: 400,
      details: { type: 'queryParseError', query: '*[' },
      message: expect.stringContaining('GROQ query parse error'),
    });
  });

  it('refuses a parameter that is referenced but not provided', async () => {
    await expect(client().fetch('*[_id == $missing]')).rejects.toMatchObject({
      statusCode: 400,
      details: {
        type: 'queryParseError',
        description: 'param $missing referenced, but not provided',
        start: 9,
        end: 17,
      },
    });
  });

  it('reads the published perspective by default (API 2025-02-19 and later), drafts and raw on request', async () => {
    const titles = (docs: Array<{ title: string }>) => docs.map((d) => d.title).sort();
    const query = '*[_type == "post"]{_id, title, _originalId}';
    expect(titles(await client().fetch(query))).toEqual(['One', 'Two']);
    expect(titles(await client().fetch(query, {}, { perspective: 'published' }))).toEqual(['One', 'Two']);
    const drafts = await client().fetch(query, {}, { perspective: 'drafts' });
    expect(drafts).toEqual(
      expect.arrayContaining([
        { _id: 'post-1', title: 'One', _originalId: null },
        { _id: 'post-2', title: 'Two (draft)', _originalId: 'drafts.post-2' },
        { _id: 'post-3', title: 'Three (new)', _originalId: 'drafts.post-3' },
      ]),
    );
    expect(await client().fetch('count(*[_type == "post"])', {}, { perspective: 'raw' })).toBe(6);
    // Before API version 2025-02-19 the default perspective is raw.
    expect(await h.client({ apiVersion: '2021-06-07' }).fetch('count(*)')).toBe(SEED.length);
  });

  it('reads a release stack: a release version first, then drafts, then published; an unpublish marker hides', async () => {
    const result = await client().fetch(
      '*[_type == "post"]{_id, title} | order(_id)',
      {},
      { perspective: ['spring', 'drafts'] },
    );
    expect(result).toEqual([
      { _id: 'post-1', title: 'One (spring)' },
      { _id: 'post-3', title: 'Three (new)' },
    ]);
    expect(
      await client().fetch('*[sanity::partOfRelease("spring")]._id | order(@)', {}, { perspective: 'raw' }),
    ).toEqual(['versions.spring.post-1', 'versions.spring.post-2']);
  });
});

describe('documents', () => {
  it('returns documents by id, null for unknown ones', async () => {
    expect(await client().getDocument('nope')).toBeUndefined();
    const [one, missing] = await client().getDocuments(['post-1', 'nope']);
    expect(one).toMatchObject({
      _id: 'post-1',
      _type: 'post',
      _rev: expect.any(String),
      _createdAt: expect.any(String),
    });
    expect(missing).toBeNull();
    const response = await fetch(url('data/doc/production/post-1,nope?excludeContent=true'));
    expect(await response.json()).toEqual({ omitted: [{ id: 'nope', reason: 'existence' }] });
  });
});

describe('mutate', () => {
  it('creates, refuses a second create with 409, and answers transactionId, results and documentIds', async () => {
    const response = await fetch(url('data/mutate/production?returnIds=true&visibility=sync'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'm-1', _type: 'note', n: 1 } }] }),
    });
    expect(await response.json()).toEqual({
      transactionId: expect.any(String),
      results: [{ id: 'm-1', operation: 'create' }],
      documentIds: ['m-1'],
    });
    await expect(client().create({ _id: 'm-1', _type: 'note' })).rejects.toMatchObject({
      statusCode: 409,
      details: {
        type: 'mutationError',
        items: [{ error: { type: 'documentAlreadyExistsError', id: 'm-1' }, index: 0 }],
      },
    });
    const generated = await client().create({ _id: 'notes.', _type: 'note' });
    expect(generated._id).toMatch(/^notes\.[A-Za-z0-9]{22}$/);
  });

  it('createIfNotExists keeps what exists; createOrReplace replaces and keeps _createdAt', async () => {
    const first = await client().createIfNotExists({ _id: 'm-2', _type: 'note', n: 1 });
    const again = await client().createIfNotExists({ _id: 'm-2', _type: 'note', n: 2 });
    expect(again).toEqual(first);
    const replaced = await client().createOrReplace({ _id: 'm-2', _type: 'note', other: true });
    expect(replaced).toMatchObject({ _id: 'm-2', other: true, _createdAt: first._createdAt });
    expect(replaced).not.toHaveProperty('n');
    expect(replaced._rev).not.toBe(first._rev);
  });

  it('patches with set, setIfMissing, unset, insert, inc, dec and diffMatchPatch', async () => {
    await client().create({
      _id: 'm-3',
      _type: 'note',
      title: 'hello world',
      count: 5,
      items: [{ _key: 'a', v: 1 }],
      gone: 1,
    });
    const patched = await client()
      .patch('m-3')
      .set({ 'nested.deep': true })
      .setIfMissing({ title: 'ignored', fresh: 'yes' })
      .unset(['gone'])
      .inc({ count: 2 })
      .dec({ count: 1 })
      .insert('after', 'items[_key=="a"]', [{ _key: 'b', v: 2 }])
      .diffMatchPatch({ title: '@@ -1,5 +1,5 @@\n-hello\n+HELLO\n' })
      .commit();
    expect(withoutRev(patched)).toMatchObject({
      title: 'HELLO world',
      fresh: 'yes',
      count: 6,
      nested: { deep: true },
      items: [
        { _key: 'a', v: 1 },
        { _key: 'b', v: 2 },
      ],
    });
    expect(patched).not.toHaveProperty('gone');
  });

  it('refuses a patch whose ifRevisionID does not match with 409, and a patch of a missing document', async () => {
    const doc = await client().create({ _type: 'note', n: 1 });
    await expect(client().patch(doc._id).ifRevisionId('stale').set({ n: 2 }).commit()).rejects.toMatchObject({
      statusCode: 409,
      details: {
        type: 'mutationError',
        items: [
          {
            error: {
              type: 'documentRevisionIDDoesNotMatchError',
              currentRevisionID: doc._rev,
              expectedRevisionID: 'stale',
            },
          },
        ],
      },
    });
    const ok = await client().patch(doc._id).ifRevisionId(doc._rev).set({ n: 2 }).commit();
    expect(ok.n).toBe(2);
    await expect(client().patch('no-such-doc').set({ n: 1 }).commit()).rejects.toMatchObject({
      statusCode: 404,
      details: { type: 'mutationError', items: [{ error: { type: 'documentNotFoundError' } }] },
    });
  });

  it('refuses malformed patches and ids with 400', async () => {
    const send = (mutations: unknown[]) =>
      fetch(url('data/mutate/production'), {
        method: 'POST',
        body: JSON.stringify({ mutations }),
        headers: { 'content-type': 'application/json' },
      });
    const unknownOp = await send([{ patch: { id: 'post-1', frobnicate: {} } }]);
    expect(unknownOp.status).toBe(400);
    expect(await unknownOp.json()).toMatchObject({
      error: { type: 'mutationError', items: [{ error: { type: 'invalidPatchError' }, index: 0 }] },
    });
    const badInc = await send([{ patch: { id: 'post-1', inc: { views: 'x' } } }]);
    expect(badInc.status).toBe(400);
    const badId = await send([{ create: { _id: 'bad id!', _type: 'note' } }]);
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ error: { items: [{ error: { type: 'invalidDocumentIdError' } }] } });
    const noType = await send([{ create: { _id: 'x' } }]);
    expect(noType.status).toBe(400);
  });

  it('applies a transaction atomically: one failing mutation leaves every document as it was', async () => {
    const before = await client().getDocument('post-1');
    const transaction = client()
      .transaction()
      .patch('post-1', (p) => p.set({ title: 'changed' }))
      .create({ _id: 'm-atomic', _type: 'note' })
      .create({ _id: 'post-1', _type: 'post' });
    await expect(transaction.commit()).rejects.toMatchObject({ statusCode: 409 });
    expect(await client().getDocument('post-1')).toEqual(before);
    expect(await client().getDocument('m-atomic')).toBeUndefined();
  });

  it('deletes by id and by query, takes a transaction id once, and writes nothing on dryRun', async () => {
    await client().create({ _id: 'd-1', _type: 'temp' });
    await client().create({ _id: 'd-2', _type: 'temp' });
    const result = await client().delete({ query: '*[_type == "temp"]' });
    expect(result.results.map((r) => r.id).sort()).toEqual(['d-1', 'd-2']);
    expect(await client().fetch('count(*[_type == "temp"])')).toBe(0);
    // Without returnDocuments the client answers the transaction (its types say a document).
    const created = (await client().mutate([{ create: { _id: 'd-3', _type: 'temp' } }], {
      transactionId: 'my-transaction',
      returnDocuments: false,
    })) as unknown as { transactionId: string };
    expect(created.transactionId).toBe('my-transaction');
    expect((await client().getDocument('d-3'))?._rev).toBe('my-transaction');
    await expect(
      client().mutate([{ create: { _id: 'd-4', _type: 'temp' } }], { transactionId: 'my-transaction' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await client().create({ _id: 'd-5', _type: 'temp' }, { dryRun: true });
    expect(await client().getDocument('d-5')).toBeUndefined();
  });
});

describe('listen', () => {
  it('sends welcome, then mutation events whose mendoza effects turn the previous document into the result', async () => {
    const base = await client().create({
      _id: 'l-1',
      _type: 'note',
      title: 'a',
      list: [
        { _key: 'x', v: 1 },
        { _key: 'y', v: 2 },
      ],
      drop: 1,
    });
    const collected = collect(
      client().listen(
        '*[_id == $id]',
        { id: 'l-1' },
        {
          events: ['welcome', 'mutation'],
          effectFormat: 'mendoza',
          includeResult: true,
          includePreviousRevision: true,
          includeAllVersions: true,
        },
      ),
      3,
    );
    const welcome = first(client().listen('*', {}, { events: ['welcome'] }));
    expect(await welcome).toMatchObject({ type: 'welcome', listenerName: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await client()
      .patch('l-1')
      .set({ title: 'b', 'list[_key=="y"].v': 3 })
      .unset(['drop'])
      .insert('before', 'list[0]', [{ _key: 'z', v: 0 }])
      .commit();
    await client().delete('l-1');
    const [hello, update, removal] = (await collected) as [unknown, MutationEvent, MutationEvent];
    expect(hello).toMatchObject({ type: 'welcome' });
    expect(update).toMatchObject({
      type: 'mutation',
      documentId: 'l-1',
      transition: 'update',
      previousRev: base._rev,
      resultRev: second._rev,
      transactionTotalEvents: 1,
      transactionCurrentEvent: 0,
      visibility: 'query',
      identity: expect.any(String),
      timestamp: expect.any(String),
    });
    expect(applyPatch(withoutRev(base), update.effects!.apply)).toEqual(withoutRev(second));
    expect(applyPatch(withoutRev(second), update.effects!.revert)).toEqual(withoutRev(base));
    expect(update.result).toEqual(second);
    expect(update.previous).toEqual(base);
    expect(removal).toMatchObject({ transition: 'disappear', documentId: 'l-1' });
    expect(applyPatch(withoutRev(second), removal.effects!.apply)).toBeNull();
  });

  it('reports drafts only with includeAllVersions, and counts the events of a transaction', async () => {
    const plain = first(client().listen('*[_type == "multi"]', {}, {}));
    const all = collect(
      client().listen('*[_type == "multi"]', {}, { includeAllVersions: true }),
      2,
      (e: { type: string }) => e.type === 'mutation',
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    await client()
      .transaction()
      .create({ _id: 'drafts.multi-1', _type: 'multi' })
      .create({ _id: 'multi-1', _type: 'multi' })
      .commit();
    const events = (await all) as MutationEvent[];
    expect(
      events.map((e) => [e.documentId, e.transition, e.transactionCurrentEvent, e.transactionTotalEvents]),
    ).toEqual([
      ['drafts.multi-1', 'appear', 0, 2],
      ['multi-1', 'appear', 1, 2],
    ]);
    expect(events[0]!.mutations).toEqual([{ create: expect.objectContaining({ _id: 'drafts.multi-1' }) }]);
    expect(await plain).toMatchObject({ documentId: 'multi-1', transactionTotalEvents: 1 });
  });

  it('resumes after the last event id it was given (welcomeback, then the missed events)', async () => {
    await client().create({ _id: 'r-1', _type: 'resume' });
    const one = await client().patch('r-1').set({ n: 1 }).commit();
    await client().patch('r-1').set({ n: 2 }).commit();
    const response = await fetch(
      url(
        `data/listen/production?query=${encodeURIComponent('*[_type == "resume"]')}&enableResume=true&includeResult=false`,
      ),
      {
        headers: { 'last-event-id': `${one._rev}#r-1` },
      },
    );
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: mutation')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(text).toMatch(/^event: welcomeback\n/);
    expect(text).toContain('"n"');
  });

  it('answers a malformed filter with a channelError event', async () => {
    await expect(first(client().listen('*['))).rejects.toMatchObject({ name: 'ChannelError' });
  });
});

describe('actions', () => {
  it('edits (a draft from the published document), publishes, unpublishes and discards', async () => {
    await client().create({ _id: 'a-1', _type: 'note', title: 'published' });
    await client().action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.a-1',
      publishedId: 'a-1',
      patch: { set: { title: 'edited' } },
    });
    expect(await client().getDocument('drafts.a-1')).toMatchObject({ title: 'edited' });
    const published = await client().getDocument('a-1');
    await expect(
      client().action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.a-1',
        publishedId: 'a-1',
        ifPublishedRevisionId: 'stale',
      }),
    ).rejects.toMatchObject({ statusCode: 409, details: { type: 'actionError' } });
    const { transactionId } = await client().action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.a-1',
      publishedId: 'a-1',
      ifPublishedRevisionId: published!._rev,
    });
    expect(await client().getDocument('a-1')).toMatchObject({ title: 'edited', _rev: transactionId });
    expect(await client().getDocument('drafts.a-1')).toBeUndefined();
    await client().action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.a-1',
      publishedId: 'a-1',
    });
    expect(await client().getDocument('a-1')).toBeUndefined();
    expect(await client().getDocument('drafts.a-1')).toMatchObject({ title: 'edited' });
    await client().action({ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.a-1' });
    expect(await client().getDocument('drafts.a-1')).toBeUndefined();
  });

  it('creates a draft, refuses a delete that leaves its draft behind, and deletes with includeDrafts', async () => {
    await client().action({
      actionType: 'sanity.action.document.create',
      publishedId: 'a-2',
      attributes: { _id: 'drafts.a-2', _type: 'note' },
      ifExists: 'fail',
    });
    await client().action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.a-2', publishedId: 'a-2' });
    await client().action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.a-2',
      publishedId: 'a-2',
      patch: { set: { x: 1 } },
    });
    await expect(
      client().action({ actionType: 'sanity.action.document.delete', publishedId: 'a-2', includeDrafts: [] }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await client().action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'a-2',
      includeDrafts: ['drafts.a-2'],
    });
    expect(await client().getDocuments(['a-2', 'drafts.a-2'])).toEqual([null, null]);
  });

  it.each([
    ['publish', { actionType: 'sanity.action.document.publish', draftId: 'drafts.none-1', publishedId: 'none-1' }],
    ['unpublish', { actionType: 'sanity.action.document.unpublish', draftId: 'drafts.none-1', publishedId: 'none-1' }],
    ['discard', { actionType: 'sanity.action.document.discard', draftId: 'drafts.none-1' }],
    [
      'version.replace',
      { actionType: 'sanity.action.document.version.replace', document: { _id: 'drafts.none-1', _type: 'note' } },
    ],
    [
      'version.unpublish',
      { actionType: 'sanity.action.document.version.unpublish', publishedId: 'none-1', versionId: 'versions.r.none-1' },
    ],
  ])('answers %s of a missing document with 409 documentNotFoundError, naming it', async (_name, action) => {
    await expect(client().action(action as never)).rejects.toMatchObject({
      statusCode: 409,
      details: { type: 'actionError', items: [{ error: { type: 'documentNotFoundError', id: expect.any(String) } }] },
    });
  });
});

describe('history', () => {
  it('returns a document at a revision and at a time, and the transactions with their effects', async () => {
    const v1 = await client().create({ _id: 'h-1', _type: 'note', n: 1 });
    const v2 = await client().patch('h-1').set({ n: 2 }).commit();
    const atV1 = await client().request<{ documents: unknown[] }>({
      url: `/data/history/production/documents/h-1?revision=${v1._rev}`,
    });
    expect(atV1.documents).toEqual([v1]);
    const atTime = await client().request<{ documents: unknown[] }>({
      url: `/data/history/production/documents/h-1?time=${v2._updatedAt}`,
    });
    expect(atTime.documents).toEqual([v2]);
    const response = await fetch(
      url('data/history/production/transactions/h-1?effectFormat=mendoza&excludeContent=true'),
    );
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((l) => l.id)).toEqual([v1._rev, v2._rev]);
    expect(lines[1]).toMatchObject({
      documentIDs: ['h-1'],
      author: expect.any(String),
      effects: { 'h-1': { apply: expect.any(Array) } },
    });
  });
});

describe('assets', () => {
  it('stores an uploaded image with its metadata, serves it back, and gives the same document for the same bytes', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#3366ff' } })
      .png()
      .toBuffer();
    const asset = await client().assets.upload('image', png, { filename: 'blue.png' });
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'blue.png',
      metadata: {
        dimensions: { width: 40, height: 20, aspectRatio: 2 },
        hasAlpha: true,
        isOpaque: true,
        lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      },
    });
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-40x20-png$/);
    const served = await fetch(asset.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await client().assets.upload('image', png))._id).toBe(asset._id);
    const file = await client().assets.upload('file', Buffer.from('plain text'), {
      filename: 'note.txt',
      contentType: 'text/plain',
    });
    expect(file).toMatchObject({ _type: 'sanity.fileAsset', extension: 'txt', size: 10 });
    expect(await (await fetch(file.url)).text()).toBe('plain text');
  });
});

describe('project endpoints and CORS', () => {
  it('answers the studio as a project whose one optional feature is content releases', async () => {
    const c = client();
    expect(await c.request({ url: '/users/me' })).toMatchObject({ id: expect.any(String), role: 'administrator' });
    expect(await c.request({ url: '/projects/local' })).toMatchObject({
      id: 'local',
      members: [expect.objectContaining({ isCurrentUser: true })],
    });
    expect(await c.request({ url: '/projects/local/datasets' })).toEqual([
      expect.objectContaining({ name: 'production' }),
    ]);
    expect(await c.request({ url: '/projects/local/user-applications' })).toEqual([]);
    expect(await c.request({ url: '/features' })).toEqual(['contentReleases']);
    expect(await c.request({ url: '/schedules/local/production?limit=1' })).toEqual({ schedules: [] });
    expect(await c.request({ url: '/projects/local/datasets/production/acl' })).toEqual([
      expect.objectContaining({
        filter: '_id in path("**")',
        permissions: expect.arrayContaining(['read', 'update', 'create']),
      }),
    ]);
    await c.request({ url: '/users/me/keyvalue', method: 'PUT', body: [{ key: 'studio.x', value: { a: 1 } }] });
    expect(await c.request({ url: '/users/me/keyvalue/studio.x,studio.y' })).toEqual([
      { key: 'studio.x', value: { a: 1 } },
      { key: 'studio.y', value: null },
    ]);
    const unknown = await fetch(url('nothing/here'));
    expect(unknown.status).toBe(404);
    expect(await (await fetch(url('data/query/other?query=1'))).json()).toMatchObject({
      error: { type: 'datasetNotFoundError' },
    });
  });

  it('allows loopback origins with credentials, and no other origin', async () => {
    const studio = 'http://local.localhost:3333';
    const preflight = await fetch(preflightRequest(url('data/mutate/production'), studio, 'POST', 'content-type'));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(studio);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await fetch(url('users/me'), { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
