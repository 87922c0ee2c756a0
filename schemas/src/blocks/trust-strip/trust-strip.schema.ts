import { choices, objectListField, requiredString, selectField } from '../../fields/factories';
import { blockPreview } from '../block-preview';
import { blockType } from '../shared/block.schema';
import { itemCountRule } from '../shared/item-list.schema';

/** The drawn icons a reassurance can have (web/src/blocks/trust-strip/icons.tsx), with what each suits. */
export const TRUST_ICONS = choices({
  card: 'Card (e.g. “No credit card required”)',
  lock: 'Lock (e.g. “100% secure platform”)',
  globe: 'Globe (e.g. “Used in 190 countries”)',
  download: 'Download (e.g. “50 million downloads”)',
  tree: 'Tree (e.g. “A tree planted for every purchase”)',
  shield: 'Shield (e.g. “Reviewed by legal professionals”)',
  clock: 'Clock (e.g. “Ready in minutes”)',
});

/** Two to six reassurances: the row stays short enough to read at a glance. */
export const trustStripProblem = itemCountRule(2, 6, 'reassurances');

/** A single wrapping row of short reassurances, each with an icon. */
export const trustStrip = blockType({
  name: 'trustStrip',
  title: 'Trust strip',
  fields: [
    objectListField(
      'items',
      'Reassurances',
      {
        name: 'trustItem',
        title: 'Reassurance',
        fields: [
          selectField('icon', 'Icon', TRUST_ICONS),
          requiredString('text', 'Text', {
            description: 'A few words, e.g. “No credit card required”. Write {templates} for the number of templates.',
            max: 60,
          }),
        ],
        preview: {
          select: { text: 'text', icon: 'icon' },
          prepare: ({ text, icon }: { text?: string; icon?: string }) => ({
            title: text || '(no text)',
            subtitle: TRUST_ICONS.find(({ value }) => value === icon)?.title.split(' (')[0] ?? 'Choose the icon',
          }),
        },
      },
      { limit: 'required' },
    ),
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
