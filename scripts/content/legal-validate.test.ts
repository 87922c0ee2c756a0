import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNdjson, type SanityDocumentLike } from './ndjson';
import { validateBundle } from './validate-bundle';

/** content:validate (validate-bundle.ts) runs the legalDocument schema's rules on the legal texts. */
const bundle = parseNdjson(readFileSync(join(__dirname, '../../content/bundle.ndjson'), 'utf8'), 'bundle');
const legal = bundle.filter((doc) => doc._type === 'legalDocument');
const eulaDe = legal.find((doc) => doc._id === 'legalDocument-eula-de')!;
// Validation runs Sanity's whole rule engine; a few neighbours are enough for the cross-document rule.
const others = legal.filter((doc) => doc._id === 'legalDocument-eula-en' || doc._id === 'legalDocument-eula-fr');

async function legalErrors(docs: SanityDocumentLike[]) {
  const report = await validateBundle(docs);
  return report.problems.filter((p) => p.level === 'error').map((p) => `${p.id} › ${p.field}: ${p.message}`);
}

describe('content:validate on legal texts', () => {
  it("accepts the bundled EULAs as they are (the whole bundle is checked by npm test's content step)", async () => {
    expect(await legalErrors([...others, eulaDe])).toEqual([]);
  });

  it('refuses a legal text with a gap in its numbering', async () => {
    const sections = (eulaDe.sections as Array<{ number: number }>).filter((section) => section.number !== 7);
    expect(await legalErrors([...others, { ...eulaDe, sections }])).toEqual([
      'legalDocument-eula-de › sections: Sections must be numbered 1 to 23 without a gap: after section 6 comes 8, expected 7 (a gap).',
    ]);
  });

  it('refuses a legal text without a revision date or without a language', async () => {
    const { revised: _revised, ...undated } = eulaDe;
    expect(await legalErrors([...others, undated])).toEqual([
      expect.stringMatching(/^legalDocument-eula-de › revised: /),
    ]);
    const { language: _language, ...noLanguage } = eulaDe;
    expect(await legalErrors([...others, noLanguage])).toContainEqual(
      expect.stringMatching(/^legalDocument-eula-de › language: /),
    );
  });

  it('refuses a second text of one kind in one language', async () => {
    const copy = { ...eulaDe, _id: 'another-german-eula' };
    expect(await legalErrors([...others, eulaDe, copy])).toEqual([
      'another-german-eula › language: There is already a eula text in "de" (legalDocument-eula-de): one document per kind and language.',
      'legalDocument-eula-de › language: There is already a eula text in "de" (another-german-eula): one document per kind and language.',
    ]);
  });

  it('refuses a legal text whose "Last revised" line and revision date disagree, naming document and field', async () => {
    // The bundled German EULA says "Zuletzt überarbeitet: 20. Mai 2024" and is dated 2024-05-20.
    expect(eulaDe.revised).toBe('2024-05-20');
    expect(await legalErrors([...others, { ...eulaDe, revised: '2024-05-21' }])).toEqual([
      'legalDocument-eula-de › preamble: The preamble’s line “Zuletzt überarbeitet: 20. Mai 2024” names 2024-05-20, ' +
        'but the revision date is 2024-05-21: change one so they agree (for 2024-05-21 the line reads ' +
        '“Zuletzt überarbeitet: 21. Mai 2024”).',
    ]);
    // The same disagreement made the other way: the line edited, the field left alone.
    const preamble = structuredClone(eulaDe.preamble) as Array<{ children: Array<{ text: string }> }>;
    preamble[0]!.children[0]!.text = 'Zuletzt überarbeitet: 2. Juni 2024';
    expect(await legalErrors([...others, { ...eulaDe, preamble }])).toEqual([
      expect.stringMatching(
        /^legalDocument-eula-de › preamble: .*names 2024-06-02, but the revision date is 2024-05-20/,
      ),
    ]);
  });
});
