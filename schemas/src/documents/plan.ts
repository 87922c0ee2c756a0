import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/factories';
import { unique } from '../validation/documents';

/**
 * One subscription plan in one language, as pricing blocks show it: every pricing table that
 * refers to it reads the same name and features. Its package is what the checkout sells, and where
 * its prices come from: the amounts are read from the package service when the page is rendered,
 * never typed here, so a price change needs no edit of the pages.
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
        'The package the checkout sells, whose prices the tables show: lower case letters, digits and dashes, e.g. basic or special-basic. One plan per package and language.',
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
    select: { name: 'name', language: 'language', pkg: 'package', users: 'users' },
    prepare: ({ name, language, pkg, users }: Record<string, string | undefined>) => ({
      title: `${language?.toUpperCase() ?? '??'} ${name ?? '(plan without a name)'}`,
      subtitle: [pkg, users].filter(Boolean).join(' · '),
    }),
  },
});
