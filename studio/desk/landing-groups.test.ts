import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANDING_LOCALES } from '@paperwise/schemas/locales';
import { describe, expect, it } from 'vitest';
// The site's GROQ engine over the bundle: the desk's filters run on the same documents the site serves.
import { parseBundle, queryDocuments } from '../../web/src/content/embedded';
import { EXPERIMENT_FILTER, EXPERIMENTS_QUERY, PATH_FAMILIES, familyFilter } from './landing-groups';

const bundle = parseBundle(readFileSync(join(__dirname, '..', '..', 'content', 'bundle.ndjson'), 'utf8'));
const landing = bundle.filter((doc) => doc._type === 'landingPage');

describe('the desk groups landing pages by address family and language', () => {
  it('puts every landing page in exactly one family of its language', async () => {
    const seen = new Map<string, string[]>();
    for (const family of PATH_FAMILIES) {
      for (const language of LANDING_LOCALES) {
        const ids = await queryDocuments<string[]>(bundle, `*[${familyFilter(family)}]._id`, { language });
        for (const id of ids) seen.set(id, [...(seen.get(id) ?? []), `${family.id}/${language}`]);
      }
    }
    expect(landing.filter((doc) => seen.get(doc._id)?.length !== 1).map((doc) => doc._id)).toEqual([]);
    expect(seen.size).toBe(landing.length);
  });

  it('files addresses by their first segment', async () => {
    const familyOf = async (path: string) => {
      const docs = [{ _id: 'x', _type: 'landingPage', language: 'en', path }];
      for (const family of PATH_FAMILIES) {
        if ((await queryDocuments<string[]>(docs, `*[${familyFilter(family)}]._id`, { language: 'en' })).length) {
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
    const experiments = await queryDocuments<string[]>(bundle, EXPERIMENTS_QUERY);
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
    const variants = await queryDocuments<Array<{ path: string; language: string }>>(
      bundle,
      `*[${EXPERIMENT_FILTER}]{ path, language }`,
      { experiment: 'docs-ab-15.10.24' },
    );
    expect(variants).toHaveLength(15); // 00 to 04 in en, fr, es
  });
});
