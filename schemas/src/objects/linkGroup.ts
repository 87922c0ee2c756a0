import { defineArrayMember, defineField, defineType } from 'sanity';

/** A titled list of links: a column of a mega menu or of the large footer. */
export const linkGroup = defineType({
  name: 'linkGroup',
  title: 'Group of links',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }: { title?: string; links?: unknown[] }) => ({
      title,
      subtitle: `${links?.length ?? 0} links`,
    }),
  },
});
