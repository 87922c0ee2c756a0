import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../messages/en.json';
import { searchRequest, top50Request } from '@/engine/search-page';

/*
 * The transport only: the search rules themselves (requests, top-50 order, zero-result fallback)
 * are tested once, in engine/search-page.test.ts.
 */

const CACHED_API_URL = 'http://cached.example/api';
const doc = (n: number) => ({ label: `Doc ${n}`, url: `doc-${n}-D${n}`, thumb: `imgs/250px/${n}.png` });

/** template-search.ts with CACHED_API_URL set (or unset: the embedded API) in a fresh environment. */
async function searchApi(cachedApiUrl = CACHED_API_URL) {
  vi.resetModules();
  vi.stubEnv('CACHED_API_URL', cachedApiUrl);
  return import('./template-search');
}

function mockApi(answers: Record<string, unknown>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit) => {
      calls.push({ url: String(url), init });
      const key = Object.keys(answers).find((k) => String(url).includes(k));
      return key
        ? new Response(JSON.stringify(answers[key]), { status: 200 })
        : new Response('{"message":"no"}', { status: 500 });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the server’s cached-API transport', () => {
  it('GETs the rule’s request under CACHED_API_URL, as JSON, cached for five minutes', async () => {
    const { REVALIDATE_SECONDS, requestPath, searchTemplates } = await searchApi();
    const calls = mockApi({ 'search/loan-agreement/': { total: 2, documents: [doc(1), doc(2)] } });
    const result = await searchTemplates('loan-agreement', 'fr', 'contrat-de-distribution');
    expect(result.documents).toEqual([doc(1), doc(2)]);
    expect(calls.map((c) => c.url)).toEqual([
      'http://cached.example/api/search/loan-agreement/?language=fr&batch=12&page=0',
    ]);
    expect(requestPath(searchRequest('loan-agreement', 'fr'))).toBe(
      'search/loan-agreement/?language=fr&batch=12&page=0',
    );
    expect(calls[0]!.init.next?.revalidate).toBe(REVALIDATE_SECONDS);
    expect(REVALIDATE_SECONDS).toBe(300);
    expect(new Headers(calls[0]!.init.headers).get('accept')).toBe('application/json');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads the top-50 answer (no total) through its own schema', async () => {
    const { requestPath, searchTemplates } = await searchApi();
    const calls = mockApi({ 'top50/': { documents: [doc(0), doc(1), doc(2)] } });
    const result = await searchTemplates('business-document', 'en', 'x');
    expect(calls.map((c) => c.url)).toEqual([`${CACHED_API_URL}/${requestPath(top50Request())}`]);
    expect(result.documents).toHaveLength(3);
  });

  it('fails loudly on a broken answer or an HTTP error, so the page can fall back on the content’s defaults', async () => {
    const { searchTemplates } = await searchApi();
    mockApi({ 'search/x/': { total: 'many' } });
    await expect(searchTemplates('x', 'en', 'y')).rejects.toThrow();
    mockApi({ 'search/x/': { total: 1, documents: [{ label: '', url: 'a-D1', thumb: '' }] } });
    await expect(searchTemplates('x', 'en', 'y')).rejects.toThrow();
    mockApi({});
    await expect(searchTemplates('x', 'en', 'y')).rejects.toThrow(/HTTP 500/);
  });

  it('asks the embedded API in-process when CACHED_API_URL is unset: no request leaves the server', async () => {
    const { searchTemplates } = await searchApi('');
    const calls = mockApi({});
    const result = await searchTemplates('loan-agreement', 'en', 'business-plan');
    expect(result.documents.length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });
});

describe('the search page title', () => {
  it('reads “Download {document} Templates and Forms Now” in English', () => {
    expect(en.search.title.replace('{document}', 'Business Plan')).toBe(
      'Download Business Plan Templates and Forms Now',
    );
  });
});
