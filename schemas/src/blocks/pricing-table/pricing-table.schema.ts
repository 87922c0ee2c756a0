import { defineArrayMember, defineField } from 'sanity';
import { linkHrefProblem } from '../../link-rules';
import { sameLanguageOptions } from '../../fields/factories';
import { inPageLanguage } from '../../validation/documents';
import { DEFAULT_PLANS_HREF, pricingTableProblem } from './pricing-table.rules';
import { headedBlock, headingPreview } from '../shared/block.schema';

export { pricingTableProblem };

/** Plans side by side, each with its price, features and a button to the plans page. */
export const pricingTable = headedBlock({
  name: 'pricingTable',
  title: 'Pricing table',
  fields: [
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
  preview: headingPreview('Pricing table', { plans: 'plans' }, ({ plans }) => `${plans?.length ?? 0} plans`),
});
