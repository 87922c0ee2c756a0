import { defineField, defineType } from 'sanity';
import { choices, keyField, radioField, requiredString } from '../fields/factories';

export const TAGLINE_KINDS = choices({
  text: 'Text only',
  textWithPhone: 'Text followed by the customer-service phone number',
});

/** The short line next to the logo in the header. One document holds the line in every language. */
export const tagline = defineType({
  name: 'tagline',
  title: 'Tagline',
  type: 'document',
  fields: [
    requiredString('name', 'Name in the studio', {
      description:
        'How you recognise this tagline when you pick it in a layout preset, e.g. “Third tagline (Oct 2024 test)”.',
    }),
    keyField('A short unique code used in reports, e.g. third. Lower case, digits and dashes.'),
    radioField('kind', 'What the header shows', TAGLINE_KINDS, {
      description:
        'Choose the phone option for help lines such as “Questions? Call us”: the site adds the customer-service number from the site settings after the text.',
      initialValue: 'text',
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
