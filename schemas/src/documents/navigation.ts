import { defineArrayMember, defineField, defineType } from 'sanity';
import { radioField, requiredList, requiredObject, requiredString } from '../fields/factories';
import { onePerLanguageField, onePerLanguagePreview } from '../fields/onePerLanguage';

/** What a mega menu holds: the product's modules, or the templates (whose columns the catalogue shows). */
export const MEGA_MENU_KINDS = [
  { title: 'Products', value: 'products' },
  { title: 'Templates', value: 'templates' },
];

/** The two headers of the site's default pages. */
export const HEADER_STYLES = [
  { title: 'Mega menus: the menus, the main links and the secondary links', value: 'mega' },
  { title: 'Classic: the main links only', value: 'simple' },
];

/** The header of one language: its style, main links, the header's buttons and the mega menus. */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  fields: [
    onePerLanguageField('navigation'),
    radioField('headerStyle', 'Header', HEADER_STYLES, {
      description:
        'The header of this language’s pages (landing pages take theirs from their layout preset). The mega menus and the secondary links show only in the mega-menu header.',
      initialValue: 'simple',
    }),
    requiredList('mainLinks', 'Main links', 'link', { description: 'The links in the header bar, in order.', max: 7 }),
    requiredObject('buttons', 'Header buttons', [
      requiredString('login', 'Log in (visitors)'),
      requiredString('account', 'Account (signed-in users)'),
      requiredString('tryFree', 'Try for free'),
      requiredString('menu', 'Menu button on phones (read out)'),
    ]),
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
            requiredString('title', 'Menu name'),
            radioField('kind', 'What the menu holds', MEGA_MENU_KINDS, {
              description:
                'The templates menu’s columns are also the templates catalogue (/templates/): mark one menu as the templates menu.',
              required: false,
            }),
            requiredList('groups', 'Columns', 'linkGroup'),
          ],
        }),
      ],
    }),
  ],
  preview: onePerLanguagePreview('Navigation'),
});
