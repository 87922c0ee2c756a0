/** Sanity's export format: one JSON document per line. */
export interface SanityDocumentLike {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

export function parseNdjson(text: string, source: string): SanityDocumentLike[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, index }) => {
      let doc: SanityDocumentLike;
      try {
        doc = JSON.parse(line) as SanityDocumentLike;
      } catch (error) {
        throw new Error(`${source}:${index + 1}: not valid JSON (${(error as Error).message})`);
      }
      if (typeof doc?._id !== 'string' || typeof doc?._type !== 'string') {
        throw new Error(`${source}:${index + 1}: a document needs string _id and _type`);
      }
      return doc;
    });
}

/** Sorted by _type then _id, one document per line, with a final newline. */
export function serializeNdjson(docs: SanityDocumentLike[]): string {
  const sorted = [...docs].sort((a, b) =>
    a._type === b._type ? a._id.localeCompare(b._id) : a._type.localeCompare(b._type),
  );
  return sorted.map((doc) => JSON.stringify(doc)).join('\n') + '\n';
}
