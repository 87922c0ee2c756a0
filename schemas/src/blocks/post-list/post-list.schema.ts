import { headedBlock, headingPreview } from '../shared/block.schema';

/**
 * The blog's posts of the page's language, newest first, six a page: the page's own address shows
 * the first six, page/2/ under it the next ones, with links between them.
 */
export const postList = headedBlock({
  name: 'postList',
  title: 'Blog posts',
  introMax: 240,
  fields: [],
  preview: headingPreview('Blog posts'),
});
