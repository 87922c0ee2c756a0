import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { DEFAULT_DOCUMENTS_QUERY, HOME_PAGE_QUERY, CONTENT_PATHS_QUERY } from './queries';
import type { HOME_PAGE_QUERY_RESULT, CONTENT_PATHS_QUERY_RESULT } from './sanity.types';

const state = { source: 'sanity' as 'sanity' | 'embedded', problem: null as string | null, inNext: true };
// A real file: the data cache's key holds its modification time and size.
const bundlePath = join(mkdtempSync(join(tmpdir(), 'fetch-test-')), 'bundle.ndjson');
writeFileSync(bundlePath, '{"_id":"a","_type":"x"}\n');
utimesSync(bundlePath, 1_700_000_000, 1_700_000_000);
vi.mock('@/env', () => ({
  contentSource: () => state.source,
  contentBundlePath: () => bundlePath,
  insideNextServer: () => state.inNext,
}));

const draftMode = vi.fn();
vi.mock('next/headers', () => ({ draftMode: () => draftMode() }));

const publishedFetch = vi.fn(async () => 'published');
const draftFetch = vi.fn(async () => 'draft');
vi.mock('./sanity-client', () => ({
  sanityClient: () => ({ fetch: publishedFetch }),
  sanityDraftClient: () => ({ fetch: draftFetch }),
  draftModeProblem: () => state.problem,
}));

const queryDocuments = vi.fn(async () => 'bundled');
const loadCurrentBundle = vi.fn(async () => ['bundle']);
vi.mock('./embedded', () => ({ loadCurrentBundle, queryDocuments }));

// Next's data cache, reduced to what the test needs to see: the tags of each cached read, and the
// function it runs (called through, as on a miss).
const cachedReads: { keyParts: string[]; tags: string[] }[] = [];
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[], options: { tags: string[] }) =>
    (...args: A) => {
      cachedReads.push({ keyParts, tags: options.tags });
      return fn(...args);
    },
}));

const { fetchContent, isDraftMode } = await import('./fetch');
type ContentQuery = import('./fetch').ContentQuery;

const draftModeIs = (isEnabled: boolean) => draftMode.mockReturnValue(Promise.resolve({ isEnabled }));

beforeEach(() => {
  state.source = 'sanity';
  state.problem = null;
  state.inNext = true;
  draftMode.mockReset();
  publishedFetch.mockClear();
  draftFetch.mockClear();
  queryDocuments.mockClear();
  loadCurrentBundle.mockClear();
  cachedReads.length = 0;
});

