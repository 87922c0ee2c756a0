import { defineArrayMember, defineField, defineType } from 'sanity';
import { blockPreview } from '../block-preview';

/** The numbers a claims block can show; each is read from the site settings, never typed here. */
export const CLAIMS = [
  { title: 'Templates (the language’s template count)', value: 'templates' },
  { title: 'Businesses and teams', value: 'businesses' },
  { title: 'Downloads', value: 'downloads' },
  { title: 'Countries', value: 'countries' },
  { title: 'Trees planted', value: 'trees' },
  { title: 'Law firms', value: 'lawFirms' },
];

const CLAIM_TITLES: Record<string, string> = Object.fromEntries(CLAIMS.map(({ title, value }) => [value, title]));

interface ClaimsValue {
  items?: Array<{ claim?: string }>;
}

/**
 * Two to six numbers: one alone is not a row, more do not fit one line on a wide screen. A number
 * shown twice on the same row reads as a mistake.
 */
export function claimsProblem(value: ClaimsValue | undefined): string | null {
  const items = value?.items ?? [];
  if (items.length < 2) return `Show 2 to 6 numbers: add ${2 - items.length} more.`;
  if (items.length > 6) return `Show 2 to 6 numbers: remove ${items.length - 6}.`;
  const seen = new Set<string>();
  for (const { claim } of items) {
    if (!claim) continue;
    if (seen.has(claim)) return `“${CLAIM_TITLES[claim] ?? claim}” is shown twice: keep it once.`;
    seen.add(claim);
  }
  return null;
}

/** A row of big numbers (the site's claims) with their labels, under an optional heading. */
export const claims = defineType({
  name: 'claims',
  title: 'Claims and numbers',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      description: 'Optional. Write {templates} for the number of templates.',
      type: 'string',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'items',
      title: 'Numbers',
      description: 'Each number comes from the site settings; write only its label, in the page’s language.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'claimItem',
          title: 'Number',
          type: 'object',
          fields: [
            defineField({
              name: 'claim',
              title: 'Number shown',
              type: 'string',
              options: { list: CLAIMS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Label',
              description:
                'Under the number, e.g. “businesses and teams” or “downloads since {since}” ({since}: the year downloads are counted from).',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
          ],
          preview: {
            select: { label: 'label', claim: 'claim' },
            prepare: ({ label, claim }: { label?: string; claim?: string }) => ({
              title: label || '(no label)',
              subtitle: claim ? (CLAIM_TITLES[claim] ?? claim) : 'Choose the number',
            }),
          },
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { heading: 'heading', items: 'items' },
    prepare: ({ heading, items }: { heading?: string; items?: Array<{ label?: string }> }) =>
      blockPreview(
        'Claims and numbers',
        heading || items?.map(({ label }) => label).join(' · '),
        items?.length ? `${items.length} numbers` : undefined,
      ),
  },
});
