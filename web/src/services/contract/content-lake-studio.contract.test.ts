import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, startContentLake, type LakeHarness } from './content-lake-harness';

/*
 * What the real Sanity Studio asks of the local Content Lake beyond the client's basics, driven
 * with the real @sanity/client where it has a method: the studio's list and search queries
 * (parameters in slices, text::query), content releases and their lifecycle, the document events
 * of the history panel, the Live Content API, and the project endpoints around releases and CORS.
 */

const SEED = [
  { _id: 'page-1', _type: 'page', title: 'Free legal templates', path: '/docs/free/' },
  {
    _id: 'page-2',
    _type: 'page',
    title: 'Lease agreement',
    path: '/docs/lease/',
    body: [{ _key: 'a', text: 'monthly rent' }],
  },
  { _id: 'page-3', _type: 'page', title: 'Invoice', path: '/docs/invoice/' },
  { _id: 'drafts.page-3', _type: 'page', title: 'Invoice (draft)', path: '/docs/invoice/' },
];

let h: LakeHarness;
let clock = new Date('2026-01-10T10:00:00Z');
beforeAll(async () => {
  h = await startContentLake({ documents: SEED, now: () => clock });
});
afterAll(() => h.close());

const client = () => h.client();
const url = (path: string, version = API_VERSION) => `${h.apiHost}/v${version}/${path}`;

/** Puts into release `releaseId` its version of the page `publishedId`, with `fields`: what the studio sends. */
const addVersion = (
  c: ReturnType<typeof client>,
  releaseId: string,
  publishedId: string,
  fields: Record<string, unknown>,
) =>
  c.action({
    actionType: 'sanity.action.document.version.create',
    publishedId,
    document: { _id: `versions.${releaseId}.${publishedId}`, _type: 'page', ...fields },
  });

describe('the studio’s queries', () => {
  it('takes parameters in a slice, as the studio’s lists page with [0...$__limit]', async () => {
    const ids = await client().fetch<string[]>('*[_type == "page"] | order(_id asc) [0...$limit]._id', { limit: 2 });
    expect(ids).toEqual(['page-1', 'page-2']);
    await expect(client().fetch('*[_type == "page"][0...$limit]')).rejects.toMatchObject({
      statusCode: 400,
      details: { type: 'queryParseError', description: 'param $limit referenced, but not provided' },
    });
  });

  it('searches every text of a document with text::query: words (with *), quoted phrases, -exclusions', async () => {
    const search = (q: string) =>
      client().fetch<string[]>(
        '*[_type == "page" && [@, _id] match text::query($q)] | order(_id asc)._id',
        { q },
        { perspective: 'published' },
      );
    expect(await search('*')).toEqual(['page-1', 'page-2', 'page-3']);
    expect(await search('leas*')).toEqual(['page-2']);
    expect(await search('rent')).toEqual(['page-2']);
    expect(await search('"legal templates"')).toEqual(['page-1']);
    expect(await search('docs* -invoice')).toEqual(['page-1', 'page-2']);
    // The texts it searches never show in a result.
    const [page] = await client().fetch<Array<Record<string, unknown>>>(
      '*[_type == "page" && @ match text::query("lease")]',
      {},
      { perspective: 'published' },
    );
    expect(
      Object.keys(page!)
        .filter((key) => !key.startsWith('_'))
        .sort(),
    ).toEqual(['body', 'path', 'title']);
  });

  it('scores text::query matches, as the studio’s search orders its results', async () => {
    const ranked = await client().fetch<Array<{ _id: string; _score: number }>>(
      '*[_type == "page"] | score(boost(title match text::query($q), 10), [@, _id] match text::query($q)) [_score > 0] | order(_score desc){_id, _score}',
      { q: 'lease*' },
      { perspective: 'published' },
    );
    expect(ranked.map((row) => row._id)).toEqual(['page-2']);
  });

  it('answers every query with its sync tags, for live clients', async () => {
    const answer = await client().fetch('count(*)', {}, { filterResponse: false });
    expect(answer).toMatchObject({ result: expect.any(Number), syncTags: [expect.any(String)] });
  });
});

