import { defineType } from 'sanity';
import { textBlock } from '../fields/portable-text';

/**
 * The running text of a legal document: paragraphs, bullet and numbered lists, bold and links,
 * nothing else. Headings are not offered: the structure of a legal text is its numbered sections,
 * and a bold lead-in ("4.2 Administrator.") marks a sub-clause.
 */
export const legalText = defineType({
  name: 'legalText',
  title: 'Legal text',
  type: 'array',
  of: [
    textBlock({
      styles: [{ title: 'Paragraph', value: 'normal' }],
      decorators: [{ title: 'Bold', value: 'strong' }],
      href: {
        description:
          'A page of this site as a path (/company/privacy-policy/): the site opens it in the reader’s language. ' +
          'Or a full https:// or mailto: address.',
        type: 'url',
        validation: (rule) => rule.required().uri({ allowRelative: true, scheme: ['https', 'mailto'] }),
      },
    }),
  ],
});
