import { defineArrayMember, defineField, defineType } from 'sanity';
import { landingPathProblem } from '../locales';
import { fieldGroups, requiredObject, requiredString } from '../fields/factories';

/**
 * A claim's number: kept as a number, written on each page the way its language writes numbers
 * (250,000+ in English, 250 000+ in French).
 */
function claimNumberField(name: string, title: string, shown: string, initialValue: number) {
  return defineField({
    name,
    title,
    description: `A whole number, without separators. ${shown}`,
    type: 'number',
    group: 'claims',
    initialValue,
    validation: (rule) => rule.integer().min(0),
  });
}

/** Site-wide facts shown on many pages. A singleton: the studio opens it directly. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: fieldGroups(
    ['brand', 'Brand'],
    ['claims', 'Claims and numbers'],
    ['contact', 'Contact details'],
    ['help', 'Help and chat'],
    ['search', 'Search page'],
    ['plans', 'Plans'],
    ['apps', 'Desktop apps'],
  ),
  fields: [
    requiredString('productName', 'Product name', {
      description: 'Shown in page titles, followed by the ™ sign and the title suffix.',
      group: 'brand',
    }),
    defineField({
      name: 'titleSuffix',
      title: 'Page title suffix',
      description: 'Follows the product name in the browser tab, e.g. "Business Management Platform".',
      type: 'localeString',
      group: 'brand',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'templateCount',
      title: 'Template count per language',
      description: 'As visitors read it, e.g. "3,000+" in English, "1,300" in French.',
      type: 'localeString',
      group: 'claims',
      validation: (rule) => rule.required(),
    }),
    claimNumberField('businesses', 'Businesses that trust us', 'Shown as “250,000+” (a lower bound).', 250000),
    claimNumberField(
      'downloads',
      'Downloads',
      'Shown in words of the page’s language: “50 million”, “50 millions”.',
      50000000,
    ),
    defineField({
      name: 'downloadsSince',
      title: 'Downloads counted since (year)',
      type: 'number',
      group: 'claims',
      initialValue: 2002,
    }),
    defineField({ name: 'countries', title: 'Countries', type: 'number', group: 'claims', initialValue: 190 }),
    claimNumberField('treesPlanted', 'Trees planted (one per purchase)', 'Shown as “85,000+” (a lower bound).', 85000),
    claimNumberField('lawFirms', 'Law firms', 'Shown as “10,000”.', 10000),
    claimNumberField(
      'signUps',
      'Sign-ups since the downloads year',
      'Shown in words of the page’s language, like downloads: “20 million”.',
      20000000,
    ),
    defineField({
      name: 'modules',
      title: 'Number of modules per language',
      description:
        'How many modules the toolkit has in each language (Spanish has more). A whole number: the claims block shows it.',
      type: 'localeString',
      group: 'claims',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'contracts', title: 'Contracts', type: 'string', group: 'claims', initialValue: '700+' }),
    defineField({ name: 'hrDocuments', title: 'HR documents', type: 'string', group: 'claims', initialValue: '400+' }),
    defineField({
      name: 'hrDocumentsOtherLanguages',
      title: 'HR documents in other languages',
      type: 'string',
      group: 'claims',
      initialValue: '100+',
    }),
    defineField({
      name: 'businessPlans',
      title: 'Business plans',
      type: 'string',
      group: 'claims',
      initialValue: '161+',
    }),
    defineField({
      name: 'noCreditCard',
      title: '“No credit card required” claim',
      type: 'localeString',
      group: 'claims',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'securePlatform',
      title: '“100% secure platform” claim',
      type: 'localeString',
      group: 'claims',
      validation: (rule) => rule.required(),
    }),
    requiredString('phone', 'Phone', { group: 'contact' }),
    defineField({
      name: 'supportEmail',
      title: 'Support e-mail',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    requiredString('companyName', 'Company name', { group: 'contact' }),
    defineField({
      name: 'address',
      title: 'Postal address',
      description: 'One line per row, as printed in the footer.',
      type: 'array',
      of: [{ type: 'string' }],
      group: 'contact',
    }),
    defineField({
      name: 'privacyOfficer',
      title: 'Privacy officer line',
      description: 'Added to the address on the privacy policy, e.g. “Attention: Chief Privacy Officer”.',
      type: 'localeString',
      group: 'contact',
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social media',
      type: 'array',
      group: 'contact',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'socialLink',
          fields: [
            defineField({
              name: 'network',
              title: 'Network',
              type: 'string',
              options: { list: ['facebook', 'linkedin', 'x', 'youtube', 'instagram'] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'Address',
              type: 'url',
              validation: (rule) => rule.required().uri({ scheme: ['https'] }),
            }),
          ],
          preview: { select: { title: 'network', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'helpLinkText',
      title: 'Help link text',
      description: 'The chat invitation near pricing and sign-up, e.g. “Questions? Chat With Us”.',
      type: 'localeString',
      group: 'help',
      validation: (rule) => rule.required(),
    }),
    requiredObject(
      'liveChat',
      'Live-chat button',
      [
        requiredString('label', 'Button text'),
        defineField({
          name: 'language',
          title: 'Chat language code',
          description: 'The language the chat service opens in, e.g. en-US.',
          type: 'string',
          validation: (rule) => rule.required().regex(/^[a-z]{2}-[A-Z]{2}$/, { name: 'language code like en-US' }),
        }),
      ],
      { group: 'help' },
    ),
    defineField({
      name: 'searchDialogPath',
      title: 'Sign-up dialog of the search page',
      description:
        'The address (without language) of the landing page whose sign-up dialog the search page opens, e.g. /docs/. In a language without that landing page, search results link straight to the web app.',
      type: 'string',
      group: 'search',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => (value === undefined ? true : (landingPathProblem(value) ?? true))),
    }),
    defineField({
      name: 'appDownloads',
      title: 'Desktop app downloads',
      description:
        'The installer files the “Download the apps” blocks offer, one address for every language. The web app needs none: it is the configured web app.',
      type: 'object',
      group: 'apps',
      fields: [
        defineField({
          name: 'windows',
          title: 'Windows installer',
          description: 'The full https:// address of the file, e.g. https://downloads.example.com/Paperwise-Setup.exe.',
          type: 'url',
          validation: (rule) => rule.uri({ scheme: ['https'] }),
        }),
        defineField({
          name: 'macos',
          title: 'macOS installer',
          description: 'The full https:// address of the file, e.g. https://downloads.example.com/Paperwise.dmg.',
          type: 'url',
          validation: (rule) => rule.uri({ scheme: ['https'] }),
        }),
      ],
    }),
    defineField({
      name: 'basicPlan',
      title: 'Basic plan',
      description: 'The prices quoted in marketing copy (the checkout reads live prices).',
      type: 'object',
      group: 'plans',
      fields: [
        defineField({ name: 'monthlyPrice', title: 'Monthly price (USD)', type: 'string' }),
        defineField({ name: 'yearlyTotal', title: 'Billed per year (USD)', type: 'string' }),
        defineField({ name: 'savingsPercent', title: 'Savings (%)', type: 'number' }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
