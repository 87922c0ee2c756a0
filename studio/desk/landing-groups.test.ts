import { join } from 'node:path';
import { LANDING_LOCALES } from '@paperwise/schemas/locales';
import { afterAll, describe, expect, it } from 'vitest';
// The local Content Lake the studio edits, seeded from the bundle: the desk's filters run on the
// same documents, through the same API, as in the studio.
import { startContentLake, type LakeHarness } from '../../web/src/services/contract/content-lake-harness';
import { EXPERIMENT_FILTER, EXPERIMENTS_QUERY, PATH_FAMILIES, familyFilter } from './landing-groups';

const lakes: LakeHarness[] = [];
afterAll(() => Promise.all(lakes.map((lake) => lake.close())));

/** A lake seeded from the bundle, or from `documents`, queried as the studio does (published perspective). */
async function lakeOf(documents?: Array<Record<string, unknown>>) {
  const lake = await startContentLake(
    documents ? { documents } : { seedBundle: join(__dirname, '..', '..', 'content', 'bundle.ndjson') },
  );
  lakes.push(lake);
  const client = lake.client({ perspective: 'published' });
  return <T>(query: string, params: Record<string, unknown> = {}) => client.fetch<T>(query, params);
}

const queryBundle = await lakeOf();
const landing = await queryBundle<Array<{ _id: string }>>('*[_type == "landingPage"]{ _id }');

describe('the desk groups landing pages by address family and language', () => {
  it('puts every landing page in exactly one family of its language', async () => {
    const seen = new Map<string, string[]>();
    for (const family of PATH_FAMILIES) {
      for (const language of LANDING_LOCALES) {
        const ids = await queryBundle<string[]>(`*[${familyFilter(family)}]._id`, { language });
        for (const id of ids) seen.set(id, [...(seen.get(id) ?? []), `${family.id}/${language}`]);
      }
    }
    expect(landing.filter((doc) => seen.get(doc._id)?.length !== 1).map((doc) => doc._id)).toEqual([]);
    expect(seen.size).toBe(landing.length);
  });

  it('files addresses by their first segment', async () => {
    const familyOf = async (path: string) => {
      const query = await lakeOf([{ _id: 'x', _type: 'landingPage', language: 'en', path }]);
      for (const family of PATH_FAMILIES) {
        if ((await query<string[]>(`*[${familyFilter(family)}]._id`, { language: 'en' })).length) {
          return family.id;
        }
      }
      return null;
    };
    expect(await familyOf('/docs/ab/15.10.24/01/')).toBe('docs');
    expect(await familyOf('/lp/demo/')).toBe('lp');
    expect(await familyOf('/l/f/')).toBe('campaigns');
    expect(await familyOf('/lpx/')).toBe('other');
    expect(await familyOf('/landing/')).toBe('other');
  });

  it('lists each experiment once, with all its variants in every language', async () => {
    const experiments = await queryBundle<string[]>(EXPERIMENTS_QUERY);
    expect(experiments).toEqual(
      expect.arrayContaining([
        'docs-ab-15.10.24',
        'docs-ab-11.05.24',
        'docs-ab-23.09.24',
        'lp-ab-23.05.18',
        'lp-ab-23.06.14',
      ]),
    );
    expect(new Set(experiments).size).toBe(experiments.length);
    const variants = await queryBundle<Array<{ path: string; language: string }>>(
      `*[${EXPERIMENT_FILTER}]{ path, language }`,
      { experiment: 'docs-ab-15.10.24' },
    );
    expect(variants).toHaveLength(15); // 00 to 04 in en, fr, es
  });
});
