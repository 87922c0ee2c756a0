import { defineField } from 'sanity';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';

/**
 * The main button of a block, shared by every block that has one (hero, call-to-action band): the
 * same choices in the studio, the same rule, the same behaviour on the site (CtaButton.tsx).
 */
export const CTA_ACTIONS = [
  { title: 'Open the page’s sign-up dialog (or the web app’s sign-up where the page has none)', value: 'signup' },
  { title: 'Go to an address', value: 'link' },
];

export interface CtaValue {
  action?: string;
  href?: string;
}

/** A button that links needs an address the site accepts. */
export function ctaLinkProblem(cta: CtaValue | undefined): string | null {
  if (cta?.action !== 'link') return null;
  if (!cta.href?.trim()) return 'Give the address the button goes to, or choose “Open the sign-up dialog”.';
  return linkHrefProblem(cta.href);
}

/** The button field: its text, what it does and, for a link, its address. Required: a block shows it. */
export function ctaField({ name = 'cta', title = 'Main button' }: { name?: string; title?: string } = {}) {
  return defineField({
    name,
    title,
    type: 'object',
    validation: (rule) => rule.required().custom((cta: CtaValue | undefined) => ctaLinkProblem(cta) ?? true),
    fields: [
      defineField({
        name: 'label',
        title: 'Text',
        type: 'string',
        validation: (rule) => rule.required().min(1).error('The main button needs a text.'),
      }),
      defineField({
        name: 'action',
        title: 'What it does',
        type: 'string',
        options: { list: CTA_ACTIONS, layout: 'radio' },
        initialValue: 'signup',
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'href',
        title: 'Address',
        description: 'A site address starting with / (e.g. /pricing/plans/) or a full https:// address.',
        type: 'string',
        hidden: ({ parent }) => (parent as CtaValue | undefined)?.action !== 'link',
      }),
    ],
  });
}
