import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isPublishedId } from './ids';
import type { LakeDocument } from './patch';
import { openStore } from './store';

/** The fields the lake adds to every document; the bundle is kept without them. */
const SYSTEM_FIELDS = ['_rev', '_createdAt', '_updatedAt'] as const;

/** The database file of a dataset in a data folder. */
export function lakeDatabasePath(dataDir: string, dataset = 'production'): string {
  return join(dataDir, `content-lake-${dataset}.sqlite`);
}

/**
 * The lake's published content in the bundle's format (content/bundle.ndjson): one document per
 * line, sorted by `_type` then `_id` as content:export writes it, without drafts, release versions,
 * system documents, asset documents, or the fields the lake keeps itself (revision and times).
 */
export function bundleFromDocuments(documents: LakeDocument[], { keepSystemFields = false } = {}): string {
  const published = documents
    .filter((doc) => isPublishedId(doc._id) && !doc._type.startsWith('sanity.'))
    .map((doc) => {
      if (keepSystemFields) return doc;
      const copy: Record<string, unknown> = { ...doc };
      for (const field of SYSTEM_FIELDS) delete copy[field];
      return copy as LakeDocument;
    })
    .sort((a, b) => (a._type === b._type ? a._id.localeCompare(b._id) : a._type.localeCompare(b._type)));
  return published.map((doc) => JSON.stringify(doc)).join('\n') + '\n';
}

/** Reads a data folder's lake (without seeding it) and returns its bundle text. */
export function exportLocalBundle(
  dataDir: string,
  options: { dataset?: string; keepSystemFields?: boolean } = {},
): string {
  const dataset = options.dataset ?? 'production';
  if (!existsSync(lakeDatabasePath(dataDir, dataset))) {
    throw new Error(
      `no local content lake in ${dataDir} (the site creates it, seeded from the bundle, when it starts or first reads its content)`,
    );
  }
  const store = openStore({ dataDir, dataset });
  try {
    return bundleFromDocuments(store.all(), options);
  } finally {
    store.close();
  }
}
