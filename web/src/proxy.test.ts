import { NextRequest, type NextResponse } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const known = vi.fn<() => Promise<ReadonlySet<string> | null>>();
const source = vi.fn(() => 'embedded');
const draft = vi.fn(() => false);
const benchEmptyPage = vi.fn<() => '0' | '1' | undefined>(() => undefined);
const unknownMiddleware = vi.fn<() => Promise<ReadonlyMap<string, string> | null>>();
vi.mock('./content/content-paths', () => ({
  knownContentPaths: () => known(),
  unknownMiddlewarePaths: () => unknownMiddleware(),
}));
vi.mock('./env', () => ({ contentSource: () => source(), env: () => ({ BENCH_EMPTY_PAGE: benchEmptyPage() }) }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft() }) }));
// No experiment runs here (experiments.spec.ts and experiments/at-request.test.ts test them).
vi.mock('./experiments/registry', () => ({
  experimentRegistry: async () => ({ byAddress: new Map(), byId: new Map() }),
}));

const { default: proxy } = await import('./proxy');

const ORIGIN = 'http://127.0.0.1:3000';
// Every answer here is a NextResponse (only refused paths get a plain Response, tested in path-guard).
const get = async (path: string, cookie?: string) =>
  (await proxy(new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }))) as NextResponse;

/** Where a rewrite or redirect leads, as path and query (NextRequest names loopback 'localhost'). */
const target = (value: string | null) => (value ? new URL(value).pathname + new URL(value).search : null);

beforeEach(() => {
  known.mockClear();
  known.mockResolvedValue(new Set(['/en/docs/free-demo/', '/fr/docs/']));
  unknownMiddleware.mockResolvedValue(new Map());
  source.mockReturnValue('embedded');
  draft.mockReturnValue(false);
  benchEmptyPage.mockReturnValue(undefined);
});

describe('proxy', () => {
  it('serves the 404 page of the path’s language, with status 404, for a path no page claims', async () => {
    const response = await get('/fr/no-such-page/');
    expect(response.status).toBe(404);
    expect(target(response.headers.get('x-middleware-rewrite'))).toBe('/fr/page-not-found/');
    const english = await get('/docs/nothing/?q=1');
    expect(english.status).toBe(404);
    expect(target(english.headers.get('x-middleware-rewrite'))).toBe('/en/page-not-found/');
  });

  it('serves the "Unknown middleware" page of the language, with status 500, for a page naming an unknown layout', async () => {
    unknownMiddleware.mockResolvedValue(new Map([['/fr/docs/', 'the headerKind "banner"']]));
    const response = await get('/fr/docs/?x=1');
    expect(response.status).toBe(500);
    expect(target(response.headers.get('x-middleware-rewrite'))).toBe('/fr/unknown-middleware/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The other pages are untouched.
    expect((await get('/docs/free-demo/')).status).toBe(200);
    expect((await get('/docs/free-demo/')).headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('lets shared caches keep a 404 for a minute only, not the year Next gives the 404 page', async () => {
    expect((await get('/fr/no-such-page/')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect((await get('/og/fr/no-such-page/image.png')).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60',
    );
  });

  it('lets known pages through, leaving their caching to Next', async () => {
    for (const path of ['/docs/free-demo/', '/fr/docs/', '/fr/', '/search/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBeNull();
    }
  });

  it('sets no cookie on a page response, whatever the language or the cookies sent', async () => {
    for (const [path, cookie] of [
      ['/fr/docs/', undefined],
      ['/fr/docs/', 'b_lang=de'],
      ['/docs/free-demo/', undefined],
      ['/de/nothing/', undefined],
      ['/en/docs/', undefined],
    ] as const) {
      const response = await get(path, cookie);
      expect(response.headers.get('set-cookie'), path).toBeNull();
      expect(response.cookies.getAll(), path).toEqual([]);
    }
  });

  it('serves the empty benchmark page only when the server is told to', async () => {
    for (const path of ['/bench-empty/', '/fr/bench-empty/']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(target((await get('/fr/bench-empty/')).headers.get('x-middleware-rewrite'))).toBe('/fr/page-not-found/');
    benchEmptyPage.mockReturnValue('1');
    for (const path of ['/bench-empty/', '/fr/bench-empty/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
    }
  });

  it('redirects /en/... to the unprefixed path before anything else', async () => {
    const response = await get('/en/no-such-page/?a=1');
    expect(response.status).toBe(308);
    expect(target(response.headers.get('location'))).toBe('/no-such-page/?a=1');
  });

  it('leaves non-page paths alone', async () => {
    const response = await get('/embedded/userbase/user/');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(known).not.toHaveBeenCalled();
  });

  it('leaves the site icons alone', async () => {
    for (const path of ['/icon.svg', '/apple-icon.png']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
      expect(response.cookies.get('b_lang'), path).toBeUndefined();
    }
    expect(known).not.toHaveBeenCalled();
  });

  it.each([
    ['/og/en/docs/free-demo/image.png', 200],
    ['/og/fr/docs/image.png', 200],
    ['/og/de/image.png', 200],
    ['/og/it/company/eula/image.png', 200],
    ['/og/fr/no-such-page/image.png', 404],
    ['/og/en/docs/nothing/image.png', 404],
    ['/og/xx/image.png', 404],
    ['/og/en/docs/free-demo/other.png', 404],
    ['/og/en/docs/free-demo/', 404],
    ['/og/', 404],
  ])(
    'lets the share image %s through only for a page the site has (%i), without a language cookie',
    async (path, status) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.cookies.get('b_lang')).toBeUndefined();
    },
  );

  it('lets an editor in draft mode reach a path the published list lacks (Sanity source only)', async () => {
    source.mockReturnValue('sanity');
    draft.mockReturnValue(true);
    expect((await get('/docs/draft-only/')).headers.get('x-middleware-rewrite')).toBeNull();
    // Not in draft mode, or with the bundled content (no draft mode there): the 404 page.
    draft.mockReturnValue(false);
    expect((await get('/docs/draft-only/')).status).toBe(404);
    source.mockReturnValue('embedded');
    draft.mockReturnValue(true);
    expect((await get('/docs/draft-only/')).status).toBe(404);
  });

  it('lets paths through when the landing pages cannot be listed (the landing route decides)', async () => {
    known.mockResolvedValue(null);
    expect((await get('/docs/anything/')).headers.get('x-middleware-rewrite')).toBeNull();
  });
});
