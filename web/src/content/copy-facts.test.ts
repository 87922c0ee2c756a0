import { LOCALES } from '@paperwise/schemas/locales';
import { describe, expect, it } from 'vitest';
import { queryContent } from './test-kit';
import type { LocaleString } from './sanity.types';

/*
 * Facts of the specification that live in the bundled content's copy rather than in code, read as
 * the site reads them (the published documents of this file's local Content Lake).
 */

/** The twelve modules the specification names, in the order the features page shows them. */
const MODULES = [
  'Dashboard',
  'HR Management',
  'Chat',
  'Connect',
  'Contacts',
  'Inbox',
  'Business AI',
  'Project Management',
  'Business Templates',
  'Cloud Drive',
  'Docs',
  'Sheets',
];

/** The Cloud Drive sizes the copy names, in GB (Go in French). */
const DRIVE_SIZES = [20, 40, 50, 60, 100, 200];

describe('the copy states the specification’s facts', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the Cloud Drive page names every drive size, 20 to 200 GB`, async () => {
      const text = await queryContent<string | null>(
        `pt::text(*[_type == "page" && language == $locale && path == "/drive/"][0].sections[].body)`,
        { locale },
      );
      expect(text).toBeTruthy();
      // "20, 40, 50, 60, 100 and 200 GB": the list as one phrase, whatever the language's "and".
      const list = new RegExp(`${DRIVE_SIZES.slice(0, -1).join(', ')} \\S+ ${DRIVE_SIZES.at(-1)}\\s(GB|Go)`);
      expect(text).toMatch(list);
    });
  }

  it('the “premium templates” tagline is on a layout preset a page uses, in every language', async () => {
    const presets = await queryContent<Array<{ key: string; text: LocaleString; pages: number }>>(
      `*[_type == "layoutPreset" && tagline->key == "premium-templates"]{
        key, "text": tagline->text, "pages": count(*[references(^._id)])
      }`,
    );
    expect(presets.map((p) => p.key)).toEqual(['affiliate-retailer']);
    expect(presets[0]!.pages).toBeGreaterThan(0);
    expect(presets[0]!.text.en).toBe('Powering your success with premium templates');
    for (const locale of LOCALES) expect(presets[0]!.text[locale], locale).toBeTruthy();
  });

  it('the English features page shows a card for each of the twelve modules', async () => {
    const titles = await queryContent<string[]>(
      `*[_type == "page" && language == "en" && path == "/features/"][0].sections[_type == "featureGrid"].items[].title`,
    );
    expect(titles).toEqual(MODULES);
  });

  it('the English pricing page says buying saves thousands of dollars in legal fees', async () => {
    const hero = await queryContent<string | null>(
      `*[_type == "pricingPage" && language == "en" && path == "/pricing/plans/"][0].sections[_type == "hero"][0].text`,
    );
    expect(hero).toMatch(/saves thousands of dollars in legal fees/);
  });

  it('the English home page counts 700+ contracts, 400+ HR documents and 161+ business plans', async () => {
    const home = JSON.stringify(await queryContent<unknown>(`*[_type == "homePage" && language == "en"][0]`));
    expect(home).toContain('700+ contracts, 400+ HR documents and 161+ business plans');
    expect(home).toContain('more than 700 contracts, 400 HR documents and 161 business plans');
  });

  it('the German HR toolkit says 400+ HR documents, more than 100 of them in other languages', async () => {
    const page = JSON.stringify(
      await queryContent<unknown>(
        `*[_type == "pricingPage" && language == "de" && path == "/pricing/plans/hr-toolkit/"][0]`,
      ),
    );
    expect(page).toContain('"Über 400 HR-Dokumente, mehr als 100 davon in anderen Sprachen"');
  });

  it('no plan is named Solo, Team or Starter (docs/spec-decisions.md, “The plan named Starter”)', async () => {
    const names = await queryContent<string[]>(`array::unique(*[_type == "plan"].name)`);
    expect(names).toContain('Basic');
    expect(names).toContain('Premium');
    for (const name of names) expect(name, name).not.toMatch(/\b(Solo|Team|Starter)\b/);
  });

  it('the English home page’s trust strip says no credit card is required and the platform is 100% secure', async () => {
    const texts = await queryContent<string[]>(
      `*[_type == "homePage" && language == "en"][0].sections[_type == "trustStrip"].items[].text`,
    );
    expect(texts).toContain('No credit card required');
    expect(texts).toContain('100% secure platform');
  });
});
