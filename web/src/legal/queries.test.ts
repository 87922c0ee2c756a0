import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@paperwise/schemas/locales';
import {
  LEGAL_DOCUMENT_TYPES,
  validateLegalDocuments,
  type LegalDocumentType,
} from '@paperwise/schemas/documents/legalDocument.rules';
import { queryContent } from '@/content/test-kit';
import type { LEGAL_DOCUMENT_LANGUAGES_QUERY_RESULT, LEGAL_DOCUMENT_QUERY_RESULT } from '@/content/sanity.types';
import { AFFILIATE_FACTS, EULA_FACTS } from '../../tests/e2e/legal-facts';
import { LEGAL_DOCUMENT_LANGUAGES_QUERY, LEGAL_DOCUMENT_QUERY } from './queries';
import type { LegalDocumentContent } from './types';

// The site's published documents, read as the site reads them (the local Content Lake over HTTP).
const bundle = await queryContent<Array<{ _id: string; _type: string; [field: string]: unknown }>>('*');

const load = (documentType: LegalDocumentType, locale: Locale) =>
  queryContent<LEGAL_DOCUMENT_QUERY_RESULT>(LEGAL_DOCUMENT_QUERY, { documentType, locale });

type Blocks = Array<{ children?: Array<{ text?: string }> }> | null | undefined;
const text = (blocks: Blocks) => (blocks ?? []).map((b) => (b.children ?? []).map((c) => c.text).join('')).join('\n');

/** The whole text as a reader sees it, spaces of any kind made plain. */
function fullText(doc: LegalDocumentContent): string {
  return [
    doc.title,
    text(doc.preamble),
    ...(doc.sections ?? []).flatMap((s) => [`${s.number}. ${s.heading}`, text(s.body)]),
    ...(doc.appendices ?? []).flatMap((a) => [`${a.label}. ${a.heading}`, text(a.body)]),
    ...(doc.contactLines ?? []),
  ]
    .join('\n')
    .replace(/[\s\u00a0]+/g, ' ');
}
const plain = (s: string) => s.replace(/[\s\u00a0]+/g, ' ');

const linksOf = (doc: LegalDocumentContent) =>
  [doc.preamble, ...(doc.sections ?? []).map((s) => s.body)].flatMap((blocks) =>
    (blocks ?? []).flatMap((block) => (block.markDefs ?? []).map((def) => def.href)),
  );

describe('LEGAL_DOCUMENT_QUERY against the bundled content', () => {
  for (const documentType of LEGAL_DOCUMENT_TYPES) {
    for (const locale of LOCALES) {
      const expected = documentType === 'affiliateAgreement' ? 'en' : locale;
      it(`${documentType} in ${locale} is the ${expected} text`, async () => {
        const doc = await load(documentType, locale);
        expect(doc?._id).toBe(`legalDocument-${documentType}-${expected}`);
        expect(doc?.language).toBe(expected);
        const numbers = doc!.sections!.map((s) => s.number);
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
        expect(doc!.revised).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(doc!.contactLines!.length).toBeGreaterThan(2);
        expect(fullText(doc!)).not.toMatch(/lorem ipsum|translation pending|TODO:|FIXME|\bTBD\b|\*\*/i);
      });
    }
  }

  it('answers null for a kind the content does not hold', async () => {
    expect(await queryContent(LEGAL_DOCUMENT_QUERY, { documentType: 'memo', locale: 'fr' })).toBeNull();
  });
});

describe('the EULA', () => {
  for (const locale of LOCALES) {
    it(`in ${locale}: 24 numbered sections, a contact block and every fact of the spec`, async () => {
      const doc = (await load('eula', locale))!;
      const facts = EULA_FACTS[locale];
      expect(doc.title).toBe(facts.title);
      expect(doc.sections).toHaveLength(24);
      expect(doc.appendices ?? []).toHaveLength(0);
      expect(doc.contactLines![0]).toBe('Paperwise Software Inc.');
      expect(doc.contactLines!.join(' ')).toContain('legal@paperwise.example');
      const all = fullText(doc);
      for (const fact of facts.facts) expect(all, `${locale}: "${fact}"`).toContain(plain(fact));
      for (const absent of facts.absent) expect(all, `${locale} must not say "${absent}"`).not.toContain(absent);
      expect(linksOf(doc)).toContain('/privacy-policy/');
    });
  }

  it('has English revised September 30th, 2024 and each other language its own, older date', async () => {
    const dates = Object.fromEntries(
      await Promise.all(LOCALES.map(async (l) => [l, (await load('eula', l))!.revised])),
    );
    expect(dates).toEqual({
      en: '2024-09-30',
      fr: '2024-08-12',
      es: '2024-07-22',
      pt: '2024-06-03',
      it: '2024-06-03',
      de: '2024-05-20',
    });
  });
});

