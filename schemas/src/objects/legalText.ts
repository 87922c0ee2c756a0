import { defineArrayMember, defineField, defineType } from 'sanity';

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
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Paragraph', value: 'normal' }],
      lists: [
        { title: 'Bullet list', value: 'bullet' },
        { title: 'Numbered list', value: 'number' },
      ],
      marks: {
        decorators: [{ title: 'Bold', value: 'strong' }],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Address',
                description:
                  'A page of this site as a path (/company/privacy-policy/): the site opens it in the reader’s language. ' +
                  'Or a full https:// or mailto: address.',
                type: 'url',
                validation: (rule) => rule.required().uri({ allowRelative: true, scheme: ['https', 'mailto'] }),
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
