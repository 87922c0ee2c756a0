import { describe, expect, it } from 'vitest';
import {
  isTop50Keyword,
  pickTop50,
  requestUrl,
  resolveSearchKeyword,
  searchRequest,
  searchTemplates,
  top50Request,
  type CachedApiLookups,
  type CachedApiRequest,
} from './search-page';

describe('resolveSearchKeyword', () => {
  it('takes q first', () => {
    expect(resolveSearchKeyword('loan-agreement', 'business-plan', 'business-and-legal-documents')).toBe(
      'loan-agreement',
    );
  });
  it('falls back to the search cookie, then to the locale default', () => {
    expect(resolveSearchKeyword(undefined, 'business-plan', 'contrat-de-distribution')).toBe('business-plan');
    expect(resolveSearchKeyword(undefined, undefined, 'contrat-de-distribution')).toBe('contrat-de-distribution');
  });
  it('treats an empty or blank q or cookie as missing', () => {
    expect(resolveSearchKeyword('', '  ', 'plan-de-marketing')).toBe('plan-de-marketing');
    expect(resolveSearchKeyword('   ', 'nda', 'x')).toBe('nda');
  });
  it('uses the first q when the parameter is repeated, and trims it', () => {
    expect(resolveSearchKeyword([' lease ', 'other'], undefined, 'x')).toBe('lease');
  });
  it('cuts an overlong keyword', () => {
    expect(resolveSearchKeyword('a'.repeat(500), undefined, 'x')).toHaveLength(100);
  });
});

describe('isTop50Keyword', () => {
  it('sends business-document(s) and business-legal-forms to the top-50 list', () => {
    expect(isTop50Keyword('business-document')).toBe(true);
    expect(isTop50Keyword('business-documents')).toBe(true);
    expect(isTop50Keyword('business-legal-forms')).toBe(true);
    expect(isTop50Keyword('Business-Legal-Forms ')).toBe(true);
  });
  it('searches for everything else', () => {
    expect(isTop50Keyword('business-plan')).toBe(false);
    expect(isTop50Keyword('business-and-legal-documents')).toBe(false);
    expect(isTop50Keyword('business')).toBe(false);
  });
});

describe('cached API requests', () => {
  const base = 'http://127.0.0.1:3000/embedded/cached-api/';
  it('asks the top-50 list in English, 50 at most, in one batch of 50', () => {
    expect(requestUrl(base, top50Request())).toBe(
      'http://127.0.0.1:3000/embedded/cached-api/top50/?language=en&maximum=50&batch=50',
    );
  });
  it('searches in the page’s language, batch 12, page 0, with the keyword as a path segment', () => {
    expect(requestUrl(base, searchRequest('contrat-de-distribution', 'fr'))).toBe(
      'http://127.0.0.1:3000/embedded/cached-api/search/contrat-de-distribution/?language=fr&batch=12&page=0',
    );
    expect(requestUrl(base, searchRequest('a/b ?c', 'en'))).toBe(
      'http://127.0.0.1:3000/embedded/cached-api/search/a%2Fb%20%3Fc/?language=en&batch=12&page=0',
    );
  });
});

describe('pickTop50', () => {
  it('keeps the first 12 and moves the third to the front', () => {
    const list = Array.from({ length: 50 }, (_, i) => i);
    expect(pickTop50(list)).toEqual([2, 0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
  it('copes with short lists', () => {
    expect(pickTop50([0, 1, 2])).toEqual([2, 0, 1]);
    expect(pickTop50([0, 1])).toEqual([0, 1]);
    expect(pickTop50([])).toEqual([]);
  });
  it('does not change the list it is given', () => {
    const list = [0, 1, 2, 3];
    pickTop50(list);
    expect(list).toEqual([0, 1, 2, 3]);
  });
});

describe('searchTemplates (the rules over any transport)', () => {
  /** A fake cached API: answers by path, and remembers what was asked. */
  function fakeApi(answers: Record<string, { total?: number; documents: number[] }>) {
    const asked: CachedApiRequest[] = [];
    const answer = (request: CachedApiRequest) => {
      asked.push(request);
      const found = answers[request.path];
      if (!found) throw new Error(`unexpected ${request.path}`);
      return found;
    };
    const lookups: CachedApiLookups<number> = {
      search: async (request) => {
        const { total = 0, documents } = answer(request);
        return { total, documents };
      },
      top50: async (request) => ({ documents: answer(request).documents }),
    };
    return { asked, lookups };
  }

  it('searches the keyword in the page’s language and keeps a non-empty answer', async () => {
    const { asked, lookups } = fakeApi({ 'search/loan-agreement/': { total: 31, documents: [7, 8] } });
    expect(await searchTemplates(lookups, 'loan-agreement', 'fr', 'contrat-de-distribution')).toEqual({
      keyword: 'loan-agreement',
      documents: [7, 8],
      fellBack: false,
    });
    expect(asked).toEqual([searchRequest('loan-agreement', 'fr')]);
  });

  it('uses the locale’s default keyword when the total is zero', async () => {
    const { asked, lookups } = fakeApi({
      'search/zzz/': { total: 0, documents: [] },
      'search/plan-de-marketing/': { total: 4, documents: [1, 2] },
    });
    expect(await searchTemplates(lookups, 'zzz', 'es', 'plan-de-marketing')).toEqual({
      keyword: 'plan-de-marketing',
      documents: [1, 2],
      fellBack: true,
    });
    expect(asked.map((r) => r.path)).toEqual(['search/zzz/', 'search/plan-de-marketing/']);
  });

  it('asks only once when the default keyword itself finds nothing', async () => {
    const { asked, lookups } = fakeApi({ 'search/x/': { total: 0, documents: [] } });
    expect(await searchTemplates(lookups, 'x', 'en', 'x')).toEqual({ keyword: 'x', documents: [], fellBack: false });
    expect(asked).toHaveLength(1);
  });

  it('reads the top-50 list for the top-50 keywords, reordered, whatever the page’s language', async () => {
    const list = Array.from({ length: 50 }, (_, i) => i);
    const { asked, lookups } = fakeApi({ 'top50/': { documents: list } });
    const outcome = await searchTemplates(lookups, 'business-legal-forms', 'es', 'plan-de-marketing');
    expect(asked).toEqual([top50Request()]);
    expect(outcome).toEqual({ keyword: 'business-legal-forms', documents: pickTop50(list), fellBack: false });
  });

  it('falls back from an empty top-50 list too', async () => {
    const { lookups } = fakeApi({ 'top50/': { documents: [] }, 'search/business-plan/': { total: 1, documents: [9] } });
    expect(await searchTemplates(lookups, 'business-document', 'en', 'business-plan')).toMatchObject({
      keyword: 'business-plan',
      documents: [9],
      fellBack: true,
    });
  });

  it('lets a failing transport fail the call (the page then shows the content’s defaults)', async () => {
    const lookups: CachedApiLookups<number> = {
      search: () => Promise.reject(new Error('down')),
      top50: () => Promise.reject(new Error('down')),
    };
    await expect(searchTemplates(lookups, 'nda', 'en', 'x')).rejects.toThrow('down');
  });
});
