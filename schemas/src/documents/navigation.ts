import { defineArrayMember, defineField, defineType } from 'sanity';
import { LOCALE_NAMES, type Locale } from '../locales';
import { onePerLanguageField } from '../fields/onePerLanguage';

/** The header of one language: main links, the header's buttons and the mega menus. */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  fields: [
    onePerLanguageField('navigation'),
    defineField({
      name: 'mainLinks',
      title: 'Main links',
      description: 'The links in the header bar, in order.',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1).max(7),
    }),
    defineField({
      name: 'buttons',
      title: 'Header buttons',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'login', title: 'Log in (visitors)', type: 'string', validation: (r) => r.required() }),
        defineField({
          name: 'account',
          title: 'Account (signed-in users)',
          type: 'string',
          validation: (r) => r.required(),
        }),
        defineField({ name: 'tryFree', title: 'Try for free', type: 'string', validation: (r) => r.required() }),
        defineField({
          name: 'menu',
          title: 'Menu button on phones (read out)',
          type: 'string',
          validation: (r) => r.required(),
        }),
      ],
    }),
    defineField({
      name: 'utilityLinks',
      title: 'Secondary links',
      description: 'Contact sales, buy now, client support, about, pricing plans.',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
    }),
    defineField({
      name: 'megaMenus',
      title: 'Mega menus',
      description: 'Menus that open on hover, e.g. Products and Templates. Each holds columns of links.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'megaMenu',
          title: 'Mega menu',
          fields: [
            defineField({ name: 'title', title: 'Menu name', type: 'string', validation: (r) => r.required() }),
            defineField({
              name: 'groups',
              title: 'Columns',
              type: 'array',
              of: [defineArrayMember({ type: 'linkGroup' })],
              validation: (r) => r.required().min(1),
            }),
          ],
        }),
      ],
    }),
  ],
  preview: {
    select: { language: 'language' },
    prepare: ({ language }: { language?: string }) => ({
      title: `Navigation · ${language ? (LOCALE_NAMES[language as Locale] ?? language) : '?'}`,
    }),
  },
});
