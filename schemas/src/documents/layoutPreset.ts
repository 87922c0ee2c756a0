import { defineField, defineType } from 'sanity';
import { choices, keyField, radioField, requiredBoolean, requiredString } from '../fields/factories';

export const HEADER_KINDS = choices({
  simple: 'Simple (logo, tagline, login)',
  sticky: 'Sticky (stays at the top while scrolling)',
  mega: 'Mega menu (full site navigation)',
  site: 'The site’s header of the page’s language (mega menu or classic, as its navigation says)',
});

export const HEADER_ACTIONS = choices({
  tryFree: 'The “Try for free” button',
  termsAndContact: 'The “Terms of Use” and “Contact us” links (the budgeting product)',
});

export const FOOTER_KINDS = choices({
  large: 'Large (company, product, address, languages)',
  simple: 'Simple (copyright and legal links)',
  none: 'None',
});

/**
 * How a page around the sign-up dialog looks: header, tagline, footer, chat. Shared by all
 * languages; many landing pages point at the same preset.
 */
export const layoutPreset = defineType({
  name: 'layoutPreset',
  title: 'Layout preset',
  type: 'document',
  fields: [
    requiredString('title', 'Name', {
      description: 'How you recognise the preset when you pick it for a landing page, e.g. “Campaign (/l/)”.',
    }),
    keyField('A short unique code used in reports, e.g. campaign. Lower case, digits and dashes.'),
    radioField('headerKind', 'Header', HEADER_KINDS, { initialValue: 'simple' }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      description: 'The line next to the logo. Leave empty for no tagline.',
      type: 'reference',
      to: [{ type: 'tagline' }],
    }),
    requiredBoolean('showLogin', 'Show the “Log in” link', true, {
      description: 'Turn off for campaign pages where the only action should be signing up.',
    }),
    requiredBoolean('popupEnabled', 'Header button opens the sign-up dialog', true, {
      description:
        'On: “Try for free” in the header opens the sign-up dialog of the page. Off: it links to the web app.',
    }),
    requiredBoolean('directModal', 'Open the sign-up dialog as the page', false, {
      description:
        'On: the page is just the sign-up dialog, open from the start (used by /l/f/). Off: a normal landing page with a hero and a sign-up button.',
    }),
    defineField({
      name: 'headerMenu',
      title: 'Show the site’s menu in the header',
      description:
        'The navigation links (and, in the mega-menu header, the menus and the support link). Off on pages where the only way on is the page’s own button, e.g. /pricing/plans/. Empty: on for the mega-menu header only.',
      type: 'boolean',
    }),
    radioField('headerActions', 'At the right of the header', HEADER_ACTIONS, {
      description: 'Empty: the “Try for free” button.',
      initialValue: 'tryFree',
      required: false,
    }),
    radioField('footerKind', 'Footer', FOOTER_KINDS, { initialValue: 'simple' }),
    requiredBoolean('supportChat', 'Show the live-chat button', false),
    defineField({
      name: 'cookieBanner',
      title: 'Show the cookie banner',
      description:
        'Off on pages where nothing may cover the page’s form, e.g. the pricing and checkout pages. Empty: shown.',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'affiliateTracking',
      title: 'Record affiliate clicks',
      description:
        'On for pages affiliates link to (/start/…): the affiliate click is recorded and its transaction id travels with the sign-up and the purchase.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'retailerToolbar',
      title: 'Load the affiliate retailer’s toolbar',
      description:
        'On for the retailer’s order pages (/start/cb/): its toolbar script loads once the visitor accepts cookies. Empty: off.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'title', header: 'headerKind', footer: 'footerKind', tagline: 'tagline.name' },
    prepare: ({ title, header, footer, tagline }: Record<string, string | undefined>) => ({
      title: title ?? 'Layout preset',
      subtitle: [`${header ?? '?'} header`, `${footer ?? '?'} footer`, tagline].filter(Boolean).join(' · '),
    }),
  },
});