describe('content releases', () => {
  it('creates a release, edits it, and publishes its versions: each becomes its published document', async () => {
    const c = client();
    await c.releases.create({ releaseId: 'rSpring', metadata: { title: 'Spring', releaseType: 'asap' } });
    await c.releases.edit({ releaseId: 'rSpring', patch: { set: { 'metadata.title': 'Spring sale' } } });
    // The studio reads releases with the default perspective of API 2025-02-19.
    const releases = await c
      .withConfig({ apiVersion: '2025-02-19' })
      .fetch('*[_type == "system.release"]{name, state, metadata}');
    expect(releases).toEqual([
      { name: 'rSpring', state: 'active', metadata: { title: 'Spring sale', releaseType: 'asap' } },
    ]);
    await expect(c.releases.create({ releaseId: 'rSpring' })).rejects.toMatchObject({ statusCode: 409 });

    await addVersion(c, 'rSpring', 'page-1', { title: 'Free legal templates, spring', path: '/docs/free/' });
    await addVersion(c, 'rSpring', 'page-2', { _system: { delete: true } });
    await c.releases.publish({ releaseId: 'rSpring' });

    expect(await c.getDocument('page-1')).toMatchObject({ title: 'Free legal templates, spring' });
    expect(await c.getDocument('page-2')).toBeUndefined();
    expect(await c.fetch('*[_id in path("versions.rSpring.**")]._id', {}, { perspective: 'raw' })).toEqual([]);
    expect(await c.getDocument('_.releases.rSpring')).toMatchObject({
      state: 'published',
      publishedAt: clock.toISOString(),
      finalDocumentStates: [{ id: 'page-1' }, { id: 'page-2' }],
    });
    // Only an archived or published release can be deleted; a published one cannot be edited.
    await expect(
      c.releases.edit({ releaseId: 'rSpring', patch: { set: { 'metadata.title': 'x' } } }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await c.releases.delete({ releaseId: 'rSpring' });
    expect(await c.getDocument('_.releases.rSpring')).toBeUndefined();
  });

  it('archives a release with its versions and brings them back when it is unarchived', async () => {
    const c = client();
    await c.releases.create({ releaseId: 'rAutumn', metadata: { title: 'Autumn' } });
    await addVersion(c, 'rAutumn', 'page-3', { title: 'Invoice (autumn)' });
    await c.releases.archive({ releaseId: 'rAutumn' });
    expect(await c.getDocument('versions.rAutumn.page-3')).toBeUndefined();
    expect(await c.getDocument('_.releases.rAutumn')).toMatchObject({ state: 'archived' });
    await c.releases.unarchive({ releaseId: 'rAutumn' });
    expect(await c.getDocument('versions.rAutumn.page-3')).toMatchObject({ title: 'Invoice (autumn)' });
    expect(await c.getDocument('_.releases.rAutumn')).toMatchObject({ state: 'active' });
  });

  it('publishes a scheduled release once its time has come', async () => {
    const c = client();
    await c.releases.create({ releaseId: 'rLater', metadata: { title: 'Later' } });
    await addVersion(c, 'rLater', 'page-later', { title: 'Published later' });
    await c.releases.schedule({ releaseId: 'rLater', publishAt: '2026-01-10T12:00:00Z' });
    expect(await c.getDocument('_.releases.rLater')).toMatchObject({
      state: 'scheduled',
      publishAt: '2026-01-10T12:00:00.000Z',
    });
    expect(await c.getDocument('page-later')).toBeUndefined();
    clock = new Date('2026-01-10T12:00:01Z');
    expect(await c.getDocument('page-later')).toMatchObject({ title: 'Published later' });
    expect(await c.getDocument('_.releases.rLater')).toMatchObject({ state: 'published' });
  });

  it('keeps system.* documents for its own actions, and takes the tools’ sanity.* ones', async () => {
    const c = client();
    await expect(c.create({ _id: '_.releases.rForged', _type: 'system.release' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await c.createOrReplace({ _id: 'drafts.secret-1', _type: 'sanity.previewUrlSecret', secret: 's' });
    expect(await c.getDocument('drafts.secret-1')).toMatchObject({ _type: 'sanity.previewUrlSecret' });
  });

  it('tells the studio it may create releases', async () => {
    const answer = await client()
      .withConfig({ apiVersion: 'X' })
      .request({ url: '/projects/local/new-content-release-allowed' });
    expect(answer).toMatchObject({ data: { orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: 0 } });
    expect(await client().request({ url: '/features' })).toContain('contentReleases');
  });
});

describe('document events (the history panel)', () => {
  it('tells the life of a document: created from the bundle, edited as a draft, published, unpublished', async () => {
    const c = client();
    await c.create({ _id: 'drafts.story', _type: 'page', title: 'A story' });
    await c.action({ actionType: 'sanity.action.document.publish', publishedId: 'story', draftId: 'drafts.story' });
    await c.action({ actionType: 'sanity.action.document.unpublish', publishedId: 'story', draftId: 'drafts.story' });
    const answer = await c.request<{ events: Record<string, Array<Record<string, unknown>>>; nextCursor: string }>({
      url: '/data/history/production/events/documents/drafts.story?limit=10',
    });
    expect(answer.nextCursor).toBe('');
    expect(answer.events['drafts.story']!.map((event) => event.type)).toEqual([
      'unpublishDocument',
      'publishDocumentVersion',
      'createDocumentVersion',
    ]);
    expect(answer.events['drafts.story']![1]).toMatchObject({
      documentId: 'story',
      versionId: 'drafts.story',
      publishCause: 'document.publish',
      versionRevisionId: expect.any(String),
      revisionId: expect.any(String),
    });
    const paged = await c.request<{ events: Record<string, unknown[]>; nextCursor: string }>({
      url: '/data/history/production/events/documents/story?limit=2',
    });
    expect(paged.events.story).toHaveLength(2);
    expect(paged.nextCursor).toBe('2');
  });

  it('leaves the mutations out of the transactions with excludeContent', async () => {
    const response = await fetch(url('data/history/production/transactions/page-3?excludeContent=true'));
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => !('mutations' in line))).toBe(true);
  });
});

describe('the Live Content API and the CORS check', () => {
  it('sends welcome, then a message naming the sync tag for each transaction', async () => {
    const events = client().live.events();
    const seen: Array<{ type: string; tags?: string[] }> = [];
    const done = new Promise<void>((resolve, reject) => {
      const subscription = events.subscribe({
        next(event) {
          seen.push(event as { type: string; tags?: string[] });
          if (event.type === 'welcome') void client().create({ _type: 'page', title: 'Live' });
          if (event.type === 'message') {
            subscription.unsubscribe();
            resolve();
          }
        },
        error: reject,
      });
    });
    await done;
    expect(seen[0]).toMatchObject({ type: 'welcome' });
    const syncTags = ((await client().fetch('count(*)', {}, { filterResponse: false })) as { syncTags: string[] })
      .syncTags;
    expect(seen[1]).toMatchObject({ type: 'message', tags: syncTags });
  });

  it('tells a listener without includeDrafts of published changes only, and one with it of drafts too', async () => {
    // The first message each listener gets, after a draft is written and then a published document.
    const listen = (includeDrafts: boolean) => {
      let opened = () => {};
      const welcome = new Promise<void>((resolve) => (opened = resolve));
      const message = new Promise<string>((resolve, reject) => {
        // The client asks for a token with includeDrafts; the lake reads none.
        const subscription = h
          .client(includeDrafts ? { token: 'local' } : {})
          .live.events({ includeDrafts })
          .subscribe({
            next(event) {
              if (event.type === 'welcome') opened();
              if (event.type === 'message') {
                subscription.unsubscribe();
                resolve(event.id);
              }
            },
            error: reject,
          });
      });
      return { welcome, message };
    };
    const publicOnly = listen(false);
    const withDrafts = listen(true);
    await Promise.all([publicOnly.welcome, withDrafts.welcome]);
    const draft = await client().create({ _id: 'drafts.live-draft', _type: 'page', title: 'Brouillon' });
    const published = await client().create({ _type: 'page', title: 'Publiée' });
    expect(await withDrafts.message).toBe(draft._rev);
    expect(await publicOnly.message).toBe(published._rev);
  });

  it('answers the document store’s ping of the dataset (data/ping/<dataset>)', async () => {
    const response = await fetch(url('data/ping/production'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('PONG');
  });

  it('answers /check/cors for the calling origin', async () => {
    const allowed = await fetch(url('check/cors'), { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(await allowed.json()).toEqual({ result: { allowed: true, withCredentials: true } });
    const refused = await fetch(url('check/cors'), { headers: { origin: 'https://elsewhere.example' } });
    expect(await refused.json()).toEqual({ result: { allowed: false, withCredentials: false } });
  });
});
