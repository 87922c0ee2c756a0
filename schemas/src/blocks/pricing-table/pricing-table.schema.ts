import { defineArrayMember, defineField, defineType } from 'sanity';
import { linkHrefProblem } from '../../link-rules';
import { sameLanguageOptions } from '../../fields/factories';
import { inPageLanguage } from '../../validation/documents';
import { blockPreview } from '../block-preview';
import { DEFAULT_PLANS_HREF, pricingTableProblem } from './pricing-table.rules';
import { headingField, introTextField } from '../shared/heading.schema';

export { pricingTableProblem };

/** Plans side by side, each with its price, features and a button to the plans page. */
export const pricingTable = defineType({
  name: 'pricingTable',
  title: 'Pricing table',
  type: 'object',
  fields: [
    headingField(),
    introTextField(),
    defineField({
      name: 'plans',
      title: 'Plans',
      description: 'One to four plans in the page’s language, in the order shown.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'plan' }],
          options: sameLanguageOptions,
          validation: (rule) => rule.custom(inPageLanguage('plan')),
        }),
      ],
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Button text',
      description: 'Under each plan; {plan} is replaced by the plan’s name: “Choose {plan}”.',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'buttonHref',
      title: 'Button address',
      description: 'A site address starting with / or a full https:// address.',
      type: 'string',
      initialValue: DEFAULT_PLANS_HREF,
      validation: (rule) => rule.custom((href: string | undefined) => linkHrefProblem(href) ?? true),
    }),
  ],
  preview: {
    select: { heading: 'heading', plans: 'plans' },
    prepare: ({ heading, plans }: { heading?: string; plans?: unknown[] }) =>
      blockPreview('Pricing table', heading, `${plans?.length ?? 0} plans`),
  },
});
