import { LOCALES } from '@paperwise/schemas/locales';
import { describe, expect, it } from 'vitest';
import { queryContent } from './test-kit';
import type { LocaleString } from './sanity.types';

/*
 * Facts of the specification that live in the bundled content's copy rather than in code, read as
 * the site reads them (the published documents of this file's local Content Lake).
 */

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
});
