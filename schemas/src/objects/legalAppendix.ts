import { defineField } from 'sanity';
import { legalPartType } from '../fields/legal-part';

/** A schedule or exhibit after the numbered sections ("Schedule A. Commission Structure"). */
export const legalAppendix = legalPartType(
  'legalAppendix',
  'Schedule or exhibit',
  defineField({
    name: 'label',
    title: 'Label',
    description: 'Exactly "Schedule A", "Exhibit B" and so on: the page anchors it as #schedule-a, #exhibit-b.',
    type: 'string',
    validation: (rule) =>
      rule.required().regex(/^(Schedule|Exhibit) [A-Z]$/, { name: 'a label like "Schedule A" or "Exhibit B"' }),
  }),
);
