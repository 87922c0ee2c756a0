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

interface BlockExtra {
  markDefs?: Link[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

/** A paragraph, or a list item with `extra`'s listItem and level. */
export function paragraph(key: string, children: Span[], extra: BlockExtra = {}) {
  return { _type: 'block' as const, _key: key, style: 'normal' as const, markDefs: [] as Link[], children, ...extra };
}

/** A heading of the given level. */
export function heading<S extends 'h2' | 'h3'>(key: string, style: S, children: Span[], extra: BlockExtra = {}) {
  return { ...paragraph(key, children, extra), style };
}
