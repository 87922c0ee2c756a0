import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleDigest } from '@/embedded/content-lake/store';
import { contentBundlePath, dataDir, env, projectRoot } from '@/env';
import { fetchContent } from './fetch';
import {
  buildLakeDir,
  contentLake,
  expireBuildPagesWhenLakeChanged,
  lakeDiffersFromBuild,
  localContentApiHost,
  publishedTypesOf,
  revalidateLakeChanges,
  takePendingRevalidations,
} from './local-lake';
import { HOME_PAGE_QUERY, SITE_SETTINGS_QUERY } from './queries';
import { sanityClient, sanityDraftClient } from './sanity-client';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

/**
 * Without a Sanity project (what the tests run), the site's one content path: @sanity/client over
 * HTTP to this process's local Content Lake, which this test file opens on its own data folder
 * (tests/support/vitest-setup.ts), seeded from the bundle. These fail if the content stopped going
 * through the lake: a read that skipped it would not see what the lake changed, nor reach its
 * handler.
 */
const lake = contentLake()!;

afterEach(() => {
  revalidateTag.mockReset();
  takePendingRevalidations();
});

/** Sets the headline of a document's hero block. */
function setHeadline(doc: Record<string, unknown>, headline: string) {
  const hero = (doc.sections as Array<{ _type: string; headline?: string }>).find((s) => s._type === 'hero');
  expect(hero, `${String(doc._id)} opens with a hero`).toBeDefined();
  hero!.headline = headline;
}

/** Publishes a changed document straight in the lake's store, as the studio's publish would. */
function publishChange(id: string, change: (doc: Record<string, unknown>) => void) {
  return lake.store.transact((staging) => {
    const doc = staging.get(id);
    expect(doc, `${id} in the lake`).not.toBeNull();
    change(doc!);
    staging.put(id, doc, { createOrReplace: doc });
  });
}

describe('the local Content Lake as the content source', () => {
  it('is opened on the data folder (never the build folder outside a build), seeded from the bundle', () => {
    expect(contentLake()).toBe(lake);
    expect(dataDir()).not.toBe(join(projectRoot(), 'data'));
    expect(lake.store.seedDigest()).toBe(bundleDigest(readFileSync(contentBundlePath())));
    expect(lake.store.publishedChangedSinceSeed()).toBe(false);
  });

  it('is reached over HTTP on a loopback address: {apiHost}/v{apiVersion}/data/query/production', async () => {
    const apiHost = await localContentApiHost();
    expect(apiHost).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/embedded\/content-lake$/);
    const handler = vi.spyOn(lake, 'handler');
    const settings = await fetchContent(SITE_SETTINGS_QUERY, {}, ['siteSettings']);
    expect(settings).not.toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
    const [request, subpath] = handler.mock.calls[0]!;
    expect(subpath).toBe(`v${env().SANITY_API_VERSION}/data/query/production`);
    expect(new URL(request.url).searchParams.get('perspective')).toBe('published');
    expect((await sanityClient()).config().url).toBe(`${apiHost}/v${env().SANITY_API_VERSION}`);
  });

  it('answers a repeated read from its kept answers, without the handler, through a draft, and after a publish from the answer warmed for it', async () => {
    const params = { locale: 'it' };
    const first = await fetchContent(HOME_PAGE_QUERY, params, ['homePage']);
    const handler = vi.spyOn(lake, 'handler');
    expect(await fetchContent(HOME_PAGE_QUERY, params, ['homePage'])).toEqual(first);
    expect(handler).not.toHaveBeenCalled();
    const readOnce = await fetchContent(HOME_PAGE_QUERY, { locale: 'de' }, ['homePage']);
    expect(handler).toHaveBeenCalledTimes(1);
    // A draft changes no published document: the site's (published) answers stay kept, both of them.
    const home = lake.store.all().find((doc) => doc._type === 'homePage' && doc.language === 'it')!;
    lake.store.transact((staging) => {
      const draft = { ...staging.get(home._id)!, _id: `drafts.${home._id}` };
      staging.put(draft._id, draft, { createOrReplace: draft });
    });
    expect(await fetchContent(HOME_PAGE_QUERY, { locale: 'de' }, ['homePage'])).toEqual(readOnce);
    expect(await fetchContent(HOME_PAGE_QUERY, params, ['homePage'])).toEqual(first);
    expect(handler).toHaveBeenCalledTimes(1);
    // A published document is a write the site can see: the kept answers go. The lake evaluates
    // again those read twice (warm.ts) before the site asks: the Italian home page's next read is
    // a kept answer again, the German one, read twice now, too; a third, read once, is evaluated by
    // the handler.
    const readOnceFr = await fetchContent(HOME_PAGE_QUERY, { locale: 'fr' }, ['homePage']);
    expect(handler).toHaveBeenCalledTimes(2);
    lake.store.transact((staging) => {
      const unseen = { _id: 'local-lake-test-unseen', _type: 'localLakeTest' };
      staging.put(unseen._id, unseen, { createOrReplace: unseen });
    });
    await lake.warmed();
    expect(await fetchContent(HOME_PAGE_QUERY, params, ['homePage'])).toEqual(first);
    expect(await fetchContent(HOME_PAGE_QUERY, { locale: 'de' }, ['homePage'])).toEqual(readOnce);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(await fetchContent(HOME_PAGE_QUERY, { locale: 'fr' }, ['homePage'])).toEqual(readOnceFr);
    expect(handler).toHaveBeenCalledTimes(3);
    handler.mockRestore();
  });

  it('reads what the lake holds now: a publish is seen by the next read, with no file involved', async () => {
    const before = await fetchContent(HOME_PAGE_QUERY, { locale: 'fr' }, ['homePage']);
    expect(before).not.toBeNull();
    const home = lake.store.all().find((doc) => doc._type === 'homePage' && doc.language === 'fr');
    expect(home, 'the French home page in the lake').toBeDefined();
    const title = `Modèles publiés ${Date.now()}`;
    publishChange(home!._id, (doc) => setHeadline(doc, title));
    const after = await fetchContent(HOME_PAGE_QUERY, { locale: 'fr' }, ['homePage']);
    expect(JSON.stringify(after)).toContain(title);
    expect(lake.store.publishedChangedSinceSeed()).toBe(true);
  });

  it('draft mode reads the drafts over the published documents, needing no token', async () => {
    const home = lake.store.all().find((doc) => doc._type === 'homePage' && doc.language === 'es')!;
    const title = `Borrador ${Date.now()}`;
    lake.store.transact((staging) => {
      const draft = { ...staging.get(home._id)!, _id: `drafts.${home._id}` };
      setHeadline(draft, title);
      staging.put(draft._id, draft, { createOrReplace: draft });
    });
    const published = await fetchContent(HOME_PAGE_QUERY, { locale: 'es' }, ['homePage']);
    expect(JSON.stringify(published)).not.toContain(title);
    const draft = await (await sanityDraftClient()).fetch(HOME_PAGE_QUERY, { locale: 'es' }, { cache: 'no-store' });
    expect(JSON.stringify(draft)).toContain(title);
    // A draft changes no public page.
    expect(takePendingRevalidations()).toEqual([]);
  });

  it("the site's loopback address only reads: a write is refused, with Sanity's error shape", async () => {
    const apiHost = await localContentApiHost();
    const response = await fetch(`${apiHost}/v2025-09-01/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _type: 'note', title: 'x' } }] }),
    });
    expect(response.status).toBe(405);
    const body = (await response.json()) as { error: { type: string; description: string } };
    expect(body.error.type).toBe('httpMethodNotAllowed');
    expect(body.error.description).toMatch(/\/embedded\/content-lake\//);
    // A long query sent as POST is a read.
    const query = await fetch(`${apiHost}/v2025-09-01/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'count(*[_type == "homePage"])' }),
    });
    expect(((await query.json()) as { result: number }).result).toBeGreaterThan(0);
  });
});

