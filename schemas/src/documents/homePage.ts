import { defineField, defineType } from 'sanity';
import { localeOptions } from '../locales';

/** The home page of one language. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      options: { list: localeOptions },
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: 'ctaLabel',
      title: 'Main button label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'highlights',
      title: 'Highlights',
      description: 'Short selling points shown under the introduction.',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.max(8),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'language' } },
});
