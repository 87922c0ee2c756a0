import { defineField, defineType } from 'sanity';
import { landingPathProblem } from '../locales';
import { fieldGroups, languageField, pageBlocksField } from '../fields/factories';
import {
  experimentField,
  pageDescriptionField,
  pageTitleField,
  pathField,
  presetField,
  variantIdField,
} from '../fields/page-meta';
import { findSameLanguageOfType } from '../validation/documents';
import { thankYouPathProblem } from './pricingPage.rules';

export { thankYouPathProblem };

/**
 * One pricing page in one language: /pricing/plans/ and each of its variants (save50/,
 * ab/test/2/a/…), the affiliates' /start/plans/ and the budgeting product's /budgeto/buy/. What it
 * sells is the plans of its pricing table (each plan names its package), its promotion is its
 * blocks' copy, and its layout is its preset: a new variant is a new document, never new code.
 */
export const pricingPage = defineType({
  name: 'pricingPage',
  title: 'Pricing page',
  type: 'document',
  groups: fieldGroups(['page', 'Page'], ['offer', 'Offer and checkout'], ['copy', 'Page blocks']),
  fields: [
    { ...languageField(), group: 'page' },
    pathField({
      description:
        'The address without the language, with a slash at both ends: /pricing/plans/save50/ or /pricing/plans/ab/test/2/a/.',
      group: 'page',
      problem: landingPathProblem,
      free: async (value, context) => {
        // A pricing page answers first at its address: a page or landing page there would
        // never be seen, so the address must be free in this language.
        for (const type of ['landingPage', 'page']) {
          const other = await findSameLanguageOfType(context, type, 'path', value);
          if (other)
            return `${value} is the address of ${other} in this language: give this pricing page another address.`;
        }
        return true;
      },
    }),
    pageTitleField('page'),
    pageDescriptionField('page'),
    defineField({
      name: 'noindex',
      title: 'Hide from search engines',
      description:
        'On for variants reached from campaigns and tests (noindex, nofollow, not in the sitemap). Off for the main plans page only.',
      type: 'boolean',
      initialValue: true,
      group: 'page',
    }),
    variantIdField('page', 'pricing-plans-save50'),
    experimentField('page', 'pricing-ab-test-2'),
    presetField({
      description:
        'Header, tagline, footer, chat and cookie banner around the page. /pricing/plans/ uses “Pricing: plans only” (no menu, no footer).',
      required: true,
      group: 'page',
    }),
    defineField({
      name: 'discount',
      title: 'Discount of the offer (%)',
      description: 'The saving the page advertises, e.g. 50 on the save50 pages. Leave empty for regular prices.',
      type: 'number',
      group: 'offer',
      validation: (rule) => rule.integer().min(1).max(90),
    }),
    defineField({
      name: 'botCheck',
      title: 'Guard the payment with the bot check',
      description: 'On: an invisible bot check runs before each card payment (the captcha variant).',
      type: 'boolean',
      initialValue: false,
      group: 'offer',
    }),
    defineField({
      name: 'packageFromPath',
      title: 'The address may name a package',
      description:
        'On for /budgeto/buy/: /budgeto/buy/budgeto-monthly/ opens the checkout of that plan at once. Without a package the page shows its plans as usual.',
      type: 'boolean',
      initialValue: false,
      group: 'offer',
    }),
    defineField({
      name: 'thankYouPath',
      title: 'Thank-you page',
      description:
        'Where the buyer lands after paying, without the language: /pricing/thank-you/ or /budgeto/thank-you/.',
      type: 'string',
      initialValue: '/pricing/thank-you/',
      group: 'offer',
      validation: (rule) => rule.required().custom((value: string | undefined) => thankYouPathProblem(value) ?? true),
    }),
    pageBlocksField(
      'pricingSections',
      'What the page shows, top to bottom: the offer’s hero, the pricing table of the plans it sells, then reassurance (questions, trust, chat).',
      { group: 'copy' },
    ),
  ],
  preview: {
    select: { path: 'path', language: 'language', preset: 'preset.title', discount: 'discount', botCheck: 'botCheck' },
    prepare: ({ path, language, preset, discount, botCheck }: Record<string, unknown>) => ({
      title: `${typeof language === 'string' ? language.toUpperCase() : '??'} ${typeof path === 'string' ? path : '(no address)'}`,
      subtitle: [
        typeof preset === 'string' ? preset : 'no preset',
        typeof discount === 'number' ? `${discount} % off` : null,
        botCheck === true ? 'bot check' : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
