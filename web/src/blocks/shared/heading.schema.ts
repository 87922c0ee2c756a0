import { defineField } from 'sanity';

/** A block's heading: one line, may hold {templates}. */
export const headingField = () =>
  defineField({
    name: 'heading',
    title: 'Heading',
    description: 'Write {templates} for the number of templates.',
    type: 'string',
    validation: (rule) => rule.required().max(120),
  });

/** The short text under a block's heading. */
export const introTextField = () =>
  defineField({ name: 'text', title: 'Text under the heading', type: 'text', rows: 2 });
