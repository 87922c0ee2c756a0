import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CachedApiLookups, CachedApiRequest } from '@/engine/search-page';
import type { SearchDocument } from '@/services/template-search';

/*
 * The request as an attacker may send it: every header that could name a host points elsewhere.
 * The page's data must not depend on any of them (only the b_search cookie is read).
 */
const HOSTILE = 'evil.example';
const cookieJar = new Map<string, string>();
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      host: `${HOSTILE}:8080`,
      'x-forwarded-host': `${HOSTILE}:8080`,
      'x-forwarded-proto': 'https',
      forwarded: `host=${HOSTILE};proto=https`,
    }),
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name)! } : undefined),
  }),
}));

async function searchData(variables: Record<string, string> = {}) {
  vi.resetModules();
  for (const name of ['CACHED_API_URL', 'WEBAPP_URL']) vi.stubEnv(name, variables[name] ?? '');
  return import('./search-data');
}

function stubFetch(answer: (url: string) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      return Response.json(answer(url));
    }),
  );
  return calls;
}

/** A cached API that answers every search with `documents` and records what was asked. */
function fakeLookups(documents: SearchDocument[]) {
  const asked: CachedApiRequest[] = [];
  const lookups: CachedApiLookups<SearchDocument> = {
    search: async (request) => {
      asked.push(request);
      return { total: documents.length, documents };
    },
    top50: async (request) => {
      asked.push(request);
      return { documents };
    },
  };
  return { lookups, asked };
}

const good = (n: number): SearchDocument => ({
  label: `Doc ${n}`,
  url: `doc-${n}-D${n}`,
  thumb: `imgs/250px/${n}.png`,
});

beforeEach(() => cookieJar.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the search page’s data and a forged X-Forwarded-Host', () => {
  it('with the embedded cached API: searches in-process, fetches nothing, links stay on the embedded web app', async () => {
    const calls = stubFetch(() => ({ error: 'no' }));
    const { loadSearchData } = await searchData();
    const result = await loadSearchData('en', 'contract');
    expect(calls).toEqual([]);
    expect(result.unavailable).toBe(false);
    expect(result.cards.length).toBeGreaterThan(0);
    for (const card of result.cards) expect(card.href).toMatch(/^\/embedded\/webapp\/[^/]/);
    expect(JSON.stringify(result)).not.toContain(HOSTILE);
  });

  it('with CACHED_API_URL: fetches only that URL, whatever the request headers say', async () => {
    const calls = stubFetch(() => ({ total: 1, documents: [good(1)] }));
    const { loadSearchData } = await searchData({ CACHED_API_URL: 'https://cached.example/api' });
    const result = await loadSearchData('en', 'contract');
    expect(calls).toEqual(['https://cached.example/api/search/contract/?language=en&batch=12&page=0']);
    expect(result.cards.map((c) => c.href)).toEqual(['/embedded/webapp/doc/doc-1-D1?lang=en&lib=en']);
  });

  it('links to a configured web app by its own URL', async () => {
    const { loadSearchData } = await searchData({ WEBAPP_URL: 'https://app.example.com/' });
    const result = await loadSearchData('en', 'contract', fakeLookups([good(1)]).lookups);
    expect(result.cards.map((c) => c.href)).toEqual(['https://app.example.com/doc/doc-1-D1?lang=en&lib=en']);
  });
});

describe('results whose address is not a web-app path', () => {
  it('are left out, logged once without the addresses, and the page still gets its cards', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hostile = [
      'https://x',
      '//evil.com',
      'javascript:alert(1)',
      '../../account-D1',
      'https://x/?ssotoken=secret',
    ];
    const documents = [good(1), ...hostile.map((url, i) => ({ ...good(10 + i), url })), good(2)];
    const { loadSearchData } = await searchData();
    const result = await loadSearchData('en', 'contract', fakeLookups(documents).lookups);
    expect(result.cards.map((c) => c.url)).toEqual(['doc-1-D1', 'doc-2-D2']);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = String(warn.mock.calls[0]![0]);
    expect(logged).toContain(String(hostile.length));
    for (const url of hostile) expect(logged).not.toContain(url);
    expect(logged).not.toContain('secret');
  });
});

describe('dot keywords', () => {
  it('q of ".", ".." or blanks counts as absent: the default keyword is searched, not search/../', async () => {
    const { loadSearchData } = await searchData();
    const plain = fakeLookups([good(1)]);
    const expected = (await loadSearchData('en', undefined, plain.lookups)).asked;
    for (const q of ['..', '.', ' .. ', '   ', ['..']]) {
      const { lookups, asked } = fakeLookups([good(1)]);
      const result = await loadSearchData('en', q, lookups);
      expect(result.asked, JSON.stringify(q)).toBe(expected);
      expect(asked.map((r) => r.path)).toEqual(plain.asked.map((r) => r.path));
      expect(asked.every((r) => !/(^|\/)\.\.?\//.test(r.path))).toBe(true);
    }
  });

  it('then the last search from the cookie, unless that is a dot keyword too', async () => {
    const { loadSearchData } = await searchData();
    const expected = (await loadSearchData('en', undefined, fakeLookups([good(1)]).lookups)).asked;
    cookieJar.set('b_search', 'loan-agreement');
    expect((await loadSearchData('en', '..', fakeLookups([good(1)]).lookups)).asked).toBe('loan-agreement');
    cookieJar.set('b_search', '..');
    expect((await loadSearchData('en', undefined, fakeLookups([good(1)]).lookups)).asked).toBe(expected);
  });
});
