// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@paperwise/schemas/locales';
import { pageOf, sectionOf, serverBlockRenderer } from '../shared/test-support';
import type { SectionOf } from '../types';
import { Claims } from './Claims';

/*
 * The claims as the bundled content states them: no mocked settings, the site settings are read
 * from this file's local Content Lake, seeded from content/bundle.ndjson. The figures are the
 * specification's (3,000+ templates in English, 1,300 in French, German, Portuguese and Italian,
 * 1,200 in Spanish; 250,000+ businesses; 50 million downloads and 20 million sign-ups since 2002;
 * 190 countries; 85,000+ trees; 10,000 law firms; 8 modules, 10 in Spanish), written the way each
 * language writes numbers. A changed figure in the bundle, or a claim read from the wrong field,
 * fails here.
 */
const NNBSP = '\u202f';
const EXPECTED: Record<Locale, Record<string, string>> = {
  en: {
    templates: '3,000+',
    businesses: '250,000+',
    downloads: '50 million',
    signUps: '20 million',
    countries: '190',
    trees: '85,000+',
    lawFirms: '10,000',
    modules: '8',
  },
  fr: {
    templates: '1 300',
    businesses: `250${NNBSP}000+`,
    downloads: '50 millions',
    signUps: '20 millions',
    countries: '190',
    trees: `85${NNBSP}000+`,
    lawFirms: `10${NNBSP}000`,
    modules: '8',
  },
  es: {
    templates: '1.200',
    businesses: '250.000+',
    downloads: '50 millones',
    signUps: '20 millones',
    countries: '190',
    trees: '85.000+',
    lawFirms: '10.000',
    modules: '10',
  },
  de: {
    templates: '1.300',
    businesses: '250.000+',
    downloads: '50 Millionen',
    signUps: '20 Millionen',
    countries: '190',
    trees: '85.000+',
    lawFirms: '10.000',
    modules: '8',
  },
  it: {
    templates: '1.300',
    businesses: '250.000+',
    downloads: '50 milioni',
    signUps: '20 milioni',
    countries: '190',
    trees: '85.000+',
    lawFirms: '10.000',
    modules: '8',
  },
  pt: {
    templates: '1.300',
    businesses: '250.000+',
    downloads: '50 milhões',
    signUps: '20 milhões',
    countries: '190',
    trees: '85.000+',
    lawFirms: '10.000',
    modules: '8',
  },
};

type Item = NonNullable<SectionOf<'claims'>['items']>[number];
const CLAIMS = Object.keys(EXPECTED.en) as NonNullable<Item['claim']>[];
const block = sectionOf<'claims'>({
  _key: 'numbers',
  _type: 'claims',
  heading: null,
  // Each label names its claim and the year: the year comes from the settings too.
  items: CLAIMS.map((claim) => ({ _key: claim, claim, label: `${claim} {since}` })),
});

afterEach(cleanup);

describe('Claims, with the bundled site settings', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every claim shows the figure the content states`, async () => {
      // The template count of the page: the settings' own, as the page hands it to its blocks.
      await serverBlockRenderer(Claims, block, pageOf(locale, 1))();
      const shown = Object.fromEntries(
        screen.getAllByRole('listitem').map((li) => {
          const [value, label] = [...li.querySelectorAll('span')].map((span) => span.textContent ?? '');
          return [label!.replace(' 2002', ''), value!];
        }),
      );
      expect(shown).toEqual(EXPECTED[locale]);
    });
  }
});
