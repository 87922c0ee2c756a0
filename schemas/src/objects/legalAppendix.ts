import { defineField, defineType } from 'sanity';

/** A schedule or exhibit after the numbered sections ("Schedule A. Commission Structure"). */
export const legalAppendix = defineType({
  name: 'legalAppendix',
  title: 'Schedule or exhibit',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      description: 'Exactly "Schedule A", "Exhibit B" and so on: the page anchors it as #schedule-a, #exhibit-b.',
      type: 'string',
      validation: (rule) =>
        rule.required().regex(/^(Schedule|Exhibit) [A-Z]$/, { name: 'a label like "Schedule A" or "Exhibit B"' }),
    }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'body', title: 'Text', type: 'legalText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: {
    select: { label: 'label', heading: 'heading' },
    prepare: ({ label, heading }: { label?: string; heading?: string }) => ({
      title: `${label ?? '?'}. ${heading ?? ''}`.trim(),
    }),
  },
});
