/**
 * The rules of legal texts, as plain functions over plain data: the studio's validation
 * (legalDocument.ts), the content check of the bundle (content:validate), the Markdown importer and
 * the site all run these same functions. Nothing here imports sanity, so any tool can load it cheaply.
 */
import { readableId } from '../ids';
import { LOCALES, type Locale } from '../locales';

export const LEGAL_DOCUMENT_TYPES = [
  'eula',
  'affiliateAgreement',
  'termsOfUse',
  'privacyPolicy',
  'cookiePolicy',
  'refundPolicy',
] as const;
export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

/** How the studio names each kind of legal text. */
export const LEGAL_DOCUMENT_TYPE_TITLES: Record<LegalDocumentType, string> = {
  eula: 'End-User Licence Agreement',
  affiliateAgreement: 'Affiliate Program Agreement',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  cookiePolicy: 'Cookie Policy',
  refundPolicy: 'Refund Policy',
};

/** The page of each legal text on the site: /company/<slug>/ (locale-prefixed outside English). */
export const LEGAL_DOCUMENT_SLUGS: Record<LegalDocumentType, string> = {
  eula: 'eula',
  affiliateAgreement: 'affiliate-agreement',
  termsOfUse: 'terms-of-use',
  privacyPolicy: 'privacy-policy',
  cookiePolicy: 'cookie-policy',
  refundPolicy: 'refund-policy',
};

/** The language every translation is compared with. */
export const LEGAL_REFERENCE_LANGUAGE: Locale = 'en';

