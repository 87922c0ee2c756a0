import { describe, expect, it } from 'vitest';
import {
  isTop50Keyword,
  pickTop50,
  requestUrl,
  resolveSearchKeyword,
  searchRequest,
  top50Request,
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
