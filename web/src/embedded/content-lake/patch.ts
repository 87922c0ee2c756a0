import { Mutation } from '@sanity/mutator';
import { ItemFailure } from './errors';

/** A stored document: always an `_id` and a `_type`. */
export interface LakeDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

/** The operations of a patch, as the Mutations API and the edit action take them. */
export interface PatchOperations {
  ifRevisionID?: string;
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
  dec?: Record<string, number>;
  insert?: { before?: string; after?: string; replace?: string; items: unknown[] };
  diffMatchPatch?: Record<string, string>;
}

/**
 * The documented order in which a patch's operations are applied, whatever their order in the
 * request: set, setIfMissing, unset, inc, dec, insert, then diffMatchPatch.
 */
const ORDER = ['set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert', 'diffMatchPatch'] as const;
const KNOWN = new Set<string>([...ORDER, 'ifRevisionID', 'id', 'query', 'params']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A patch as single-operation patches in the order they are applied: what the listener reports,
 * so that a client applying the event's mutations in order (as the studio does with
 * @sanity/mutator) arrives at the same document.
 */
export function splitPatch(id: string, patch: PatchOperations): Array<{ patch: Record<string, unknown> }> {
  return ORDER.filter((op) => patch[op] !== undefined).map((op) => ({ patch: { id, [op]: patch[op] } }));
}

/** Refuses a malformed patch before anything is applied. */
export function validatePatch(patch: Record<string, unknown>): PatchOperations {
  for (const key of Object.keys(patch)) {
    if (!KNOWN.has(key)) throw new ItemFailure('invalidPatchError', `Unknown patch operation "${key}"`);
  }
  const failure = (what: string) => new ItemFailure('invalidPatchError', `Invalid patch: ${what}`);
  for (const op of ['set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'] as const) {
    if (patch[op] !== undefined && !isRecord(patch[op])) throw failure(`"${op}" must be an object of paths`);
  }
  for (const op of ['inc', 'dec'] as const) {
    const value = patch[op];
    if (isRecord(value) && Object.values(value).some((n) => typeof n !== 'number' || !Number.isFinite(n))) {
      throw failure(`"${op}" takes numbers`);
    }
  }
  if (isRecord(patch.diffMatchPatch) && Object.values(patch.diffMatchPatch).some((p) => typeof p !== 'string')) {
    throw failure('"diffMatchPatch" takes patch texts');
  }
  if (patch.unset !== undefined && (!Array.isArray(patch.unset) || patch.unset.some((p) => typeof p !== 'string'))) {
    throw failure('"unset" must be an array of paths');
  }
  if (patch.insert !== undefined) {
    const insert = patch.insert;
    if (!isRecord(insert) || !Array.isArray(insert.items)) throw failure('"insert" needs "items"');
    const where = ['before', 'after', 'replace'].filter((k) => typeof insert[k] === 'string');
    if (where.length !== 1) throw failure('"insert" needs exactly one of "before", "after" or "replace"');
  }
  if (patch.ifRevisionID !== undefined && typeof patch.ifRevisionID !== 'string') throw failure('"ifRevisionID"');
  return patch as PatchOperations;
}

/**
 * Applies a patch's operations to a copy of the document with @sanity/mutator, the same code the
 * studio uses to apply them locally (paths like `body[_key=="a1"].text`, `items[-1]`), one kind
 * of operation at a time in the documented order. The document's `_id`, `_type` and `_rev` cannot
 * be changed by a patch.
 */
export function applyPatchOperations(document: LakeDocument, patch: PatchOperations): LakeDocument {
  let current: LakeDocument = structuredClone(document);
  for (const op of ORDER) {
    const value = patch[op];
    if (value === undefined) continue;
    const single = { id: current._id, [op]: structuredClone(value) };
    let next: unknown;
    try {
      next = new Mutation({ mutations: [{ patch: single as never }] }).apply(current as never);
    } catch (error) {
      throw new ItemFailure('invalidPatchError', `Invalid patch "${op}": ${(error as Error).message}`);
    }
    if (!isRecord(next)) throw new ItemFailure('invalidPatchError', `Invalid patch "${op}"`);
    current = next as LakeDocument;
  }
  if (current._id !== document._id || current._type !== document._type) {
    throw new ItemFailure('invalidPatchError', 'A patch cannot change or remove "_id" or "_type"');
  }
  return current;
}