export function isLegalDocumentType(value: unknown): value is LegalDocumentType {
  return typeof value === 'string' && (LEGAL_DOCUMENT_TYPES as readonly string[]).includes(value);
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * One document per kind and language, with a readable id: legalDocument-eula-fr (dashes: an id with a
 * dot would be private in Sanity, see ids.ts). The kind is what links the translations of a text:
 * all documents of one kind are translations of each other.
 */
export function legalDocumentId(documentType: LegalDocumentType, language: Locale): string {
  return readableId('legalDocument', documentType, language);
}

/** The published id of a document id: drafts.x and versions.<release>.x are both x. */
export function publishedId(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.');
  return id;
}

/** Kind and language read from a readable id, or null when the id has another shape. */
export function parseLegalDocumentId(id: string): { documentType: LegalDocumentType; language: Locale } | null {
  const match = /^legalDocument-([A-Za-z]+)-([a-z]{2})$/.exec(publishedId(id));
  if (!match || !isLegalDocumentType(match[1]) || !isLocale(match[2])) return null;
  return { documentType: match[1], language: match[2] };
}

/**
 * What is wrong with the numbering of sections, in words a legal editor understands; [] when the
 * sections are numbered 1, 2, 3 ... n in order with no gap and no repeat. Each break is reported
 * once: a missing section 7 gives one message, not one for every section after it.
 */
export function sectionNumberingProblems(numbers: ReadonlyArray<number | null | undefined>): string[] {
  const problems: string[] = [];
  let previous = 0;
  numbers.forEach((number, index) => {
    const expected = previous + 1;
    if (number === null || number === undefined) {
      problems.push(`Section ${index + 1} in the list has no number (it should be ${expected}).`);
      previous = expected;
      return;
    }
    if (!Number.isInteger(number)) {
      problems.push(`Section number ${number} is not a whole number (it should be ${expected}).`);
    } else if (number !== expected) {
      const after = previous === 0 ? 'the start' : `section ${previous}`;
      const kind = number > expected ? 'a gap' : 'a repeat or a step back';
      problems.push(
        `Sections must be numbered 1 to ${numbers.length} without a gap: after ${after} comes ${number}, ` +
          `expected ${expected} (${kind}).`,
      );
    }
    previous = number;
  });
  return problems;
}

const APPENDIX_LABEL = /^(Schedule|Exhibit) [A-Z]$/;

/** Schedules and exhibits are labelled "Schedule A", "Exhibit B" ...; each label once. */
export function appendixLabelProblems(labels: ReadonlyArray<string | null | undefined>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  labels.forEach((label, index) => {
    if (!label || !APPENDIX_LABEL.test(label)) {
      problems.push(
        `Schedule or exhibit ${index + 1} needs a label like "Schedule A" or "Exhibit B" (got "${label ?? ''}").`,
      );
    } else if (seen.has(label)) {
      problems.push(`"${label}" appears twice: each schedule or exhibit has its own label.`);
    }
    if (label) seen.add(label);
  });
  return problems;
}

/** The anchor of a schedule or exhibit on the page: "Schedule A" -> "schedule-a". */
export function appendixAnchor(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The anchor of a numbered section on the page. */
export function sectionAnchor(number: number): string {
  return `section-${number}`;
}

/** The fields of a legal document the rules read (a bundle line, a studio value or a converter result). */
export interface LegalDocumentLike {
  _id: string;
  _type?: string;
  documentType?: unknown;
  language?: unknown;
  title?: unknown;
  revised?: unknown;
  sections?: ReadonlyArray<{ number?: number | null; heading?: string | null } | null> | null;
  appendices?: ReadonlyArray<{ label?: string | null; heading?: string | null } | null> | null;
  contactLines?: ReadonlyArray<string | null> | null;
  /** Portable Text blocks; only the text of their spans is read here. */
  preamble?: ReadonlyArray<unknown> | null;
}

export interface LegalProblem {
  id: string;
  field: string;
  message: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The "Last revised" line of a preamble, in each language's wording as the legal texts write it
 * ("Last revised: September 30th, 2024", "Dernière révision : 12 août 2024" ...). Legal staff type
 * it by hand beside the Revision date field; revisionLineProblems() makes sure the two agree.
 */
interface RevisionWording {
  label: string;
  months: readonly string[];
  /** The date part of the line, e.g. "30. September 2024". */
  format(day: number, month: string, year: number): string;
  /** The date part as read back, over folded text (see fold()): groups day, month, year by name. */
  pattern: RegExp;
}

const EN_ORDINAL = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
};

export const REVISION_WORDING: Record<Locale, RevisionWording> = {
  en: {
    label: 'Last revised',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    format: (day, month, year) => `${month} ${day}${EN_ORDINAL(day)}, ${year}`,
    pattern: /^(?<month>\p{L}+) (?<day>\d{1,2})(?:st|nd|rd|th)?,? (?<year>\d{4})$/u,
  },
  de: {
    label: 'Zuletzt überarbeitet',
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    format: (day, month, year) => `${day}. ${month} ${year}`,
    pattern: /^(?<day>\d{1,2})\. ?(?<month>\p{L}+) (?<year>\d{4})$/u,
  },
  es: {
    label: 'Última revisión',
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    format: (day, month, year) => `${day} de ${month} de ${year}`,
    pattern: /^(?<day>\d{1,2})(?:\.?[º°])? de (?<month>\p{L}+) del? (?<year>\d{4})$/u,
  },
  fr: {
    label: 'Dernière révision',
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    format: (day, month, year) => `${day === 1 ? '1er' : day} ${month} ${year}`,
    pattern: /^(?<day>\d{1,2})(?:er)? (?<month>\p{L}+) (?<year>\d{4})$/u,
  },
  it: {
    label: 'Ultima revisione',
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
    format: (day, month, year) => `${day === 1 ? '1º' : day} ${month} ${year}`,
    pattern: /^(?<day>\d{1,2})[º°]? (?<month>\p{L}+) (?<year>\d{4})$/u,
  },
  pt: {
    label: 'Última revisão',
    months: [
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ],
    format: (day, month, year) => `${day === 1 ? '1º' : day} de ${month} de ${year}`,
    pattern: /^(?<day>\d{1,2})[º°]? de (?<month>\p{L}+) de (?<year>\d{4})$/u,
  },
};

/**
 * Case, accents and spacing do not change what a line says: "Dernière révision : 12 août" (with
 * the no-break space French puts before a colon) and "derniere revision: 12 aout" read the same.
 */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The line for a date in a language's wording: revisionLine('fr', '2024-08-12') -> "Dernière révision : 12 août 2024". */
export function revisionLine(language: Locale, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const wording = REVISION_WORDING[language];
  // French puts a (no-break) space before the colon.
  const colon = language === 'fr' ? '\u00a0:' : ':';
  return `${wording.label}${colon} ${wording.format(day, wording.months[month - 1]!, year)}`;
}

export interface RevisionLineReading {
  /** The line as written. */
  text: string;
  /** Whose wording it is in (the label tells). */
  language: Locale;
  /** The date it names, as YYYY-MM-DD; null when it cannot be read or is not a real date. */
  date: string | null;
}

function blockText(block: unknown): string {
  if (!block || typeof block !== 'object') return '';
  const children = (block as { children?: unknown }).children;
  if (!Array.isArray(children)) return '';
  return children
    .map((child: unknown) =>
      child && typeof child === 'object' && typeof (child as { text?: unknown }).text === 'string'
        ? (child as { text: string }).text
        : '',
    )
    .join('');
}

function readDate(language: Locale, rest: string): string | null {
  const wording = REVISION_WORDING[language];
  const match = wording.pattern.exec(rest.replace(/\.$/, ''));
  if (!match?.groups) return null;
  const month = wording.months.findIndex((name) => fold(name) === match.groups!.month) + 1;
  if (month === 0) return null;
  const iso = `${match.groups.year}-${String(month).padStart(2, '0')}-${match.groups.day!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * The revision lines of a preamble, in any of the six wordings. A line is one when it starts with
 * a wording's label and a colon ("Last revised:"), or with the label and then a readable date
 * ("Last revised September 30th, 2024"). Other paragraphs that happen to start with the words
 * ("Last revised versions of ...") are not.
 */
export function readRevisionLines(preamble: ReadonlyArray<unknown> | null | undefined): RevisionLineReading[] {
  const readings: RevisionLineReading[] = [];
  for (const block of preamble ?? []) {
    const text = blockText(block);
    const folded = fold(text);
    for (const language of LOCALES) {
      const label = fold(REVISION_WORDING[language].label);
      if (!folded.startsWith(label)) continue;
      const after = folded.slice(label.length);
      // "ultima revision" (es) is the start of "ultima revisione" (it): the label must end there.
      if (/^\p{L}/u.test(after)) continue;
      const colon = /^ ?:/.test(after);
      const date = readDate(language, after.replace(/^ ?:? ?/, ''));
      if (colon || date) readings.push({ text: text.trim(), language, date });
      break;
    }
  }
  return readings;
}

/**
 * The revision date field and the preamble's "Last revised" line must name the same day: readers
 * see the line, the studio's overview and the translation check use the field. A preamble without
 * such a line is allowed (the affiliate agreement states when it takes effect instead); a date
 * field that is missing or malformed is reported by its own rule, not here.
 */
export function revisionLineProblems(doc: Pick<LegalDocumentLike, 'preamble' | 'revised'>): string[] {
  if (!isIsoDate(doc.revised)) return [];
  const revised = doc.revised;
  return readRevisionLines(doc.preamble).flatMap(({ text, language, date }) => {
    const expected = revisionLine(language, revised);
    if (date === null) {
      return [
        `The preamble’s line “${text}” does not give a date that can be read (or the date does not exist): ` +
          `for the revision date ${revised} write “${expected}”.`,
      ];
    }
    if (date !== revised) {
      return [
        `The preamble’s line “${text}” names ${date}, but the revision date is ${revised}: change one so they ` +
          `agree (for ${revised} the line reads “${expected}”).`,
      ];
    }
    return [];
  });
}

/** Every rule that concerns one legal document on its own. */
export function legalDocumentProblems(doc: LegalDocumentLike): LegalProblem[] {
  const problems: LegalProblem[] = [];
  const add = (field: string, message: string) => problems.push({ id: doc._id, field, message });

  if (!isLegalDocumentType(doc.documentType)) {
    add('documentType', `The kind of legal text is required: one of ${LEGAL_DOCUMENT_TYPES.join(', ')}.`);
  }
  if (!isLocale(doc.language)) add('language', `The language is required: one of ${LOCALES.join(', ')}.`);
  if (typeof doc.title !== 'string' || !doc.title.trim()) add('title', 'The title is required.');
  if (!isIsoDate(doc.revised)) add('revised', 'The revision date is required (a date like 2024-09-30).');
  for (const message of revisionLineProblems(doc)) add('preamble', message);

  const sections = doc.sections ?? [];
  if (sections.length === 0) add('sections', 'A legal text has at least one numbered section.');
  for (const message of sectionNumberingProblems(sections.map((s) => s?.number))) add('sections', message);
  sections.forEach((section, index) => {
    if (!section?.heading?.trim()) add('sections', `Section ${index + 1} needs a heading.`);
  });

  const appendices = doc.appendices ?? [];
  for (const message of appendixLabelProblems(appendices.map((a) => a?.label))) add('appendices', message);

  if (!(doc.contactLines ?? []).some((line) => line?.trim())) {
    add('contactLines', 'The contact block needs at least one line (company name, address, e-mail).');
  }

  const mismatch = idMismatchProblem(doc);
  if (mismatch) add('language', mismatch);
  return problems;
}

/** A readable id (legalDocument-eula-fr) must agree with the kind and language the document states. */
export function idMismatchProblem(doc: Pick<LegalDocumentLike, '_id' | 'documentType' | 'language'>): string | null {
  const fromId = parseLegalDocumentId(doc._id);
  if (!fromId || (fromId.documentType === doc.documentType && fromId.language === doc.language)) return null;
  return (
    `The id ${publishedId(doc._id)} is the ${fromId.documentType} text in "${fromId.language}", but the ` +
    `document says ${String(doc.documentType)} in "${String(doc.language)}".`
  );
}

/**
 * The one rule across documents: one legal text per kind and language. A draft and its published
 * document are the same document and do not count twice.
 */
export function duplicateLegalDocumentProblems(docs: ReadonlyArray<LegalDocumentLike>): LegalProblem[] {
  const owners = new Map<string, string>();
  const problems: LegalProblem[] = [];
  for (const doc of docs) {
    if (!isLegalDocumentType(doc.documentType) || !isLocale(doc.language)) continue;
    const key = `${doc.documentType}/${doc.language}`;
    const id = publishedId(doc._id);
    const owner = owners.get(key);
    if (owner === undefined) owners.set(key, id);
    else if (owner !== id) {
      problems.push({
        id: doc._id,
        field: 'language',
        message: `There is already a ${doc.documentType} text in "${doc.language}" (${owner}): one document per kind and language.`,
      });
    }
  }
  return problems;
}

/** Every rule over a whole set of documents (the bundle, or an export): what content:validate runs. */
export function validateLegalDocuments(docs: ReadonlyArray<LegalDocumentLike>): LegalProblem[] {
  const legal = docs.filter((doc) => doc._type === 'legalDocument');
  return [...legal.flatMap(legalDocumentProblems), ...duplicateLegalDocumentProblems(legal)];
}
