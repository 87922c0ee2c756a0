import { defineField } from 'sanity';
import { choices, objectListField, requiredString, selectField } from '../../fields/factories';
import { blockType, headingPreview } from '../shared/block.schema';
import { itemCountRule } from '../shared/item-list.schema';

/** The numbers a claims block can show; each is read from the site settings, never typed here. */
const CLAIM_TITLES: Record<string, string> = {
  templates: 'Templates (the language’s template count)',
  businesses: 'Businesses and teams',
  downloads: 'Downloads',
  countries: 'Countries',
  trees: 'Trees planted',
  lawFirms: 'Law firms',
  signUps: 'Sign-ups',
  modules: 'Modules of the toolkit (the language’s count)',
};
export const CLAIMS = choices(CLAIM_TITLES);

interface ClaimsValue {
  items?: Array<{ claim?: string }>;
}

const claimCountProblem = itemCountRule(2, 6, 'numbers');

/**
 * Two to six numbers: one alone is not a row, more do not fit one line on a wide screen. A number
 * shown twice on the same row reads as a mistake.
 */
export function claimsProblem(value: ClaimsValue | undefined): string | null {
  const count = claimCountProblem(value);
  if (count) return count;
  const seen = new Set<string>();
  for (const { claim } of value?.items ?? []) {
    if (!claim) continue;
    if (seen.has(claim)) return `“${CLAIM_TITLES[claim] ?? claim}” is shown twice: keep it once.`;
    seen.add(claim);
  }
  return null;
}

/** A row of big numbers (the site's claims) with their labels, under an optional heading. */
export const claims = blockType({
  name: 'claims',
  title: 'Claims and numbers',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      description: 'Optional. Write {templates} for the number of templates.',
      type: 'string',
      validation: (rule) => rule.max(120),
    }),
    objectListField(
      'items',
      'Numbers',
      {
        name: 'claimItem',
        title: 'Number',
        fields: [
          selectField('claim', 'Number shown', CLAIMS),
          requiredString('label', 'Label', {
            description:
              'Under the number, e.g. “businesses and teams” or “downloads since {since}” ({since}: the year downloads and sign-ups are counted from).',
            max: 60,
          }),
        ],
        preview: {
          select: { label: 'label', claim: 'claim' },
          prepare: ({ label, claim }: { label?: string; claim?: string }) => ({
            title: label || '(no label)',
            subtitle: claim ? (CLAIM_TITLES[claim] ?? claim) : 'Choose the number',
          }),
        },
      },
      {
        description: 'Each number comes from the site settings; write only its label, in the page’s language.',
        limit: 'required',
      },
    ),
  ],
  preview: headingPreview(
    'Claims and numbers',
    { items: 'items' },
    ({ items }) => (items?.length ? `${items.length} numbers` : undefined),
    ({ heading, items }) =>
      heading || (items as Array<{ label?: string }> | undefined)?.map(({ label }) => label).join(' · '),
  ),
});
