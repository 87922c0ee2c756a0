import { defineArrayMember, defineField, defineType } from 'sanity';
import { LOCALE_NAMES, type Locale } from '../locales';
import { onePerLanguageField } from '../fields/onePerLanguage';

/** The footer link sets of one language, for the large and the simple footer. */
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  groups: [
    { name: 'large', title: 'Large footer', default: true },
    { name: 'simple', title: 'Simple footer' },
  ],
  fields: [
    onePerLanguageField('footer'),
    defineField({
      name: 'columns',
      title: 'Columns',
      description: 'The About and Product blocks. The blog link belongs in English only.',
      type: 'array',
      of: [defineArrayMember({ type: 'linkGroup' })],
      group: 'large',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'freeTrial', title: 'Free-trial link', type: 'link', group: 'large' }),
    defineField({
      name: 'rating',
      title: 'Review rating',
      type: 'object',
      group: 'large',
      fields: [
        defineField({ name: 'score', title: 'Score', type: 'number', validation: (r) => r.min(0).max(5) }),
        defineField({
          name: 'label',
          title: 'Text',
          description: 'Write {score} for the score, e.g. “Rated {score} out of 5 by our customers”.',
          type: 'string',
        }),
      ],
    }),
    defineField({
      name: 'contactHeading',
      title: 'Heading above the address',
      type: 'string',
      group: 'large',
    }),
    defineField({
      name: 'languageLabel',
      title: 'Label of the language switcher (read out)',
      type: 'string',
      group: 'large',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'legalLinks',
      title: 'Legal links',
      description: 'Terms of use, privacy policy, cookie policy.',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      group: 'large',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'simpleLinks',
      title: 'Links of the simple footer',
      description: 'Privacy, terms, contact.',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      group: 'simple',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'customerService',
      title: 'Customer-service line',
      description: 'Write {phone} for the number from the site settings, e.g. “Customer service: {phone}”.',
      type: 'string',
      group: 'simple',
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      description: 'Write {year} and {company}; the site fills them in.',
      type: 'string',
      group: 'simple',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { language: 'language' },
    prepare: ({ language }: { language?: string }) => ({
      title: `Footer · ${language ? (LOCALE_NAMES[language as Locale] ?? language) : '?'}`,
    }),
  },
});
