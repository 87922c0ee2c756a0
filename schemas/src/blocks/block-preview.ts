/**
 * The studio's list line of a block: what it is, and its first words. Shared by every block's
 * schema. No Sanity import: the block schemas import it, and so does its unit test.
 */
export function blockPreview(kind: string, text: unknown, detail?: unknown): { title: string; subtitle: string } {
  const words = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
  const first = words.length > 60 ? `${words.slice(0, 57).trimEnd()}…` : words;
  const extra = typeof detail === 'string' && detail ? ` · ${detail}` : '';
  return { title: first || `(${kind} without text)`, subtitle: `${kind}${extra}` };
}
