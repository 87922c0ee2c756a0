import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { evaluate, parse } from 'groq-js';

/** A document as Sanity exports it: one JSON object per line of the bundle. */
export interface BundleDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

export class ContentBundleError extends Error {}

/** Parses a bundle in Sanity's export format; drafts and system documents are left out. */
export function parseBundle(text: string, source = 'bundle'): BundleDocument[] {
  const documents: BundleDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ContentBundleError(`${source}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
    const doc = value as Partial<BundleDocument>;
    if (!doc || typeof doc._id !== 'string' || typeof doc._type !== 'string') {
      throw new ContentBundleError(`${source}:${index + 1}: a document needs string _id and _type`);
    }
    if (doc._id.startsWith('drafts.') || doc._id.startsWith('_.')) return;
    documents.push(doc as BundleDocument);
  });
  return documents;
}

const bundles = new Map<string, Promise<BundleDocument[]>>();
const bundleTimes = new Map<string, number>();

/**
 * The bundle as it is on disk now: read again when the file changed since it was loaded. Every
 * content read goes through it, so an edited bundle is seen without a restart: by the list of live
 * experiments at once, and by a page when the publish webhook has revalidated it (on every instance
 * when they share their cache).
 */
export async function loadCurrentBundle(path: string): Promise<BundleDocument[]> {
  let modified: number;
  try {
    modified = (await stat(path)).mtimeMs;
  } catch (error) {
    throw new ContentBundleError(`cannot read the content bundle at ${path}: ${(error as NodeJS.ErrnoException).code}`);
  }
  const known = bundleTimes.get(path);
  if (known !== undefined && known !== modified) bundles.delete(path);
  bundleTimes.set(path, modified);
  return loadBundle(path);
}

/** Loads the bundle once per process and path. */
export function loadBundle(path: string): Promise<BundleDocument[]> {
  let pending = bundles.get(path);
  if (!pending) {
    pending = readFile(path, 'utf8').then(
      (text) => parseBundle(text, path),
      (error: NodeJS.ErrnoException) => {
        throw new ContentBundleError(`cannot read the content bundle at ${path}: ${error.code ?? error.message}`);
      },
    );
    pending.catch(() => bundles.delete(path));
    bundles.set(path, pending);
  }
  return pending;
}

/**
 * Runs a GROQ query over documents with Sanity's own engine. The query is parsed with its
 * parameters each time: groq-js folds parameter values into the tree (so that `field[$locale]`
 * reads an attribute), and parsing is cheap next to evaluation.
 */
export async function queryDocuments<T>(
  documents: BundleDocument[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const tree = parse(query, { params });
  const result = await evaluate(tree, { dataset: documents, params });
  return (await result.get()) as T;
}
