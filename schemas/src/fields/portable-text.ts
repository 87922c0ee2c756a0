import { defineArrayMember, defineField, type StringDefinition, type UrlDefinition } from 'sanity';

/** The address field of a link in running text, but for its name and title (always href, "Address"). */
type LinkAddress = Omit<StringDefinition, 'name' | 'title'> | Omit<UrlDefinition, 'name' | 'title'>;

/**
 * The paragraphs of a running text (Portable Text), as the studio's editor offers them: the given
 * paragraph styles and text decorations, bullet and numbered lists, and links whose one field, the
 * address, is checked as `href` says.
 */
export function textBlock({
  styles,
  decorators,
  href,
}: {
  styles: Array<{ title: string; value: string }>;
  decorators: Array<{ title: string; value: string }>;
  href: LinkAddress;
}) {
  return defineArrayMember({
    type: 'block',
    styles,
    lists: [
      { title: 'Bullet list', value: 'bullet' },
      { title: 'Numbered list', value: 'number' },
    ],
    marks: {
      decorators,
      annotations: [
        defineArrayMember({
          name: 'link',
          title: 'Link',
          type: 'object',
          // One branch per type, so that each definition is checked as a field of its own type.
          fields: [
            href.type === 'url'
              ? defineField({ name: 'href', title: 'Address', ...href })
              : defineField({ name: 'href', title: 'Address', ...href }),
          ],
        }),
      ],
    },
  });
}

/**
 * The running text of the site's pages and articles: paragraphs, headings and subheadings, bold
 * and italic, lists, and links to a site path or an https:// address (checked as `href` says).
 */
export function siteTextBlock(href: LinkAddress) {
  return textBlock({
    styles: [
      { title: 'Paragraph', value: 'normal' },
      { title: 'Heading', value: 'h2' },
      { title: 'Subheading', value: 'h3' },
    ],
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    href,
  });
}
