import { defineType } from 'sanity';
import { blockPreview } from '../block-preview';
import { claimsLineField, ctaField, ctaLinkProblem, type CtaValue } from '../shared/cta.schema';
import { headingField, introTextField } from '../shared/heading.schema';

/** The band's button follows the rule every block's main button follows: a link needs its address. */
export function ctaBandProblem(value: { cta?: CtaValue } | undefined): string | null {
  return ctaLinkProblem(value?.cta);
}

/** A full-width coloured band that asks for the sign-up: heading, text, the button and a claims line. */
export const ctaBand = defineType({
  name: 'ctaBand',
  title: 'Call-to-action band',
  type: 'object',
  fields: [headingField(), introTextField(240), ctaField({ title: 'Button' }), claimsLineField()],
  preview: {
    select: { heading: 'heading', label: 'cta.label' },
    prepare: ({ heading, label }: { heading?: string; label?: string }) =>
      blockPreview('Call-to-action band', heading, label),
  },
});
