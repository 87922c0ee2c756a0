import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity';
import { LOCALE_NAMES, localeOptions, type Locale } from '../locales';
import {
  LEGAL_DOCUMENT_TYPES,
  LEGAL_DOCUMENT_TYPE_TITLES,
  appendixLabelProblems,
  duplicateLegalDocumentProblems,
  idMismatchProblem,
  isLegalDocumentType,
  parseLegalDocumentId,
  publishedId,
  revisionLineProblems,
  sectionNumberingProblems,
} from './legalDocument.rules';
import { VALIDATION_API_VERSION } from '../validation/documents';
import { fieldGroups, requiredList, requiredString } from '../fields/factories';

/** A validator's answer from the problems it found: all of them in one message, or true. */
const answer = (problems: string[]): true | string => (problems.length ? problems.join(' ') : true);

/** One legal text per kind and language: asks the dataset for another document holding the same pair. */
async function isOnlyOneOfItsKind(language: unknown, context: ValidationContext): Promise<true | string> {
  const doc = context.document;
  if (!doc || typeof language !== 'string' || !isLegalDocumentType(doc.documentType)) return true;
  const id = publishedId(doc._id);
  const others = await context.getClient({ apiVersion: VALIDATION_API_VERSION }).fetch<Array<{ _id: string }>>(
    `*[_type == "legalDocument" && documentType == $documentType && language == $language
      && !(_id in [$id, $draftId]) && !(_id in path("versions.**"))]{_id}`,
    { documentType: doc.documentType, language, id, draftId: `drafts.${id}` },
  );
  const problems = duplicateLegalDocumentProblems([
    ...others.map((other) => ({ ...other, documentType: doc.documentType, language })),
    { _id: doc._id, documentType: doc.documentType, language },
  ]);
  return answer(problems.map((p) => p.message));
}

/** A document opened from the desk's language list has a readable id that fixes its kind and language. */
const fixedById = ({ document }: { document?: { _id?: string } }) =>
  Boolean(document?._id && parseLegalDocumentId(document._id));

/**
 * A legal text in one language (document-level localisation, as Sanity recommends for Portable
 * Text). The documents of one kind are the translations of one another; the desk opens them as
 * legalDocument-<kind>-<language>.
 */
export const legalDocument = defineType({
  name: 'legalDocument',
  title: 'Legal text',
  type: 'document',
  groups: fieldGroups(['text', 'Text'], ['about', 'Kind, language, date']),
  fields: [
    defineField({
      name: 'documentType',
      title: 'Kind of legal text',
      type: 'string',
      group: 'about',
      options: {
        list: LEGAL_DOCUMENT_TYPES.map((value) => ({ title: LEGAL_DOCUMENT_TYPE_TITLES[value], value })),
        layout: 'radio',
      },
      readOnly: fixedById,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      group: 'about',
      options: { list: localeOptions },
      readOnly: fixedById,
      validation: (rule) => rule.required().custom(isOnlyOneOfItsKind),
    }),
    requiredString('title', 'Title', {
      description: 'The heading of the page, in the document’s language.',
      group: 'text',
    }),
    defineField({
      name: 'revised',
      title: 'Revision date',
      description:
        'The date of this language’s current text. Translations dated before the English text are flagged in the ' +
        'Legal texts overview. Update the "Last revised" line of the preamble as well.',
      type: 'date',
      group: 'about',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'preamble',
      title: 'Preamble',
      description:
        'The text before section 1 (revision line, parties, purpose). Its "Last revised" line must name the ' +
        'Revision date.',
      type: 'legalText',
      group: 'text',
      validation: (rule) =>
        rule.custom((preamble: unknown[] | undefined, context) =>
          answer(revisionLineProblems({ preamble, revised: context.document?.revised })),
        ),
    }),
    defineField({
      name: 'sections',
      title: 'Numbered sections',
      type: 'array',
      group: 'text',
      of: [defineArrayMember({ type: 'legalSection' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((sections: Array<{ number?: number }> | undefined) =>
            answer(sectionNumberingProblems((sections ?? []).map((section) => section.number))),
          ),
    }),
    defineField({
      name: 'appendices',
      title: 'Schedules and exhibits',
      description: 'After the numbered sections, e.g. "Schedule A" (commission structure), "Exhibit B".',
      type: 'array',
      group: 'text',
      of: [defineArrayMember({ type: 'legalAppendix' })],
      validation: (rule) =>
        rule.custom((appendices: Array<{ label?: string }> | undefined) =>
          answer(appendixLabelProblems((appendices ?? []).map((appendix) => appendix.label))),
        ),
    }),
    requiredList('contactLines', 'Contact block', 'string', {
      description: 'One line per row, in the document’s language: company, address, phone, e-mail.',
      group: 'text',
    }),
  ],
  validation: (rule) =>
    rule.custom((doc: { _id: string; documentType?: unknown; language?: unknown } | undefined) => {
      const problem = doc ? idMismatchProblem(doc) : null;
      return problem ?? true;
    }),
  orderings: [
    {
      title: 'Kind, then language',
      name: 'kindLanguage',
      by: [
        { field: 'documentType', direction: 'asc' },
        { field: 'language', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { title: 'title', language: 'language', documentType: 'documentType', revised: 'revised' },
    prepare: ({
      title,
      language,
      documentType,
      revised,
    }: {
      title?: string;
      language?: Locale;
      documentType?: string;
      revised?: string;
    }) => ({
      title: title ?? 'Untitled legal text',
      subtitle: [
        language ? LOCALE_NAMES[language] : 'no language',
        isLegalDocumentType(documentType) ? LEGAL_DOCUMENT_TYPE_TITLES[documentType] : null,
        revised ? `revised ${revised}` : 'no revision date',
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
