import { defineType } from 'sanity';
import { blockPreview } from '../block-preview';
import { headingField, introTextField } from '../shared/heading.schema';

/**
 * The blog's posts of the page's language, newest first, six a page: the page's own address shows
 * the first six, page/2/ under it the next ones, with links between them.
 */
export const postList = defineType({
  name: 'postList',
  title: 'Blog posts',
  type: 'object',
  fields: [headingField(), introTextField(240)],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }: { heading?: string }) => blockPreview('Blog posts', heading),
  },
});
