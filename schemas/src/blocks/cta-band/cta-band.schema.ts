import { claimsLineField, ctaField, ctaLinkProblem, type CtaValue } from '../shared/cta.schema';
import { headedBlock, headingPreview } from '../shared/block.schema';

/** The band's button follows the rule every block's main button follows: a link needs its address. */
export function ctaBandProblem(value: { cta?: CtaValue } | undefined): string | null {
  return ctaLinkProblem(value?.cta);
}

/** A full-width coloured band that asks for the sign-up: heading, text, the button and a claims line. */
export const ctaBand = headedBlock({
  name: 'ctaBand',
  title: 'Call-to-action band',
  introMax: 240,
  fields: [ctaField({ title: 'Button' }), claimsLineField()],
  preview: headingPreview('Call-to-action band', { label: 'cta.label' }, ({ label }) => label),
});
