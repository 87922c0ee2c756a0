import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { DEFAULT_DOCUMENTS_QUERY, HOME_PAGE_QUERY, CONTENT_PATHS_QUERY } from './queries';
import type { HOME_PAGE_QUERY_RESULT, CONTENT_PATHS_QUERY_RESULT } from './sanity.types';

const state = { problem: null as string | null };

const draftMode = vi.fn();
vi.mock('next/headers', () => ({ draftMode: () => draftMode() }));

// The clients are the same for Sanity and the local Content Lake (sanity-client.ts chooses the
// host): what fetchContent decides is which client and which options. local-lake.test.ts reads
// through the real client and the local lake.
const publishedFetch = vi.fn(async () => 'published');
const draftFetch = vi.fn(async () => 'draft');
vi.mock('./sanity-client', () => ({
  sanityClient: async () => ({ fetch: publishedFetch }),
  sanityDraftClient: async () => ({ fetch: draftFetch }),
  draftModeProblem: () => state.problem,
}));

const { fetchContent, isDraftMode } = await import('./fetch');
type ContentQuery = import('./fetch').ContentQuery;

const draftModeIs = (isEnabled: boolean) => draftMode.mockReturnValue(Promise.resolve({ isEnabled }));

beforeEach(() => {
  state.problem = null;
  draftMode.mockReset();
  publishedFetch.mockClear();
  draftFetch.mockClear();
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

  it('draft mode on: drafts through the draft client (the token with Sanity), never cached', async () => {
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
