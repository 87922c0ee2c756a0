/**
 * The pure logic of the "Legal texts" overview: every kind of legal text against the six languages,
 * flagging translations whose revision date is older than the English text's. No React, no client:
 * the view (LegalOverview.tsx) only fetches and draws what this returns.
 */
import {
  LEGAL_DOCUMENT_TYPES,
  LEGAL_DOCUMENT_TYPE_TITLES,
  LEGAL_REFERENCE_LANGUAGE,
  isIsoDate,
  isLegalDocumentType,
  publishedId,
  type LegalDocumentType,
} from '@paperwise/schemas/documents/legalDocument.rules';
import { LOCALES, type Locale } from '@paperwise/schemas/locales';

export interface OverviewDocument {
  _id: string;
  documentType?: string | null;
  language?: string | null;
  title?: string | null;
  revised?: string | null;
}

export type CellStatus =
  /** The English text, which the others are compared with. */
  | 'reference'
  /** Revised on or after the English text. */
  | 'current'
  /** Revised before the English text: it may lack the latest changes. */
  | 'outdated'
  /** No text in this language. */
  | 'missing'
  /** A text without a revision date cannot be compared. */
  | 'undated'
  /** There is no dated English text to compare with. */
  | 'noReference';

export interface OverviewCell {
  language: Locale;
  status: CellStatus;
  /** The published id of the document (open it with this). */
  id: string | null;
  title: string | null;
  revised: string | null;
  /** Unpublished changes exist; the cell shows the draft's values. */
  hasDraft: boolean;
  /** How many days older than the English text, for an outdated translation. */
  daysBehind: number | null;
  /** Other documents claiming the same kind and language (validation refuses them). */
  duplicates: string[];
}

export interface OverviewRow {
  documentType: LegalDocumentType;
  title: string;
  cells: OverviewCell[];
  /** Languages whose text is older than the English one. */
  outdated: Locale[];
}

const DAY = 24 * 60 * 60 * 1000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/**
 * One row per kind of legal text (in a fixed order), one cell per language. A draft stands for its
 * document: it is what the legal editor is working on.
 */
export function buildLegalOverview(documents: ReadonlyArray<OverviewDocument>): OverviewRow[] {
  const latest = new Map<string, OverviewDocument & { hasDraft: boolean }>();
  for (const doc of documents) {
    const id = publishedId(doc._id);
    const isDraft = doc._id !== id;
    const known = latest.get(id);
    if (!known || isDraft) latest.set(id, { ...doc, _id: id, hasDraft: isDraft || Boolean(known?.hasDraft) });
  }

  const byKind = new Map<string, Array<OverviewDocument & { hasDraft: boolean }>>();
  for (const doc of [...latest.values()].sort((a, b) => a._id.localeCompare(b._id))) {
    if (!isLegalDocumentType(doc.documentType)) continue;
    const key = `${doc.documentType}/${doc.language}`;
    byKind.set(key, [...(byKind.get(key) ?? []), doc]);
  }

  return LEGAL_DOCUMENT_TYPES.map((documentType) => {
    const docOf = (language: Locale) => byKind.get(`${documentType}/${language}`) ?? [];
    const [reference] = docOf(LEGAL_REFERENCE_LANGUAGE);
    const referenceDate = reference && isIsoDate(reference.revised) ? reference.revised : null;
    const cells = LOCALES.map((language): OverviewCell => {
      const [doc, ...others] = docOf(language);
      const base = {
        language,
        id: doc?._id ?? null,
        title: doc?.title ?? null,
        revised: doc?.revised ?? null,
        hasDraft: doc?.hasDraft ?? false,
        daysBehind: null,
        duplicates: others.map((other) => other._id),
      };
      if (!doc) return { ...base, status: 'missing' };
      if (!isIsoDate(doc.revised)) return { ...base, status: 'undated' };
      if (language === LEGAL_REFERENCE_LANGUAGE) return { ...base, status: 'reference' };
      if (!referenceDate) return { ...base, status: 'noReference' };
      if (doc.revised < referenceDate) {
        return { ...base, status: 'outdated', daysBehind: days(doc.revised, referenceDate) };
      }
      return { ...base, status: 'current' };
    });
    return {
      documentType,
      title: LEGAL_DOCUMENT_TYPE_TITLES[documentType],
      cells,
      outdated: cells.filter((cell) => cell.status === 'outdated').map((cell) => cell.language),
    };
  });
}

/** What a cell says, in the studio's language (English). */
export function describeCell(cell: OverviewCell): string {
  switch (cell.status) {
    case 'reference':
      return `English reference, revised ${cell.revised}`;
    case 'current':
      return `Revised ${cell.revised}, up to date with English`;
    case 'outdated':
      return `Revised ${cell.revised}: ${cell.daysBehind} days older than the English text`;
    case 'missing':
      return 'No text in this language';
    case 'undated':
      return 'No revision date';
    case 'noReference':
      return `Revised ${cell.revised}; no dated English text to compare with`;
  }
}
