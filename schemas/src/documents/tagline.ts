import { defineField, defineType } from 'sanity';
import { unique } from '../validation/documents';

export const TAGLINE_KINDS = [
  { title: 'Text only', value: 'text' },
  { title: 'Text followed by the customer-service phone number', value: 'textWithPhone' },
];

/** The short line next to the logo in the header. One document holds the line in every language. */
export const tagline = defineType({
  name: 'tagline',
  title: 'Tagline',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name in the studio',
      description:
        'How you recognise this tagline when you pick it in a layout preset, e.g. “Third tagline (Oct 2024 test)”.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'key',
      title: 'Key',
      description: 'A short unique code used in reports, e.g. third. Lower case, digits and dashes.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9-]+$/, { name: 'key' })
          .custom(unique('key', (value, other) => `The key “${value}” is already used by ${other}.`, false)),
    }),
    defineField({
      name: 'kind',
      title: 'What the header shows',
      description:
        'Choose the phone option for help lines such as “Questions? Call us”: the site adds the customer-service number from the site settings after the text.',
      type: 'string',
      options: { list: TAGLINE_KINDS, layout: 'radio' },
      initialValue: 'text',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      description:
        'Keep it short: it sits next to the logo. English is required; other languages fall back to English.',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'name', en: 'text.en', kind: 'kind' },
    prepare: ({ title, en, kind }: { title?: string; en?: string; kind?: string }) => ({
      title: title ?? 'Tagline',
      subtitle: `${en ?? ''}${kind === 'textWithPhone' ? ' + phone number' : ''}`,
    }),
  },
});
