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
