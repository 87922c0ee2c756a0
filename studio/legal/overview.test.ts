import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_TYPES } from '@paperwise/schemas/documents/legalDocument.rules';
import { buildLegalOverview, describeCell, type OverviewDocument } from './overview';

const doc = (documentType: string, language: string, revised: string | null, id?: string): OverviewDocument => ({
  _id: id ?? `legalDocument-${documentType}-${language}`,
  documentType,
  language,
  title: `${documentType} ${language}`,
  revised,
});

const row = (docs: OverviewDocument[], kind = 'eula') => buildLegalOverview(docs).find((r) => r.documentType === kind)!;
const statuses = (docs: OverviewDocument[], kind = 'eula') =>
  Object.fromEntries(row(docs, kind).cells.map((cell) => [cell.language, cell.status]));

describe('the legal texts overview', () => {
  it('lists every kind of legal text with the six languages, in the order of the legal text rules', () => {
    const rows = buildLegalOverview([]);
    expect(rows.map((r) => r.documentType)).toEqual(LEGAL_DOCUMENT_TYPES);
    expect(rows[0]!.title).toBe('End-User Licence Agreement');
    expect(rows[0]!.cells.map((c) => c.language)).toEqual(['en', 'de', 'es', 'fr', 'it', 'pt']);
    expect(rows.every((r) => r.cells.every((c) => c.status === 'missing'))).toBe(true);
  });

  it('flags the languages revised before the English text, and only those', () => {
    const docs = [
      doc('eula', 'en', '2024-09-30'),
      doc('eula', 'fr', '2024-08-12'),
      doc('eula', 'es', '2024-09-30'),
      doc('eula', 'de', '2024-10-02'),
      doc('eula', 'it', null),
    ];
    expect(statuses(docs)).toEqual({
      en: 'reference',
      fr: 'outdated',
      es: 'current',
      de: 'current',
      it: 'undated',
      pt: 'missing',
    });
    const eula = row(docs);
    expect(eula.outdated).toEqual(['fr']);
    const fr = eula.cells.find((c) => c.language === 'fr')!;
    expect(fr.daysBehind).toBe(49);
    expect(describeCell(fr)).toBe('Revised 2024-08-12: 49 days older than the English text');
  });

  it('compares nothing when the English text is missing or undated', () => {
    expect(statuses([doc('termsOfUse', 'fr', '2024-01-01')], 'termsOfUse').fr).toBe('noReference');
    expect(
      statuses([doc('termsOfUse', 'en', null), doc('termsOfUse', 'fr', '2024-01-01')], 'termsOfUse'),
    ).toMatchObject({ en: 'undated', fr: 'noReference' });
  });

  it('shows a draft in place of its published document and says so', () => {
    const docs = [
      doc('eula', 'en', '2024-09-30'),
      doc('eula', 'fr', '2024-08-12'),
      doc('eula', 'fr', '2024-10-01', 'drafts.legalDocument-eula-fr'),
    ];
    const fr = row(docs).cells.find((c) => c.language === 'fr')!;
    expect(fr).toMatchObject({ id: 'legalDocument-eula-fr', status: 'current', revised: '2024-10-01', hasDraft: true });
    const reversed = row([docs[0]!, docs[2]!, docs[1]!]).cells.find((c) => c.language === 'fr')!;
    expect(reversed).toMatchObject({ revised: '2024-10-01', hasDraft: true });
  });

  it('keeps kinds apart and names duplicates of one kind and language', () => {
    const docs = [
      doc('eula', 'en', '2024-09-30'),
      doc('privacyPolicy', 'en', '2023-01-01'),
      doc('privacyPolicy', 'de', '2022-01-01'),
      doc('privacyPolicy', 'de', '2024-01-01', 'a-second-german-privacy-policy'),
      doc('memo', 'en', '2024-01-01'),
    ];
    const privacy = row(docs, 'privacyPolicy');
    const de = privacy.cells.find((c) => c.language === 'de')!;
    expect(de.id).toBe('a-second-german-privacy-policy');
    expect(de.duplicates).toEqual(['legalDocument-privacyPolicy-de']);
    expect(row(docs).cells.find((c) => c.language === 'de')!.status).toBe('missing');
  });

  it('on the bundled texts, flags the five EULA translations and nothing else', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const lines = readFileSync(join(__dirname, '../../content/bundle.ndjson'), 'utf8').split('\n').filter(Boolean);
    const legal = lines.map((line) => JSON.parse(line) as OverviewDocument & { _type: string });
    const rows = buildLegalOverview(legal.filter((d) => d._type === 'legalDocument'));
    expect(Object.fromEntries(rows.map((r) => [r.documentType, r.outdated]))).toEqual({
      eula: ['de', 'es', 'fr', 'it', 'pt'],
      affiliateAgreement: [],
      termsOfUse: [],
      privacyPolicy: [],
      cookiePolicy: [],
      refundPolicy: [],
    });
    expect(rows[1]!.cells.filter((c) => c.status === 'missing').map((c) => c.language)).toEqual([
      'de',
      'es',
      'fr',
      'it',
      'pt',
    ]);
  });
});
