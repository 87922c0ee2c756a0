import { defineField, defineType } from 'sanity';
import { fieldGroups, requiredList, requiredString } from '../fields/factories';
import { onePerLanguageField, onePerLanguagePreview } from '../fields/onePerLanguage';

/** The footer link sets of one language, for the large and the simple footer. */
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  groups: fieldGroups(['large', 'Large footer'], ['simple', 'Simple footer']),
  fields: [
    onePerLanguageField('footer'),
    requiredList('columns', 'Columns', 'linkGroup', {
      description: 'The About and Product blocks. The blog link belongs in English only.',
      group: 'large',
    }),
    defineField({ name: 'freeTrial', title: 'Free-trial link', type: 'link', group: 'large' }),
    defineField({
      name: 'rating',
      title: 'Review rating',
      type: 'object',
      group: 'large',
      fields: [
        defineField({ name: 'score', title: 'Score', type: 'number', validation: (r) => r.min(0).max(5) }),
        defineField({
          name: 'label',
          title: 'Text',
          description: 'Write {score} for the score, e.g. “Rated {score} out of 5 by our customers”.',
          type: 'string',
        }),
      ],
    }),
    defineField({
      name: 'contactHeading',
      title: 'Heading above the address',
      type: 'string',
      group: 'large',
    }),
    requiredString('languageLabel', 'Label of the language switcher (read out)', { group: 'large' }),
    requiredList('legalLinks', 'Legal links', 'link', {
      description: 'Terms of use, privacy policy, cookie policy.',
      group: 'large',
    }),
    requiredList('simpleLinks', 'Links of the simple footer', 'link', {
      description: 'Privacy, terms, contact.',
      group: 'simple',
    }),
    defineField({
      name: 'customerService',
      title: 'Customer-service line',
      description: 'Write {phone} for the number from the site settings, e.g. “Customer service: {phone}”.',
      type: 'string',
      group: 'simple',
    }),
    requiredString('copyright', 'Copyright line', {
      description: 'Write {year} and {company}; the site fills them in.',
      group: 'simple',
    }),
  ],
  preview: onePerLanguagePreview('Footer'),
});
