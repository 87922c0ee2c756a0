import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { searchTemplates } from './search-api';

const BASE = 'http://127.0.0.1:9/embedded/cached-api/';
const doc = (n: number) => ({ label: `Doc ${n}`, url: `doc-${n}-D${n}`, thumb: `imgs/250px/${n}.png` });

function mockApi(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
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

describe('searchTemplates', () => {
  it('searches the keyword in the page language, batch 12, page 0', async () => {
    const calls = mockApi({ 'search/loan-agreement/': { total: 2, documents: [doc(1), doc(2)] } });
    const result = await searchTemplates(BASE, 'loan-agreement', 'fr', 'contrat-de-distribution');
    expect(result).toEqual({ keyword: 'loan-agreement', documents: [doc(1), doc(2)], fellBack: false });
    expect(calls).toEqual([`${BASE}search/loan-agreement/?language=fr&batch=12&page=0`]);
  });

  it('uses the default keyword when the search finds nothing', async () => {
    const calls = mockApi({
      'search/zzz/': { total: 0, documents: [] },
      'search/business-and-legal-documents/': { total: 1, documents: [doc(7)] },
    });
    const result = await searchTemplates(BASE, 'zzz', 'en', 'business-and-legal-documents');
    expect(result).toEqual({ keyword: 'business-and-legal-documents', documents: [doc(7)], fellBack: true });
    expect(calls).toHaveLength(2);
  });

  it('reads the English top-50 list for business-legal-forms, first 12 with the third in front', async () => {
    const list = Array.from({ length: 50 }, (_, i) => doc(i));
    const calls = mockApi({ 'top50/': { documents: list } });
    const result = await searchTemplates(BASE, 'business-legal-forms', 'es', 'plan-de-marketing');
    expect(calls).toEqual([`${BASE}top50/?language=en&maximum=50&batch=50`]);
    expect(result.documents.map((d) => d.label)).toEqual([2, 0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => `Doc ${n}`));
    expect(result.fellBack).toBe(false);
  });

  it('fails loudly on a broken answer, so the page can fall back on the content’s defaults', async () => {
    mockApi({ 'search/x/': { total: 'many' } });
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