describe('the affiliate program agreement', () => {
  it('has 28 numbered sections, Schedule A and Exhibit B, and every term of the spec', async () => {
    const doc = (await load('affiliateAgreement', 'en'))!;
    expect(doc.title).toBe('Affiliate Program Agreement');
    expect(doc.revised).toBe('2021-07-01');
    expect(doc.sections).toHaveLength(28);
    expect(doc.appendices!.map((a) => [a.label, a.heading])).toEqual([
      ['Schedule A', 'Commission Structure'],
      ['Exhibit B', 'Product Description'],
    ]);
    const all = fullText(doc);
    for (const fact of AFFILIATE_FACTS) expect(all, fact).toContain(fact);
    expect(text(doc.appendices![0]!.body)).toMatch(/conversions of July are paid at the start of September/);
    expect(text(doc.appendices![1]!.body)).toMatch(/Windows and macOS/);
  });

  it('exists in English only', async () => {
    const languages = await queryContent<LEGAL_DOCUMENT_LANGUAGES_QUERY_RESULT>(LEGAL_DOCUMENT_LANGUAGES_QUERY, {
      documentType: 'affiliateAgreement',
    });
    expect(languages).toEqual([{ language: 'en', revised: '2021-07-01' }]);
  });
});

describe('the policies and terms', () => {
  const cookies = ['user-cookies', 'b_lang', 'b_email', 'b_userId', 'p_ssojwt', 'b_localization', 'b_search'];
  const moreCookies = ['b_document', 'b_source-custom', 'b_eftid', 'b_ts', '_ga', '_gid'];

  for (const locale of LOCALES) {
    it(`in ${locale}: the cookie policy names every cookie the site sets; the privacy policy its officer`, async () => {
      const cookie = fullText((await load('cookiePolicy', locale))!);
      for (const name of [...cookies, ...moreCookies]) expect(cookie, name).toContain(name);
      const privacy = (await load('privacyPolicy', locale))!;
      expect(fullText(privacy)).toContain('Chief Privacy Officer');
      expect(privacy.contactLines!.join(' ')).toContain('privacy@paperwise.example');
      expect(privacy.contactLines!.join(' ')).toMatch(/455,? [Rr]ue des Artisans/);
      for (const kind of ['termsOfUse', 'refundPolicy'] as const) {
        expect((await load(kind, locale))!.revised).toBe('2024-09-30');
      }
    });
  }

  it('are in every language, six of each', async () => {
    for (const documentType of ['eula', 'termsOfUse', 'privacyPolicy', 'cookiePolicy', 'refundPolicy'] as const) {
      const languages = await queryContent<LEGAL_DOCUMENT_LANGUAGES_QUERY_RESULT>(LEGAL_DOCUMENT_LANGUAGES_QUERY, {
        documentType,
      });
      expect(languages.map((l) => l.language)).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    }
  });
});

describe('the bundle', () => {
  it('passes every legal rule (what content:validate runs)', () => {
    expect(validateLegalDocuments(bundle)).toEqual([]);
  });

  it('is refused when a legal text has a gap in its numbering', () => {
    const broken = bundle.map((doc) =>
      doc._id === 'legalDocument-eula-de'
        ? { ...doc, sections: (doc.sections as Array<{ number: number }>).filter((s) => s.number !== 7) }
        : doc,
    );
    expect(validateLegalDocuments(broken)).toEqual([
      {
        id: 'legalDocument-eula-de',
        field: 'sections',
        message: 'Sections must be numbered 1 to 23 without a gap: after section 6 comes 8, expected 7 (a gap).',
      },
    ]);
  });
});
