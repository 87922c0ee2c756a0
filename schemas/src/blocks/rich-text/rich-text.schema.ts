import { defineField } from 'sanity';
import { siteTextBlock } from '../../fields/portable-text';
import { linkHrefProblem } from '../../link-rules';
import { blockType, headingPreview } from '../shared/block.schema';

/** A link in the text leads to a page of the site or to a secure address elsewhere, nothing else. */
export function richTextHrefProblem(href: string | undefined): string | null {
  if (!href?.trim()) return 'Give the address the link goes to.';
  if (!href.startsWith('/') && !href.startsWith('https://')) {
    return 'Write a site address starting with / (e.g. /pricing/plans/) or a full https:// address.';
  }
  return linkHrefProblem(href);
}

interface PortableBlock {
  _type?: string;
  children?: Array<{ text?: string }>;
}

/** The words of a Portable Text body, as one string (for the rule and the studio's preview). */
export function plainText(body: readonly PortableBlock[] | undefined): string {
  return (body ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join(' ');
}

/** A body without a word would show an empty band on the page. */
export function richTextProblem(value: { body?: PortableBlock[] } | undefined): string | null {
  return plainText(value?.body).trim() ? null : 'Write the text: the block would be empty.';
}

/** Formatted running text: paragraphs, headings, lists, bold, italic and links. */
export const richText = blockType({
  name: 'richText',
  title: 'Rich text',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      description: 'Optional. Write {templates} for the number of templates (in the text as well).',
      type: 'string',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [
        siteTextBlock({
          description:
            'A page of this site as a path (/pricing/plans/): the site opens it in the reader’s language. Or a full https:// address.',
          type: 'string',
          validation: (rule) => rule.custom((href: string | undefined) => richTextHrefProblem(href) ?? true),
        }),
      ],
    }),
  ],
  preview: headingPreview('Rich text', { body: 'body' }, undefined, ({ heading, body }) => heading || plainText(body)),
});
