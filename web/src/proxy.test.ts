import { NextRequest, type NextResponse } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const known = vi.fn<() => Promise<ReadonlySet<string> | null>>();
const source = vi.fn(() => 'embedded');
const draft = vi.fn(() => false);
vi.mock('./content/content-paths', () => ({ knownContentPaths: () => known() }));
vi.mock('./env', () => ({ contentSource: () => source() }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft() }) }));

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
  source.mockReturnValue('embedded');
  draft.mockReturnValue(false);
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

  it('lets known pages through and records their language', async () => {
    for (const path of ['/docs/free-demo/', '/fr/docs/', '/fr/', '/search/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
    }
    expect((await get('/fr/docs/')).cookies.get('b_lang')?.value).toBe('fr');
    expect((await get('/fr/docs/', 'b_lang=fr')).cookies.get('b_lang')).toBeUndefined();
  });

  it('keeps the language cookie on a 404 too', async () => {
    expect((await get('/de/nothing/')).cookies.get('b_lang')?.value).toBe('de');
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
