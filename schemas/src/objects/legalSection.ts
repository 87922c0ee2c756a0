import { defineField } from 'sanity';
import { legalPartType } from '../fields/legal-part';

/** A numbered section of a legal text ("12. Account Registration"); the page anchors it as #section-12. */
export const legalSection = legalPartType(
  'legalSection',
  'Section',
  defineField({
    name: 'number',
    title: 'Number',
    description: 'Sections are numbered 1, 2, 3 … in order, with no gap.',
    type: 'number',
    validation: (rule) => rule.required().integer().min(1),
  }),
);
