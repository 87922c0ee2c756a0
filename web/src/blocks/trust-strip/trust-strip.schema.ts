import { defineArrayMember, defineField, defineType } from 'sanity';
import { blockPreview } from '../block-preview';

/** The drawn icons a reassurance can have (icons.tsx beside the component), with what each suits. */
export const TRUST_ICONS = [
  { title: 'Card (e.g. “No credit card required”)', value: 'card' },
  { title: 'Lock (e.g. “100% secure platform”)', value: 'lock' },
  { title: 'Globe (e.g. “Used in 190 countries”)', value: 'globe' },
  { title: 'Download (e.g. “50 million downloads”)', value: 'download' },
  { title: 'Tree (e.g. “A tree planted for every purchase”)', value: 'tree' },
  { title: 'Shield (e.g. “Reviewed by legal professionals”)', value: 'shield' },
  { title: 'Clock (e.g. “Ready in minutes”)', value: 'clock' },
];

interface TrustStripValue {
  items?: unknown[];
}

/** Two to six reassurances: the row stays short enough to read at a glance. */
export function trustStripProblem(value: TrustStripValue | undefined): string | null {
  const count = value?.items?.length ?? 0;
  if (count < 2) return `Show 2 to 6 reassurances: add ${2 - count} more.`;
  if (count > 6) return `Show 2 to 6 reassurances: remove ${count - 6}.`;
  return null;
}

/** A single wrapping row of short reassurances, each with an icon. */
export const trustStrip = defineType({
  name: 'trustStrip',
  title: 'Trust strip',
  type: 'object',
  fields: [
    defineField({
      name: 'items',
      title: 'Reassurances',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'trustItem',
          title: 'Reassurance',
          type: 'object',
          fields: [
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              options: { list: TRUST_ICONS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'text',
              title: 'Text',
              description:
                'A few words, e.g. “No credit card required”. Write {templates} for the number of templates.',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
          ],
          preview: {
            select: { text: 'text', icon: 'icon' },
            prepare: ({ text, icon }: { text?: string; icon?: string }) => ({
              title: text || '(no text)',
              subtitle: TRUST_ICONS.find(({ value }) => value === icon)?.title.split(' (')[0] ?? 'Choose the icon',
            }),
          },
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { items: 'items' },
    prepare: ({ items }: { items?: Array<{ text?: string }> }) =>
      blockPreview(
        'Trust strip',
        items?.map(({ text }) => text).join(' · '),
        items?.length ? `${items.length} reassurances` : undefined,
      ),
  },
});
