import { defineType } from 'sanity';
import { requiredList, requiredString } from '../fields/factories';

/** A titled list of links: a column of a mega menu or of the large footer. */
export const linkGroup = defineType({
  name: 'linkGroup',
  title: 'Group of links',
  type: 'object',
  fields: [requiredString('title', 'Heading'), requiredList('links', 'Links', 'link')],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }: { title?: string; links?: unknown[] }) => ({
      title,
      subtitle: `${links?.length ?? 0} links`,
    }),
  },
});