describe('fetchContent', () => {
  it('draft mode off: published content through the CDN client, with the cache tags', async () => {
    draftModeIs(false);
    expect(await fetchContent(HOME_PAGE_QUERY, { locale: 'en' }, ['homePage'])).toBe('published');
    expect(publishedFetch).toHaveBeenCalledWith(
      HOME_PAGE_QUERY,
      { locale: 'en' },
      {
        next: { tags: ['content', 'homePage'] },
      },
    );
    expect(draftFetch).not.toHaveBeenCalled();
  });

  it('draft mode on: drafts through the token client, never cached', async () => {
    draftModeIs(true);
    expect(await fetchContent(DEFAULT_DOCUMENTS_QUERY, { locale: 'fr' }, ['defaultDocuments'])).toBe('draft');
    expect(draftFetch).toHaveBeenCalledWith(DEFAULT_DOCUMENTS_QUERY, { locale: 'fr' }, { cache: 'no-store' });
    expect(publishedFetch).not.toHaveBeenCalled();
  });

  it('draft mode cookie without a usable configuration (no token): the published content', async () => {
    draftModeIs(true);
    state.problem = 'Draft mode needs SANITY_API_READ_TOKEN';
    expect(await fetchContent(CONTENT_PATHS_QUERY)).toBe('published');
    expect(draftFetch).not.toHaveBeenCalled();
  });

  it('publishedOnly: the published content even in draft mode (results shared with visitors)', async () => {
    draftModeIs(true);
    expect(await fetchContent(CONTENT_PATHS_QUERY, {}, ['landingPage'], { publishedOnly: true })).toBe('published');
    expect(draftFetch).not.toHaveBeenCalled();
  });

  it('outside a request (build, generateStaticParams): the published content', async () => {
    draftMode.mockImplementation(() => {
      throw new Error('`draftMode` was called outside a request scope.');
    });
    expect(await isDraftMode()).toBe(false);
    expect(await fetchContent(CONTENT_PATHS_QUERY)).toBe('published');
  });

  it('bundled content: read from the bundle as it is on disk, draft mode not even asked', async () => {
    state.source = 'embedded';
    draftModeIs(true);
    expect(await fetchContent(CONTENT_PATHS_QUERY, { a: 1 })).toBe('bundled');
    expect(loadCurrentBundle).toHaveBeenCalledWith(bundlePath);
    expect(queryDocuments).toHaveBeenCalledWith(['bundle'], CONTENT_PATHS_QUERY, { a: 1 });
    expect(draftMode).not.toHaveBeenCalled();
    expect(publishedFetch).not.toHaveBeenCalled();
    expect(draftFetch).not.toHaveBeenCalled();
  });

  it("bundled content in a page: through the data cache with Sanity's tags, so a publish revalidates it", async () => {
    state.source = 'embedded';
    expect(await fetchContent(HOME_PAGE_QUERY, { locale: 'de' }, ['homePage'])).toBe('bundled');
    expect(cachedReads).toEqual([
      { keyParts: ['bundle', bundlePath, '1700000000000:24'], tags: ['content', 'homePage'] },
    ]);
    // Every read looks at the file again (a stat; parsed again only when it changed).
    await fetchContent(HOME_PAGE_QUERY, { locale: 'de' }, ['homePage']);
    expect(loadCurrentBundle).toHaveBeenCalledTimes(2);
  });

  it('bundled content in a page: an edited bundle has entries of its own, never those of the file before it', async () => {
    state.source = 'embedded';
    writeFileSync(bundlePath, '{"_id":"b","_type":"x"}\n{"_id":"c","_type":"x"}\n');
    utimesSync(bundlePath, 1_700_000_100, 1_700_000_100);
    await fetchContent(HOME_PAGE_QUERY, { locale: 'de' }, ['homePage']);
    expect(cachedReads.at(-1)?.keyParts).toEqual(['bundle', bundlePath, '1700000100000:48']);
  });

  it('bundled content outside Next (unit tests, scripts): the file directly, there is no data cache', async () => {
    state.source = 'embedded';
    state.inNext = false;
    expect(await fetchContent(HOME_PAGE_QUERY, { locale: 'de' }, ['homePage'])).toBe('bundled');
    expect(cachedReads).toEqual([]);
    expect(queryDocuments).toHaveBeenCalledWith(['bundle'], HOME_PAGE_QUERY, { locale: 'de' });
  });

  it('bundled content for a shared list (publishedOnly): the file directly, not the data cache', async () => {
    state.source = 'embedded';
    expect(await fetchContent(CONTENT_PATHS_QUERY, {}, ['landingPage'], { publishedOnly: true })).toBe('bundled');
    expect(cachedReads).toEqual([]);
    expect(loadCurrentBundle).toHaveBeenCalledWith(bundlePath);
  });
});

describe('fetchContent types', () => {
  it('types each result by its query, as typegen generated it (a changed projection fails the type check)', () => {
    expectTypeOf<
      ReturnType<typeof fetchContent<typeof HOME_PAGE_QUERY>>
    >().resolves.toEqualTypeOf<HOME_PAGE_QUERY_RESULT>();
    expectTypeOf<
      ReturnType<typeof fetchContent<typeof CONTENT_PATHS_QUERY>>
    >().resolves.toEqualTypeOf<CONTENT_PATHS_QUERY_RESULT>();
    // A string that is not one of the project's queries is refused.
    expectTypeOf<'*[_type == "homePage"]'>().not.toExtend<ContentQuery>();
    expectTypeOf<typeof HOME_PAGE_QUERY>().toExtend<ContentQuery>();
  });
});
