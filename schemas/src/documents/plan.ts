import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/factories';
import { unique } from '../validation/documents';

/**
 * One subscription plan in one language, as pricing blocks show it: every pricing table that
 * refers to it reads the same name, price and features. The package token ties it to the checkout's
 * package (and, later, to its live price).
 */
export const plan = defineType({
  name: 'plan',
  title: 'Plan',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      description: 'As visitors read it, e.g. Basic or Premium.',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    languageField(),
    defineField({
      name: 'package',
      title: 'Package',
      description:
        'The checkout’s package code: lower case letters, digits and dashes, e.g. basic. One plan per package and language.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z][a-z0-9-]*$/, { name: 'package code' })
          .custom(
            unique(
              'package',
              (value, other) => `The package “${value}” already has its plan in this language: ${other}.`,
            ),
          ),
    }),
    defineField({
      name: 'users',
      title: 'Users',
      description: 'E.g. “1-user licence”, “5-user licence”.',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'price',
      title: 'Price per month',
      description: 'As shown, with the currency, e.g. $24.99.',
      type: 'string',
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: 'priceUnit',
      title: 'After the price',
      description: 'E.g. “per month”, “/mois”.',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'billing',
      title: 'Billing note',
      description: 'E.g. “billed $299.88 per year”.',
      type: 'string',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'savings',
      title: 'Savings',
      description: 'E.g. “Save 33%”.',
      type: 'string',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      description: 'What the plan includes, one line each, most important first.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(100) })],
      validation: (rule) => rule.max(12),
    }),
    defineField({
      name: 'highlighted',
      title: 'Highlighted',
      description: 'Stands out in the tables that show it, e.g. the plan most customers choose.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'badge',
      title: 'Badge of a highlighted plan',
      description: 'E.g. “Most popular”. Shown only when the plan is highlighted.',
      type: 'string',
      hidden: ({ parent }) => (parent as { highlighted?: boolean } | undefined)?.highlighted !== true,
      validation: (rule) => rule.max(30),
    }),
  ],
  preview: {
    select: { name: 'name', language: 'language', price: 'price', users: 'users' },
    prepare: ({ name, language, price, users }: Record<string, string | undefined>) => ({
      title: `${language?.toUpperCase() ?? '??'} ${name ?? '(plan without a name)'}`,
      subtitle: [price, users].filter(Boolean).join(' · '),
    }),
  },
});
