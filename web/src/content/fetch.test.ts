import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = { source: 'sanity' as 'sanity' | 'embedded', problem: null as string | null };
vi.mock('@/env', () => ({ contentSource: () => state.source, contentBundlePath: () => '/bundle.ndjson' }));

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
vi.mock('./embedded', () => ({ loadBundle: async () => ['bundle'], queryDocuments }));

const { fetchContent, isDraftMode } = await import('./fetch');

const draftModeIs = (isEnabled: boolean) => draftMode.mockReturnValue(Promise.resolve({ isEnabled }));

beforeEach(() => {
  state.source = 'sanity';
  state.problem = null;
  draftMode.mockReset();
  publishedFetch.mockClear();
  draftFetch.mockClear();
  queryDocuments.mockClear();
});

describe('fetchContent', () => {
  it('draft mode off: published content through the CDN client, with the cache tags', async () => {
    draftModeIs(false);
    expect(await fetchContent('*[_type == $t]', { t: 'homePage' }, ['homePage'])).toBe('published');
    expect(publishedFetch).toHaveBeenCalledWith(
      '*[_type == $t]',
      { t: 'homePage' },
      {
        next: { tags: ['content', 'homePage'] },
      },
    );
    expect(draftFetch).not.toHaveBeenCalled();
  });

  it('draft mode on: drafts through the token client, never cached', async () => {
    draftModeIs(true);
    expect(await fetchContent('*[_id == $id]', { id: 'x' }, ['homePage'])).toBe('draft');
    expect(draftFetch).toHaveBeenCalledWith('*[_id == $id]', { id: 'x' }, { cache: 'no-store' });
    expect(publishedFetch).not.toHaveBeenCalled();
  });

  it('draft mode cookie without a usable configuration (no token): the published content', async () => {
    draftModeIs(true);
    state.problem = 'Draft mode needs SANITY_API_READ_TOKEN';
    expect(await fetchContent('*')).toBe('published');
    expect(draftFetch).not.toHaveBeenCalled();
  });

  it('publishedOnly: the published content even in draft mode (results shared with visitors)', async () => {
    draftModeIs(true);
    expect(await fetchContent('*', {}, ['landingPage'], { publishedOnly: true })).toBe('published');
    expect(draftFetch).not.toHaveBeenCalled();
  });

  it('outside a request (build, generateStaticParams): the published content', async () => {
    draftMode.mockImplementation(() => {
      throw new Error('`draftMode` was called outside a request scope.');
    });
    expect(await isDraftMode()).toBe(false);
    expect(await fetchContent('*')).toBe('published');
  });

  it('bundled content: read from the bundle, draft mode not even asked', async () => {
    state.source = 'embedded';
    draftModeIs(true);
    expect(await fetchContent('*', { a: 1 })).toBe('bundled');
    expect(queryDocuments).toHaveBeenCalledWith(['bundle'], '*', { a: 1 });
    expect(draftMode).not.toHaveBeenCalled();
    expect(publishedFetch).not.toHaveBeenCalled();
    expect(draftFetch).not.toHaveBeenCalled();
  });
});