describe('publish → revalidation', () => {
  it('names the types of the published documents a transaction wrote or deleted, not drafts or versions', () => {
    const change = (id: string, type: string, deleted = false) => ({
      id,
      before: { _id: id, _type: type },
      after: deleted ? null : { _id: id, _type: type },
      mutations: [],
      effects: { apply: [], revert: [] },
    });
    const transaction = (changes: ReturnType<typeof change>[]) => ({
      id: 't',
      seq: 2,
      timestamp: '2026-01-01T00:00:00Z',
      author: 'a',
      changes,
    });
    expect(
      publishedTypesOf(
        transaction([
          change('landingPage-en-x', 'landingPage'),
          change('drafts.landingPage-en-x', 'landingPage', true),
          change('legalDocument-eula-fr', 'legalDocument', true),
        ]),
      ),
    ).toEqual(['landingPage', 'legalDocument']);
    expect(
      publishedTypesOf(
        transaction([
          change('drafts.landingPage-en-x', 'landingPage'),
          change('versions.r1.homePage-fr', 'homePage'),
          change('_.releases.r1', 'system.release'),
        ]),
      ),
    ).toEqual([]);
  });

  it('expires the tags of a publish at once, when the lake route finishes its request', () => {
    const home = lake.store.all().find((doc) => doc._type === 'homePage' && doc.language === 'de')!;
    publishChange(home._id, (doc) => (doc.title = `Neu ${Date.now()}`));
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(revalidateLakeChanges()).toEqual(['homePage']);
    expect(revalidateTag).toHaveBeenCalledWith('homePage', { expire: 0 });
    // Each publish is revalidated once.
    expect(revalidateLakeChanges()).toEqual([]);
  });
});

describe('the build and a starting server', () => {
  it('a build reads a lake of its own, named by the bundle it is seeded from', () => {
    const digest = bundleDigest(readFileSync(contentBundlePath()));
    expect(buildLakeDir()).toBe(
      join(projectRoot(), 'web', '.next', 'cache', 'content-lake-build', digest.slice(0, 24)),
    );
    expect(() => buildLakeDir('/nowhere/bundle.ndjson')).toThrow(/cannot read the content bundle at \/nowhere/);
  });

  it("the build's pages are out of date when the lake was seeded from another bundle or published to", () => {
    // This file's lake was published to above.
    expect(lakeDiffersFromBuild(lake, lake.store.seedDigest()!)).toBe(true);
    expect(lakeDiffersFromBuild(lake, undefined)).toBe(true);
    const fresh = { store: { seedDigest: () => 'abc', publishedChangedSinceSeed: () => false } };
    expect(lakeDiffersFromBuild(fresh as unknown as typeof lake, 'abc')).toBe(false);
    expect(lakeDiffersFromBuild(fresh as unknown as typeof lake, 'abd')).toBe(true);
  });

  it("a starting server expires every content page stored before it, in Next's own record of tags", () => {
    const next = createRequire(join(projectRoot(), 'web', 'package.json'));
    const { tagsManifest } = next('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
      tagsManifest: Map<string, { expired?: number }>;
    };
    const before = Date.now();
    // Outside a build's code there is no built digest: the lake counts as different.
    expect(expireBuildPagesWhenLakeChanged()).toBe(true);
    expect(tagsManifest.get('content')?.expired).toBeGreaterThanOrEqual(before);
    expect(tagsManifest.get('content')?.expired).toBeLessThanOrEqual(Date.now());
  });
});
