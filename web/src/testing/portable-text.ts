/**
 * Portable Text for tests, built the way the studio stores it: a block of spans, its style, its
 * link annotations. `paragraph('intro', [span('See the '), span('plans', ['plans'])], { markDefs:
 * [link('plans', '/pricing/plans/')] })` is a paragraph whose second part links to the plans.
 */

/** A run of text with its marks (decorators such as 'strong', or the keys of its links). */
export const span = (text: string, marks: string[] = []) => ({
  _type: 'span' as const,
  _key: text.slice(0, 8),
  text,
  marks,
});

/** A link annotation, referred to by its key from a span's marks. */
export const link = (key: string, href: string) => ({ _type: 'link' as const, _key: key, href });

type Span = ReturnType<typeof span>;
type Link = ReturnType<typeof link>;

/** A block: a paragraph unless `extra` gives it another style or makes it a list item. */
export function paragraph(
  key: string,
  children: Span[],
  extra: {
    style?: 'normal' | 'h2' | 'h3' | 'h4';
    markDefs?: Link[];
    listItem?: 'bullet' | 'number';
    level?: number;
  } = {},
) {
  return { _type: 'block' as const, _key: key, style: 'normal' as const, markDefs: [] as Link[], children, ...extra };
}
