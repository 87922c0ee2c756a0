import { describe, expect, it } from 'vitest';
import {
  appendixAnchor,
  appendixLabelProblems,
  duplicateLegalDocumentProblems,
  isIsoDate,
  legalDocumentId,
  legalDocumentProblems,
  parseLegalDocumentId,
  publishedId,
  readRevisionLines,
  revisionLine,
  revisionLineProblems,
  sectionNumberingProblems,
  validateLegalDocuments,
  type LegalDocumentLike,
} from './legalDocument.rules';

const numbered = (...numbers: Array<number | null>) => numbers.map((number) => ({ number, heading: `H${number}` }));

const valid = (over: Partial<LegalDocumentLike> = {}): LegalDocumentLike => ({
  _id: 'legalDocument-eula-fr',
  _type: 'legalDocument',
  documentType: 'eula',
  language: 'fr',
  title: 'Contrat de licence d’utilisateur final',
  revised: '2024-08-12',
  sections: numbered(1, 2, 3),
  appendices: [],
  contactLines: ['Paperwise Software Inc.'],
  ...over,
});

describe('section numbering', () => {
  it('accepts 1..n in order', () => {
    expect(sectionNumberingProblems([1, 2, 3, 4])).toEqual([]);
    expect(sectionNumberingProblems([1])).toEqual([]);
  });

  it('refuses a gap and names it once', () => {
    expect(sectionNumberingProblems([1, 2, 4, 5])).toEqual([
      'Sections must be numbered 1 to 4 without a gap: after section 2 comes 4, expected 3 (a gap).',
    ]);
    expect(sectionNumberingProblems([1, 2, 3, 5, 6, 8])).toHaveLength(2);
  });

  it('refuses a start other than 1, a repeat, a missing and a fractional number', () => {
    expect(sectionNumberingProblems([2, 3])[0]).toMatch(/after the start comes 2, expected 1/);
    expect(sectionNumberingProblems([1, 1])[0]).toMatch(/after section 1 comes 1, expected 2 \(a repeat/);
    expect(sectionNumberingProblems([1, null, 3])).toEqual(['Section 2 in the list has no number (it should be 2).']);
    expect(sectionNumberingProblems([1, 2.5])[0]).toMatch(/not a whole number/);
  });
});

describe('schedules and exhibits', () => {
  it('wants "Schedule A" / "Exhibit B" labels, each once', () => {
    expect(appendixLabelProblems(['Schedule A', 'Exhibit B'])).toEqual([]);
    expect(appendixLabelProblems(['Annex 1'])[0]).toMatch(/needs a label like "Schedule A"/);
    expect(appendixLabelProblems(['Schedule A', 'Schedule A'])[0]).toMatch(/appears twice/);
  });

  it('anchors them by label', () => {
    expect(appendixAnchor('Schedule A')).toBe('schedule-a');
    expect(appendixAnchor('Exhibit B')).toBe('exhibit-b');
  });
});

describe('ids', () => {
  it('are readable and round-trip, drafts and versions included', () => {
    expect(legalDocumentId('affiliateAgreement', 'en')).toBe('legalDocument-affiliateAgreement-en');
    expect(parseLegalDocumentId('drafts.legalDocument-eula-fr')).toEqual({ documentType: 'eula', language: 'fr' });
    expect(parseLegalDocumentId('versions.r1.legalDocument-termsOfUse-de')).toEqual({
      documentType: 'termsOfUse',
      language: 'de',
    });
    expect(parseLegalDocumentId('legalDocument-nonsense-fr')).toBeNull();
    expect(parseLegalDocumentId('legalDocument-eula-xx')).toBeNull();
    expect(parseLegalDocumentId('8f0c3a52-random')).toBeNull();
    expect(publishedId('drafts.abc')).toBe('abc');
  });
});

describe('one legal document', () => {
  it('passes when complete', () => {
    expect(legalDocumentProblems(valid())).toEqual([]);
  });

  it('needs a revision date, a language, a kind, a title and a contact block', () => {
    const fields = legalDocumentProblems(
      valid({ _id: 'x', revised: undefined, language: undefined, documentType: 'memo', title: ' ', contactLines: [] }),
    ).map((p) => p.field);
    expect(fields).toEqual(['documentType', 'language', 'title', 'revised', 'contactLines']);
  });

  it('refuses an impossible date', () => {
    expect(isIsoDate('2024-02-30')).toBe(false);
    expect(isIsoDate('2024-09-30')).toBe(true);
    expect(legalDocumentProblems(valid({ revised: '30/09/2024' }))[0]?.field).toBe('revised');
  });

  it('refuses a gap in the numbering', () => {
    const problems = legalDocumentProblems(valid({ sections: numbered(1, 2, 4) }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ id: 'legalDocument-eula-fr', field: 'sections' });
    expect(problems[0]!.message).toMatch(/after section 2 comes 4, expected 3/);
  });

  it('refuses a readable id that disagrees with the document', () => {
    const problems = legalDocumentProblems(valid({ language: 'de' }));
    expect(problems[0]?.message).toMatch(/The id legalDocument-eula-fr is the eula text in "fr"/);
  });
});

describe('across documents', () => {
  it('allows a draft next to its published document, refuses two documents for one kind and language', () => {
    expect(duplicateLegalDocumentProblems([valid(), valid({ _id: 'drafts.legalDocument-eula-fr' })])).toEqual([]);
    const problems = duplicateLegalDocumentProblems([valid(), valid({ _id: 'another-eula-in-french' })]);
    expect(problems).toEqual([
      {
        id: 'another-eula-in-french',
        field: 'language',
        message: 'There is already a eula text in "fr" (legalDocument-eula-fr): one document per kind and language.',
      },
    ]);
  });

  it('validateLegalDocuments checks only legal documents, each alone and together', () => {
    const docs = [
      { _id: 'homePage-en', _type: 'homePage' },
      valid(),
      valid({ _id: 'legalDocument-eula-de', language: 'de', sections: numbered(1, 3) }),
    ];
    expect(validateLegalDocuments(docs).map((p) => `${p.id}:${p.field}`)).toEqual(['legalDocument-eula-de:sections']);
  });
});

describe('the preamble’s "Last revised" line', () => {
  const block = (text: string) => ({
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', marks: [], text }],
  });
  const preamble = (...lines: string[]) => lines.map(block);

  it('is read in each language’s wording, as the bundled texts write it', () => {
    const lines = [
      'Last revised: September 30th, 2024',
      'Zuletzt überarbeitet: 20. Mai 2024',
      'Última revisión: 22 de julio de 2024',
      'Dernière révision\u00a0: 12 août 2024',
      'Ultima revisione: 3 giugno 2024',
      'Última revisão: 3 de junho de 2024',
    ];
    expect(readRevisionLines(preamble(...lines)).map(({ language, date }) => [language, date])).toEqual([
      ['en', '2024-09-30'],
      ['de', '2024-05-20'],
      ['es', '2024-07-22'],
      ['fr', '2024-08-12'],
      ['it', '2024-06-03'],
      ['pt', '2024-06-03'],
    ]);
  });

  it('reads every day of the year back from the line it writes, in all six languages', () => {
    for (const language of ['en', 'de', 'es', 'fr', 'it', 'pt'] as const) {
      for (
        let day = new Date('2024-01-01T00:00:00Z');
        day.getUTCFullYear() === 2024;
        day.setUTCDate(day.getUTCDate() + 1)
      ) {
        const iso = day.toISOString().slice(0, 10);
        const [reading] = readRevisionLines(preamble(revisionLine(language, iso)));
        expect(reading, `${language} ${iso}`).toEqual({ text: revisionLine(language, iso), language, date: iso });
      }
    }
    expect(revisionLine('en', '2024-03-01')).toBe('Last revised: March 1st, 2024');
    expect(revisionLine('en', '2024-03-12')).toBe('Last revised: March 12th, 2024');
    expect(revisionLine('en', '2024-03-23')).toBe('Last revised: March 23rd, 2024');
    expect(revisionLine('fr', '2024-03-01')).toBe('Dernière révision\u00a0: 1er mars 2024');
  });

  it('tolerates case, missing accents, bold spans, no ordinal suffix and no colon before a date', () => {
    const bold = {
      _type: 'block',
      children: [
        { _type: 'span', marks: ['strong'], text: 'LAST REVISED:' },
        { _type: 'span', marks: [], text: ' September 30, 2024.' },
      ],
    };
    expect(readRevisionLines([bold])[0]?.date).toBe('2024-09-30');
    expect(readRevisionLines(preamble('Derniere revision: 12 aout 2024'))[0]?.date).toBe('2024-08-12');
    expect(readRevisionLines(preamble('Last revised September 30th, 2024'))[0]?.date).toBe('2024-09-30');
    expect(readRevisionLines(preamble('Zuletzt überarbeitet: 1. März 2024'))[0]?.date).toBe('2024-03-01');
  });

  it('tells Spanish from Italian and ignores paragraphs that merely start with the words', () => {
    expect(readRevisionLines(preamble('Ultima revisione: 3 giugno 2024'))[0]?.language).toBe('it');
    expect(readRevisionLines(preamble('Última revisión: 3 de junio de 2024'))[0]?.language).toBe('es');
    expect(readRevisionLines(preamble('Last revised versions of this Agreement are posted on the site.'))).toEqual([]);
    expect(readRevisionLines(preamble('Effective July 1, 2021'))).toEqual([]);
    expect(readRevisionLines(undefined)).toEqual([]);
  });

  it('must name the revision date', () => {
    const doc = (revised: unknown, ...lines: string[]) => ({ revised, preamble: preamble(...lines) });
    expect(revisionLineProblems(doc('2024-09-30', 'Last revised: September 30th, 2024'))).toEqual([]);
    expect(revisionLineProblems(doc('2024-10-01', 'Last revised: September 30th, 2024'))).toEqual([
      'The preamble’s line “Last revised: September 30th, 2024” names 2024-09-30, but the revision date is ' +
        '2024-10-01: change one so they agree (for 2024-10-01 the line reads “Last revised: October 1st, 2024”).',
    ]);
    // A line in another language's wording is read in that wording.
    expect(revisionLineProblems(doc('2024-08-12', 'Dernière révision : 12 août 2024'))).toEqual([]);
    expect(revisionLineProblems(doc('2024-08-12', 'Zuletzt überarbeitet: 12. Juli 2024'))[0]).toMatch(
      /names 2024-07-12, but the revision date is 2024-08-12.*“Zuletzt überarbeitet: 12\. August 2024”/,
    );
  });

  it('refuses a line whose date cannot be read or does not exist', () => {
    const problems = revisionLineProblems({
      revised: '2024-04-30',
      preamble: preamble('Ultima revisione: 31 aprile 2024'),
    });
    expect(problems).toEqual([
      'The preamble’s line “Ultima revisione: 31 aprile 2024” does not give a date that can be read (or the date ' +
        'does not exist): for the revision date 2024-04-30 write “Ultima revisione: 30 aprile 2024”.',
    ]);
    expect(revisionLineProblems({ revised: '2024-04-30', preamble: preamble('Last revised: soon') })).toHaveLength(1);
  });

  it('allows a preamble without a revision line, and leaves a missing date field to its own rule', () => {
    expect(revisionLineProblems({ revised: '2021-07-01', preamble: preamble('Effective July 1, 2021') })).toEqual([]);
    expect(revisionLineProblems({ revised: undefined, preamble: preamble('Last revised: May 1st, 2024') })).toEqual([]);
  });

  it('is one of the rules of a legal document, on the preamble field', () => {
    const problems = legalDocumentProblems(
      valid({ revised: '2024-08-13', preamble: preamble('Dernière révision : 12 août 2024') }),
    );
    expect(problems.map((p) => `${p.id}:${p.field}`)).toEqual(['legalDocument-eula-fr:preamble']);
  });
});
