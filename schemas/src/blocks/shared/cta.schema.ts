import { defineField } from 'sanity';
import { choices, radioField } from '../../fields/factories';
import { linkHrefProblem } from '../../link-rules';

/**
 * The main button of a block, shared by every block that has one (hero, call-to-action band): the
 * same choices in the studio, the same rule, the same behaviour on the site (web/src/blocks/shared/CtaButton.tsx).
 */
export const CTA_ACTIONS = choices({
  signup: 'Open the page’s sign-up dialog (or the web app’s sign-up where the page has none)',
  link: 'Go to an address',
});

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
      radioField('action', 'What it does', CTA_ACTIONS, { initialValue: 'signup' }),
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

/** The short line under a block's main button. */
export const claimsLineField = () =>
  defineField({
    name: 'claims',
    title: 'Claims line',
    description: 'A short line under the button, e.g. “No credit card required · 100% secure platform”.',
    type: 'string',
    validation: (rule) => rule.max(120),
  });
