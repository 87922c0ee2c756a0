/**
 * Rules on a page's list of blocks, shared by the studio (array validation), content:validate and
 * the tests. No Sanity import. Each problem names the block it is about by its `_key`, so the studio
 * marks that block and content:validate prints its place.
 */
export interface SectionLike {
  _key?: string;
  _type?: string;
}

export interface SectionsProblem {
  message: string;
  /** The block concerned, when there is one. */
  key?: string;
}

/** A block type's own rule on its whole value: a problem, or null. */
export type BlockRule = (block: never) => string | null;

export function sectionsProblems(
  sections: readonly SectionLike[] | undefined,
  allowed: readonly string[],
  titles: Readonly<Record<string, string>>,
  rules: Readonly<Record<string, BlockRule>> = {},
): SectionsProblem[] {
  const list = sections ?? [];
  const problems: SectionsProblem[] = [];
  if (list.length === 0) problems.push({ message: 'Add at least one block: the page would be empty.' });
  list.forEach((section, index) => {
    const type = section._type ?? '';
    const title = titles[type] ?? type;
    if (!allowed.includes(type)) {
      problems.push({ key: section._key, message: `A ${title} block cannot be used on this kind of page.` });
    }
    const own = Object.hasOwn(rules, type) ? rules[type]!(section as never) : null;
    if (own) problems.push({ key: section._key, message: own });
    if (type === 'hero' && index > 0) {
      const first = list.findIndex((s) => s._type === 'hero');
      problems.push({
        key: section._key,
        message:
          first < index
            ? 'A page has one hero: remove this second one.'
            : 'The hero must be the first block: move it to the top.',
      });
    }
  });
  return problems;
}
