import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANDING_LOCALES, LOCALES } from '@paperwise/schemas/locales';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '@/env';
import { parseBundle, queryDocuments } from './embedded';
import { pickLocale } from './locale-string';
import * as queries from './queries';
import type { LocaleString } from './sanity.types';

const bundle = parseBundle(readFileSync(join(projectRoot(), 'content', 'bundle.ndjson'), 'utf8'));

/**
 * The parameters each query is run with against the bundled content. A new query without an entry
 * here fails the test: every query must be shown to work on the bundle.
 */
const cases: Record<string, Array<Record<string, unknown>>> = {
  SITE_SETTINGS_QUERY: [{}],
  HOME_PAGE_QUERY: LOCALES.map((locale) => ({ locale })),
  LANDING_PAGE_QUERY: LANDING_LOCALES.map((locale) => ({ locale, path: '/docs/' })),
  DEFAULT_DOCUMENTS_QUERY: LOCALES.map((locale) => ({ locale })),
  CONTENT_PATHS_QUERY: [{}],
  PAGE_QUERY: LOCALES.map((locale) => ({ locale, path: '/features/' })),
};

describe('every query against the bundled content', () => {
  for (const [name, query] of Object.entries(queries)) {
    it(`${name} has test parameters`, () => {
      expect(cases[name], `add ${name} to the cases of queries.test.ts`).toBeDefined();
    });
    for (const params of cases[name] ?? []) {
      it(`${name} ${JSON.stringify(params)} returns content`, async () => {
        const result = await queryDocuments<unknown>(bundle, query, params);
        expect(result).not.toBeNull();
        expect(result).not.toEqual([]);
      });
    }
  }

  it('resolves the template count of each language', async () => {
    const settings = await queryDocuments<{ templateCount: LocaleString }>(bundle, queries.SITE_SETTINGS_QUERY);
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, pickLocale(settings.templateCount, locale)]))).toEqual({
      en: '3,000+',
      de: '1.300',
      es: '1.200',
      fr: '1 300',
      it: '1.300',
      pt: '1.300',
    });
  });
});
