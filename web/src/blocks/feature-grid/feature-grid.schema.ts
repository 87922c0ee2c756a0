import { defineArrayMember, defineField, defineType } from 'sanity';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import { blockPreview } from '../block-preview';
import { headingField } from '../shared/heading.schema';

/** One drawn icon per module of the product (drawn in icons.tsx beside the component). */
export const MODULE_ICONS = [
  { title: 'Dashboard', value: 'dashboard' },
  { title: 'HR Management', value: 'hr' },
  { title: 'Chat', value: 'chat' },
  { title: 'Connect', value: 'connect' },
  { title: 'Contacts', value: 'contacts' },
  { title: 'Inbox', value: 'inbox' },
  { title: 'Business AI', value: 'ai' },
  { title: 'Project Management', value: 'projects' },
  { title: 'Business Templates', value: 'templates' },
  { title: 'Cloud Drive', value: 'drive' },
  { title: 'Docs', value: 'docs' },
  { title: 'Sheets', value: 'sheets' },
];

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

interface FeatureGridValue {
  items?: unknown[];
}

/** Two to twelve cards: one card is not a grid, and there are twelve modules to show. */
export function featureGridProblem(value: FeatureGridValue | undefined): string | null {
  const count = value?.items?.length ?? 0;
  if (count < 2) return `Show 2 to 12 modules: add ${2 - count} more.`;
  if (count > 12) return `Show 2 to 12 modules: remove ${count - 12}.`;
  return null;
}

/** The product's modules as cards: an icon, a title, a short text and an optional link each. */
export const featureGrid = defineType({
  name: 'featureGrid',
  title: 'Modules',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'text',
      title: 'Text under the heading',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'items',
      title: 'Modules',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'featureItem',
          title: 'Module',
          type: 'object',
          fields: [
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              options: { list: MODULE_ICONS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
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
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { heading: 'heading', items: 'items' },
    prepare: ({ heading, items }: { heading?: string; items?: unknown[] }) =>
      blockPreview('Modules', heading, items?.length ? `${items.length} cards` : undefined),
  },
});
