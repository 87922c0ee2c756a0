import { defineArrayMember, defineField, defineType } from 'sanity';
import { blockPreview } from '../block-preview';
import { ctaField, ctaLinkProblem } from '../shared/cta.schema';

export const HERO_VISUALS = [
  { title: 'The page’s templates', value: 'templates' },
  { title: 'Illustration: the workspace', value: 'workspace' },
  { title: 'None', value: 'none' },
];

/** The hero's button follows the rule every block's main button follows. */
export const heroLinkProblem = ctaLinkProblem;

/** The first block of a page: headline, text, selling points, the main button and a picture. */
export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({
      name: 'headline',
      title: 'Headline',
      description: 'The page’s main heading. Write {templates} for the number of templates.',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({ name: 'text', title: 'Text under the headline', type: 'text', rows: 3 }),
    defineField({
      name: 'points',
      title: 'Selling points',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.max(6),
    }),
    ctaField(),
    defineField({
      name: 'claims',
      title: 'Claims line',
      description: 'A short line under the button, e.g. “No credit card required · 100% secure platform”.',
      type: 'string',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'visual',
      title: 'Picture',
      type: 'string',
      options: { list: HERO_VISUALS, layout: 'radio' },
      initialValue: 'templates',
    }),
  ],
  preview: {
    select: { headline: 'headline', label: 'cta.label' },
    prepare: ({ headline, label }: { headline?: string; label?: string }) => blockPreview('Hero', headline, label),
  },
});
