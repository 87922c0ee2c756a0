import { defineField } from 'sanity';
import { choices, radioField, stringListField } from '../../fields/factories';
import { blockPreview } from '../block-preview';
import { blockType } from '../shared/block.schema';
import { claimsLineField, ctaField, ctaLinkProblem } from '../shared/cta.schema';

export const HERO_VISUALS = choices({
  templates: 'The page’s templates',
  workspace: 'Illustration: the workspace',
  image: 'An image (uploaded below)',
  none: 'None',
});

/** The hero's button follows the rule every block's main button follows. */
export const heroLinkProblem = ctaLinkProblem;

/** The first block of a page: headline, text, selling points, the main button and a picture. */
export const hero = blockType({
  name: 'hero',
  title: 'Hero',
  fields: [
    defineField({
      name: 'headline',
      title: 'Headline',
      description: 'The page’s main heading. Write {templates} for the number of templates.',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({ name: 'text', title: 'Text under the headline', type: 'text', rows: 3 }),
    stringListField('points', 'Selling points', 6),
    ctaField(),
    claimsLineField(),
    radioField('visual', 'Picture', HERO_VISUALS, { initialValue: 'templates', required: false }),
    defineField({
      name: 'image',
      title: 'Image',
      description: 'Shown beside the headline when the picture is "An image". PNG, JPEG or WebP.',
      type: 'image',
      options: { accept: 'image/png,image/jpeg,image/webp' },
      hidden: ({ parent }) => (parent as { visual?: string } | undefined)?.visual !== 'image',
      fields: [
        defineField({
          name: 'alt',
          title: 'What the image shows',
          description: 'Read out to visitors who cannot see it; leave empty for a decorative image.',
          type: 'string',
        }),
      ],
      validation: (rule) =>
        rule.custom((value, context) => {
          const visual = (context.parent as { visual?: string } | undefined)?.visual;
          const asset = (value as { asset?: unknown } | undefined)?.asset;
          return visual === 'image' && !asset ? 'Upload the image, or choose another picture.' : true;
        }),
    }),
  ],
  preview: {
    select: { headline: 'headline', label: 'cta.label' },
    prepare: ({ headline, label }: { headline?: string; label?: string }) => blockPreview('Hero', headline, label),
  },
});
