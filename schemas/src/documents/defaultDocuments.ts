import { defineArrayMember, defineField, defineType } from 'sanity';
import { localeName } from '../locales';
import { onePerLanguageField } from '../fields/onePerLanguage';

export const DEFAULT_DOCUMENT_COUNT = 12;

/**
 * What a language shows when a page names no templates of its own: the default search keyword and
 * the 12 templates of the landing grid and of an empty search.
 */
export const defaultDocuments = defineType({
  name: 'defaultDocuments',
  title: 'Default templates',
  type: 'document',
  fields: [
    onePerLanguageField('default templates'),
    defineField({
      name: 'keyword',
      title: 'Default keyword',
      description:
        'Searched when a visitor gives no keyword or the search finds nothing. Lower case with dashes, as in the search address (e.g. business-and-legal-documents).',
      type: 'string',
      validation: (rule) =>
        rule.required().regex(/^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u, { name: 'lower case words joined by dashes' }),
    }),
    defineField({
      name: 'documents',
      title: 'Templates',
      description: 'Exactly 12, in the order visitors see them.',
      type: 'array',
      of: [defineArrayMember({ type: 'templateEntry' })],
      validation: (rule) =>
        rule
          .required()
          .length(DEFAULT_DOCUMENT_COUNT)
          .error(`The list must hold exactly ${DEFAULT_DOCUMENT_COUNT} templates.`),
    }),
  ],
  preview: {
    select: { language: 'language', keyword: 'keyword' },
    prepare: ({ language, keyword }: { language?: string; keyword?: string }) => ({
      title: language ? localeName(language) : 'Default templates',
      subtitle: keyword,
    }),
  },
});
