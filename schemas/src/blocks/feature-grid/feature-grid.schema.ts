import { defineField } from 'sanity';
import { choices, objectListField, requiredString, selectField } from '../../fields/factories';
import { linkHrefProblem } from '../../link-rules';
import { headedBlock, headingPreview } from '../shared/block.schema';
import { itemCountRule } from '../shared/item-list.schema';

/** One drawn icon per module of the product (drawn in web/src/blocks/feature-grid/icons.tsx). */
export const MODULE_ICONS = choices({
  dashboard: 'Dashboard',
  hr: 'HR Management',
  chat: 'Chat',
  connect: 'Connect',
  contacts: 'Contacts',
  inbox: 'Inbox',
  ai: 'Business AI',
  projects: 'Project Management',
  templates: 'Business Templates',
  drive: 'Cloud Drive',
  docs: 'Docs',
  sheets: 'Sheets',
});

interface LinkValue {
  label?: string;
  href?: string;
}

/** A card's link needs both its text and an address the site accepts; neither means no link. */
export function featureLinkProblem(link: LinkValue | undefined): string | null {
  const label = link?.label?.trim();
  const href = link?.href?.trim();
  if (!label && !href) return null;
  if (!label) return 'Give the link a text, or remove its address.';
  if (!href) return 'Give the address the link goes to, or remove its text.';
  return linkHrefProblem(href);
}

/** Two to twelve cards: one card is not a grid, and there are twelve modules to show. */
export const featureGridProblem = itemCountRule(2, 12, 'modules');

/** The product's modules as cards: an icon, a title, a short text and an optional link each. */
export const featureGrid = headedBlock({
  name: 'featureGrid',
  title: 'Modules',
  introMax: 300,
  fields: [
    objectListField(
      'items',
      'Modules',
      {
        name: 'featureItem',
        title: 'Module',
        fields: [
          selectField('icon', 'Icon', MODULE_ICONS),
          requiredString('title', 'Title', { max: 60 }),
          defineField({
            name: 'text',
            title: 'Short text',
            type: 'text',
            rows: 3,
            validation: (rule) => rule.max(200),
          }),
          defineField({
            name: 'link',
            title: 'Link (optional)',
            type: 'object',
            options: { collapsible: true, collapsed: true },
            validation: (rule) => rule.custom((link: LinkValue | undefined) => featureLinkProblem(link) ?? true),
            fields: [
              defineField({
                name: 'label',
                title: 'Text',
                description: 'e.g. “Explore HR Management”.',
                type: 'string',
                validation: (rule) => rule.max(40),
              }),
              defineField({
                name: 'href',
                title: 'Address',
                description: 'A site address starting with / (e.g. /features/hr/) or a full https:// address.',
                type: 'string',
              }),
            ],
          }),
        ],
        preview: {
          select: { title: 'title', icon: 'icon' },
          prepare: ({ title, icon }: { title?: string; icon?: string }) => ({
            title: title || '(module without title)',
            subtitle: MODULE_ICONS.find(({ value }) => value === icon)?.title ?? 'Choose the icon',
          }),
        },
      },
      { limit: 'required' },
    ),
  ],
  preview: headingPreview('Modules', { items: 'items' }, ({ items }) =>
    items?.length ? `${items.length} cards` : undefined,
  ),
});
