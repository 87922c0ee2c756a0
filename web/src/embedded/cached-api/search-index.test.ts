import { describe, expect, it } from 'vitest';
import type { Template } from './catalogue';
import { createSearchIndex, queryWords } from './search-index';

const templates: Template[] = [
  { id: 1, area: 'finance', kind: 'plan', en: 'Business Plan', fr: "Plan d'affaires" },
  { id: 2, area: 'operations', kind: 'plan', en: 'Business Continuity Plan' },
  { id: 3, area: 'legal', kind: 'agreement', en: 'Distribution Agreement', pt: 'Acordo de distribuição' },
  { id: 4, area: 'hr', kind: 'form', en: 'Employee Évaluation Form' },
  { id: 5, area: 'legal', kind: 'letter', en: 'Demand Letter' },
];
const index = createSearchIndex(templates, '/cached/');
/** The ids of the first page of English results for `query`, in the order found. */
const idsFound = (query: string) => index.search(query, 'en', 12, 0).documents.map((d) => d.id);

describe('queryWords', () => {
  it('keeps runs of letters and digits only, so no input is FTS5 syntax', () => {
    expect(queryWords('business-plan')).toEqual(['business', 'plan']);
    expect(queryWords('"NEAR(a b)*" OR name:x')).toEqual(['near', 'a', 'b', 'or', 'name', 'x']);
    expect(queryWords('contrat_de_distribution')).toEqual(['contrat', 'de', 'distribution']);
    expect(queryWords('---')).toEqual([]);
  });
});

describe('search', () => {
  it('ranks the template named exactly like the query first, then shorter names', () => {
    expect(idsFound('business-plan')).toEqual([1, 2]);
    expect(idsFound('plan business')).toEqual([1, 2]);
  });

  it('is case- and accent-insensitive both ways and matches prefixes', () => {
    expect(idsFound('EVALUATION')).toEqual([4]);
    expect(index.search('distribuicao', 'pt', 12, 0).documents[0]).toMatchObject({
      id: 3,
      label: 'Acordo de distribuição',
    });
    expect(index.search('distribuição', 'pt', 12, 0).total).toBe(1);
    expect(idsFound('contin')).toEqual([2]);
  });

  it('searches names in the language, English where there is none', () => {
    expect(index.search('affaires', 'fr', 12, 0).documents[0]).toMatchObject({ id: 1, url: 'plan-d-affaires-D1' });
    expect(index.search('affaires', 'en', 12, 0).total).toBe(0);
    expect(index.search('continuity', 'fr', 12, 0).documents[0]).toMatchObject({
      id: 2,
      label: 'Business Continuity Plan',
    });
  });

  it('matches by area and kind after names', () => {
    expect(idsFound('legal').sort()).toEqual([3, 5]);
  });

  it('falls back to any long word when all words together find nothing; short words alone never match', () => {
    expect(idsFound('demand-and-continuity').sort()).toEqual([2, 5]);
    expect(index.search('zz-of-de', 'en', 12, 0)).toEqual({ total: 0, documents: [] });
  });

  it('builds documents with the thumb under the base and the search path', () => {
    expect(index.search('demand', 'en', 12, 0).documents[0]).toEqual({
      id: 5,
      label: 'Demand Letter',
      url: 'demand-letter-D5',
      thumb: '/cached/imgs/250px/5.png',
      search: '/search/?t=demand-letter',
    });
  });

  it('pages and counts', () => {
    const all = index.search('plan', 'en', 1, 0);
    expect(all.total).toBe(2);
    expect(all.documents).toHaveLength(1);
    expect(index.search('plan', 'en', 1, 1).documents[0]!.id).not.toBe(all.documents[0]!.id);
    expect(index.search('plan', 'en', 1, 5).documents).toEqual([]);
  });
});
