import { defineField, defineType } from 'sanity';
import { unique } from '../validation/documents';

export const HEADER_KINDS = [
  { title: 'Simple (logo, tagline, login)', value: 'simple' },
  { title: 'Sticky (stays at the top while scrolling)', value: 'sticky' },
  { title: 'Mega menu (full site navigation)', value: 'mega' },
];

export const FOOTER_KINDS = [
  { title: 'Large (company, product, address, languages)', value: 'large' },
  { title: 'Simple (copyright and legal links)', value: 'simple' },
  { title: 'None', value: 'none' },
];

/**
 * How a page around the sign-up dialog looks: header, tagline, footer, chat. Shared by all
 * languages; many landing pages point at the same preset.
 */
export const layoutPreset = defineType({
  name: 'layoutPreset',
  title: 'Layout preset',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      description: 'How you recognise the preset when you pick it for a landing page, e.g. “Campaign (/l/)”.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'key',
      title: 'Key',
      description: 'A short unique code used in reports, e.g. campaign. Lower case, digits and dashes.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9-]+$/, { name: 'key' })
          .custom(unique('key', (value, other) => `The key “${value}” is already used by ${other}.`, false)),
    }),
    defineField({
      name: 'headerKind',
      title: 'Header',
      type: 'string',
      options: { list: HEADER_KINDS, layout: 'radio' },
      initialValue: 'simple',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      description: 'The line next to the logo. Leave empty for no tagline.',
      type: 'reference',
      to: [{ type: 'tagline' }],
    }),
    defineField({
      name: 'showLogin',
      title: 'Show the “Log in” link',
      description: 'Turn off for campaign pages where the only action should be signing up.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'popupEnabled',
      title: 'Header button opens the sign-up dialog',
      description:
        'On: “Try for free” in the header opens the sign-up dialog of the page. Off: it links to the web app.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'directModal',
      title: 'Open the sign-up dialog as the page',
      description:
        'On: the page is just the sign-up dialog, open from the start (used by /l/f/). Off: a normal landing page with a hero and a sign-up button.',
      type: 'boolean',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'footerKind',
      title: 'Footer',
      type: 'string',
      options: { list: FOOTER_KINDS, layout: 'radio' },
      initialValue: 'simple',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'supportChat',
      title: 'Show the live-chat button',
      type: 'boolean',
      initialValue: false,
      validation: (rule) => rule.required(),
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
