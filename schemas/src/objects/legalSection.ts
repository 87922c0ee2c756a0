import { defineField, defineType } from 'sanity';

/** A numbered section of a legal text ("12. Account Registration"); the page anchors it as #section-12. */
export const legalSection = defineType({
  name: 'legalSection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({
      name: 'number',
      title: 'Number',
      description: 'Sections are numbered 1, 2, 3 … in order, with no gap.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'body', title: 'Text', type: 'legalText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: {
    select: { number: 'number', heading: 'heading' },
    prepare: ({ number, heading }: { number?: number; heading?: string }) => ({
      title: `${number ?? '?'}. ${heading ?? ''}`.trim(),
    }),
  },
});
