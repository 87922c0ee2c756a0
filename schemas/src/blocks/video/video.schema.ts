import { defineField } from 'sanity';
import { choices, radioField } from '../../fields/factories';
import { videoSrcProblem } from './video.rules';
import { headingField } from '../shared/heading.schema';
import { blockType, headingPreview } from '../shared/block.schema';

export { videoSrcProblem };

/** Drawn posters: the block needs no image file, so it shows the same offline and in previews. */
export const VIDEO_POSTERS = choices({
  budgeting: 'Budgeting: a dashboard with charts',
  salesPlatform: 'Sales platform: a pipeline of deals',
  templates: 'Templates: a stack of documents',
});

/** The product a video presents; its play button switches that product's video on in the site state. */
export const VIDEO_PRODUCTS = choices({
  budgeto: 'Budgeto',
  salesPlatform: 'Sales platform',
});

/** A video presented by a drawn poster; the player opens in a dialog when the visitor presses play. */
export const video = blockType({
  name: 'video',
  title: 'Video',
  fields: [
    headingField(),
    defineField({ name: 'text', title: 'Text beside the video', type: 'text', rows: 3 }),
    defineField({
      name: 'playLabel',
      title: 'Play button text',
      description: 'What the visitor is about to watch, e.g. “Watch the 2-minute tour”.',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'title',
      title: 'Video title',
      description: 'The title of the player’s dialog, read out to screen-reader users as the video’s name.',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'src',
      title: 'Video address',
      description: 'An .mp4 or .webm file: a site address (/media/budgeto-tour.mp4) or a full https:// address.',
      type: 'string',
      validation: (rule) => rule.custom((src: string | undefined) => videoSrcProblem(src) ?? true),
    }),
    radioField('product', 'Product', VIDEO_PRODUCTS, {
      description: 'The product the video presents.',
      initialValue: 'budgeto',
    }),
    radioField('poster', 'Poster', VIDEO_POSTERS, { initialValue: 'budgeting' }),
  ],
  preview: headingPreview('Video', { title: 'title' }, ({ title }) => title),
});
