import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness-for-file';
import { conforms } from './openapi';

const harness = harnessForFile(process.env);
const base = () => harness.base('cached-api');

type Doc = { id: number; label: string; url: string; thumb: string; search: string };
type SearchAnswer = { total: number; documents: Doc[] };

async function search(query: string, params = 'language=en&batch=12&page=0'): Promise<SearchAnswer> {
  const response = await fetch(`${base()}search/${encodeURIComponent(query)}/?${params}`);
  return (await conforms('/cached-api/search/{query}/', 'get', response)) as SearchAnswer;
}

function pngWidth(bytes: Uint8Array): number {
  expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(16);
}

describe('GET search/{query}/', () => {
  it('answers total and a batch of documents, the exact name first', async () => {
    const answer = await search('business-plan');
    expect(answer.total).toBeGreaterThan(1);
    expect(answer.documents.length).toBeLessThanOrEqual(12);
    expect(answer.documents[0]).toEqual({
      id: 99,
      label: 'Business Plan',
      url: 'business-plan-D99',
      thumb: expect.stringMatching(/imgs\/250px\/99\.png$/),
      search: '/search/?t=business-plan',
    });
  });

  it('is case- and accent-insensitive and matches word prefixes', async () => {
    const plain = await search('contrat-de-distribution', 'language=fr&batch=12&page=0');
    const shouted = await search('CONTRAT-DE-DISTRIBUTION', 'language=fr&batch=12&page=0');
    expect(shouted).toEqual(plain);
    expect(plain.documents[0]).toMatchObject({
      id: 101,
      label: 'Contrat de distribution',
      url: 'contrat-de-distribution-D101',
    });
    const unaccented = await search('acordo-de-distribuicao', 'language=pt&batch=12&page=0');
    expect(unaccented.documents[0]).toMatchObject({
      id: 101,
      label: 'Acordo de distribuição',
      url: 'acordo-de-distribuicao-D101',
    });
    const prefix = await search('distrib');
    expect(prefix.documents.map((d) => d.id)).toContain(101);
  });

  it("searches the language's names and falls back to English names", async () => {
    const german = await search('vertriebsvereinbarung', 'language=de&batch=12&page=0');
    expect(german.documents[0]).toMatchObject({ id: 101, label: 'Vertriebsvereinbarung' });
    // 4191 has only an English name: a German search still finds it, labelled in English.
    const fallback = await search('startup-business-plan', 'language=de&batch=12&page=0');
    expect(fallback.documents[0]).toMatchObject({ id: 4191, label: 'Startup Business Plan' });
  });

  it('pages through the results without overlap', async () => {
    const first = await search('agreement', 'language=en&batch=5&page=0');
    const second = await search('agreement', 'language=en&batch=5&page=1');
    expect(second.total).toBe(first.total);
    expect(first.documents).toHaveLength(5);
    const ids = new Set(first.documents.map((d) => d.id));
    expect(second.documents.some((d) => ids.has(d.id))).toBe(false);
  });

  it('answers total 0 when nothing matches, and for full-text syntax as plain words', async () => {
    expect(await search('qwxzzy')).toEqual({ total: 0, documents: [] });
    for (const query of ['"', '*', 'NEAR(a b)', 'name:agreement OR', '(((', "' OR 1=1 --"]) {
      const answer = await search(query);
      expect(answer.total).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses an unknown language or a batch that is not a number', async () => {
    for (const params of ['language=xx', 'batch=abc', 'batch=0', 'page=-1']) {
      const response = await fetch(`${base()}search/plan/?${params}`);
      expect(response.status, params).toBe(400);
      await conforms('/cached-api/search/{query}/', 'get', response);
    }
  });
});

describe('GET top50/', () => {
  it('answers up to 50 documents, the default landing ones first, in the asked language', async () => {
    const response = await fetch(`${base()}top50/?language=en&maximum=50&batch=50`);
    const { documents } = (await conforms('/cached-api/top50/', 'get', response)) as { documents: Doc[] };
    expect(documents).toHaveLength(50);
    expect(documents.slice(0, 4).map((d) => d.url)).toEqual([
      'distribution-agreement-D101',
      'marketing-plan-D102',
      'business-proposal-D103',
      'business-plan-D99',
    ]);
    const french = (await conforms(
      '/cached-api/top50/',
      'get',
      await fetch(`${base()}top50?language=fr&maximum=3&batch=50`),
    )) as {
      documents: Doc[];
    };
    expect(french.documents.map((d) => d.label)).toEqual([
      'Contrat de distribution',
      'Plan marketing',
      'Proposition commerciale',
    ]);
  });
});

describe('thumbnails', () => {
  it('serves 250px and 600px PNGs for catalogue ids and 404 otherwise', async () => {
    const small = await fetch(`${base()}imgs/250px/99.png`);
    expect(small.headers.get('content-type')).toBe('image/png');
    expect(pngWidth(new Uint8Array(await small.arrayBuffer()))).toBe(250);
    const large = await fetch(`${base()}imgs/600px/99.png`);
    expect(pngWidth(new Uint8Array(await large.arrayBuffer()))).toBe(600);
    for (const path of ['imgs/250px/1.png', 'imgs/300px/99.png', 'imgs/250px/99.jpg']) {
      expect((await fetch(`${base()}${path}`)).status, path).toBe(404);
    }
  });
});
