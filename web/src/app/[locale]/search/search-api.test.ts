import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { requestUrl, searchRequest, top50Request } from '@/engine/search-page';
import { REVALIDATE_SECONDS, searchTemplates } from './search-api';

/*
 * The transport only: the search rules themselves (requests, top-50 order, zero-result fallback)
 * are tested once, in engine/search-page.test.ts.
 */

const BASE = 'http://127.0.0.1:9/embedded/cached-api/';
const doc = (n: number) => ({ label: `Doc ${n}`, url: `doc-${n}-D${n}`, thumb: `imgs/250px/${n}.png` });

function mockApi(answers: Record<string, unknown>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const key = Object.keys(answers).find((k) => url.includes(k));
      return key
        ? new Response(JSON.stringify(answers[key]), { status: 200 })
        : new Response('{"message":"no"}', { status: 500 });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the server’s cached-API transport', () => {
  it('GETs the rule’s request under the base, as JSON, cached for five minutes', async () => {
    const calls = mockApi({ 'search/loan-agreement/': { total: 2, documents: [doc(1), doc(2)] } });
    const result = await searchTemplates(BASE, 'loan-agreement', 'fr', 'contrat-de-distribution');
    expect(result.documents).toEqual([doc(1), doc(2)]);
    expect(calls.map((c) => c.url)).toEqual([requestUrl(BASE, searchRequest('loan-agreement', 'fr'))]);
    expect(calls[0]!.init.next?.revalidate).toBe(REVALIDATE_SECONDS);
    expect(REVALIDATE_SECONDS).toBe(300);
    expect(new Headers(calls[0]!.init.headers).get('accept')).toBe('application/json');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads the top-50 answer (no total) through its own schema', async () => {
    const calls = mockApi({ 'top50/': { documents: [doc(0), doc(1), doc(2)] } });
    const result = await searchTemplates(BASE, 'business-document', 'en', 'x');
    expect(calls.map((c) => c.url)).toEqual([requestUrl(BASE, top50Request())]);
    expect(result.documents).toHaveLength(3);
  });

  it('fails loudly on a broken answer or an HTTP error, so the page can fall back on the content’s defaults', async () => {
    mockApi({ 'search/x/': { total: 'many' } });
    await expect(searchTemplates(BASE, 'x', 'en', 'y')).rejects.toThrow();
    mockApi({ 'search/x/': { total: 1, documents: [{ label: '', url: 'a-D1', thumb: '' }] } });
    await expect(searchTemplates(BASE, 'x', 'en', 'y')).rejects.toThrow();
    mockApi({});
    await expect(searchTemplates(BASE, 'x', 'en', 'y')).rejects.toThrow(/HTTP 500/);
  });
});

describe('the search page title', () => {
  it('reads “Download {document} Templates and Forms Now” in English', () => {
    expect(en.search.title.replace('{document}', 'Business Plan')).toBe(
      'Download Business Plan Templates and Forms Now',
    );
  });
});
