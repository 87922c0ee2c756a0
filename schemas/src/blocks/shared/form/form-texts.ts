// A form block's texts as a list, without Sanity: the studio builds the fields from such a list,
// the block's rule names the first missing one, and the site's component takes the texts only when
// all of them are there (the site never bundles the studio's library).

/** One text of a form: [field, studio title, length cap]. */
export type FormTextSpec = readonly [name: string, title: string, max: number];

type TextsOf<L extends readonly FormTextSpec[]> = Record<L[number][0], string>;

/** The first text of `list` that `value` lacks (blank counts as missing), or undefined. */
export function missingText<L extends readonly FormTextSpec[]>(
  list: L,
  value: Partial<Record<string, string | null>> | null | undefined,
): L[number] | undefined {
  return list.find(([name]) => !value?.[name]?.trim());
}

/** Every text of `list`, trimmed, or null when the document lacks one (the block's rule refuses that). */
export function completeTexts<L extends readonly FormTextSpec[]>(
  list: L,
  value: Partial<Record<string, string | null>> | null | undefined,
): TextsOf<L> | null {
  if (missingText(list, value)) return null;
  return Object.fromEntries(list.map(([name]) => [name, value![name]!.trim()])) as TextsOf<L>;
}
