import { ItemFailure, lakeError, mutationError } from './errors';
import { randomId, VALID_ID } from './ids';
import { applyPatchOperations, splitPatch, validatePatch, type LakeDocument, type PatchOperations } from './patch';
import type { MutationRecord, Staging } from './store';

/** One entry of a transaction's `results`. */
export interface MutationResult {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
}

const KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const;
type Kind = (typeof KINDS)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The kind and body of one mutation, or a refusal naming what is wrong. */
function kindOf(mutation: unknown): [Kind, Record<string, unknown>] {
  if (!isRecord(mutation)) throw new ItemFailure('invalidMutationError', 'A mutation must be an object');
  const keys = Object.keys(mutation);
  if (keys.length !== 1 || !(KINDS as readonly string[]).includes(keys[0]!)) {
    throw new ItemFailure(
      'invalidMutationError',
      `A mutation must have exactly one of ${KINDS.join(', ')} (got ${keys.map((k) => `"${k}"`).join(', ') || 'none'})`,
    );
  }
  const body = mutation[keys[0]!];
  if (!isRecord(body)) throw new ItemFailure('invalidMutationError', `The "${keys[0]}" mutation must be an object`);
  return [keys[0] as Kind, body];
}

/** Mutations that select documents by a GROQ query: their queries run before the transaction. */
export function selectionQueries(
  mutations: unknown[],
): Array<{ index: number; query: string; params: Record<string, unknown> }> {
  const out: Array<{ index: number; query: string; params: Record<string, unknown> }> = [];
  mutations.forEach((mutation, index) => {
    if (!isRecord(mutation)) return;
    const body = (mutation.delete ?? mutation.patch) as Record<string, unknown> | undefined;
    if (isRecord(body) && typeof body.query === 'string' && body.id === undefined) {
      out.push({ index, query: body.query, params: isRecord(body.params) ? body.params : {} });
    }
  });
  return out;
}

export interface PlanOptions {
  /** The ids each query-selected mutation matched, by the mutation's index. */
  selected: Map<number, string[]>;
  autoGenerateArrayKeys?: boolean;
}

function checkId(id: unknown): string {
  if (typeof id !== 'string' || !VALID_ID.test(id)) {
    throw new ItemFailure('invalidDocumentIdError', `Malformed document ID: ${JSON.stringify(id)}`, { id });
  }
  return id;
}

function checkDocument(body: Record<string, unknown>, kind: Kind): LakeDocument {
  if (typeof body._type !== 'string' || !body._type) {
    throw new ItemFailure('invalidDocumentError', `The document of "${kind}" must have a "_type"`);
  }
  if (body._type.startsWith('system.')) {
    // The lake's own types (system.release): written through their actions only. Types in the
    // sanity namespace are the tools' (assets, the Presentation tool's sanity.previewUrlSecret).
    throw new ItemFailure('invalidDocumentError', `Document type "${body._type}" is reserved`);
  }
  return body as LakeDocument;
}

/** Array items that are objects get a `_key` when they have none (autoGenerateArrayKeys). */
export function withArrayKeys<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const keyed = withArrayKeys(item);
      return isRecord(keyed) && keyed._key === undefined ? { _key: randomId(12), ...keyed } : keyed;
    }) as T;
  }
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withArrayKeys(v)])) as T;
  }
  return value;
}

/**
 * Plans the Mutations API's transaction over `staging`: every mutation is applied in order to the
 * documents as the earlier ones left them, and any failure refuses the whole transaction (nothing
 * is written). Returns one result per document each mutation touched.
 */
export function planMutations(staging: Staging, mutations: unknown[], options: PlanOptions): MutationResult[] {
  const results: MutationResult[] = [];
  const keyed = <T>(value: T) => (options.autoGenerateArrayKeys ? withArrayKeys(value) : value);
  mutations.forEach((mutation, index) => {
    try {
      const [kind, body] = kindOf(mutation);
      switch (kind) {
        case 'create': {
          const doc = keyed(structuredClone(checkDocument(body, kind)));
          let id = doc._id as unknown;
          if (id === undefined) id = randomId();
          else if (typeof id === 'string' && id.endsWith('.')) id = `${id}${randomId()}`;
          const docId = checkId(id);
          if (staging.get(docId)) {
            throw new ItemFailure('documentAlreadyExistsError', `Document by ID "${docId}" already exists`, {
              id: docId,
            });
          }
          const created = { ...stripSystem(doc), _id: docId };
          staging.put(docId, created, { create: { ...created, _createdAt: created._createdAt ?? staging.timestamp } });
          results.push({ id: docId, operation: 'create' });
          return;
        }
        case 'createOrReplace':
        case 'createIfNotExists': {
          const doc = keyed(structuredClone(checkDocument(body, kind)));
          const docId = checkId(doc._id);
          const existing = staging.get(docId);
          if (kind === 'createIfNotExists' && existing) {
            staging.touch(docId, { createIfNotExists: doc });
            results.push({ id: docId, operation: 'none' });
            return;
          }
          const next = {
            ...stripSystem(doc),
            _id: docId,
            _createdAt: doc._createdAt ?? existing?._createdAt ?? staging.timestamp,
          };
          staging.put(docId, next, { [kind]: next });
          results.push({ id: docId, operation: existing ? 'update' : 'create' });
          return;
        }
        case 'delete': {
          const ids = body.id !== undefined ? [checkId(body.id)] : options.selected.get(index);
          if (!ids) throw new ItemFailure('invalidMutationError', 'A delete needs an "id" or a "query"');
          for (const docId of ids) {
            if (!staging.get(docId)) {
              // Deleting a document that does not exist is not an error.
              results.push({ id: docId, operation: 'none' });
              continue;
            }
            staging.put(docId, null, { delete: { id: docId } });
            results.push({ id: docId, operation: 'delete' });
          }
          return;
        }
        case 'patch': {
          const operations = validatePatch(body);
          const byId = body.id !== undefined;
          const ids = byId ? [checkId(body.id)] : options.selected.get(index);
          if (!ids) throw new ItemFailure('invalidMutationError', 'A patch needs an "id" or a "query"');
          for (const docId of ids) {
            const existing = staging.get(docId);
            if (!existing) {
              throw new ItemFailure('documentNotFoundError', `Cannot patch document "${docId}": it does not exist`, {
                id: docId,
              });
            }
            if (operations.ifRevisionID !== undefined && existing._rev !== operations.ifRevisionID) {
              throw new ItemFailure(
                'documentRevisionIDDoesNotMatchError',
                `Document "${docId}" has unexpected revision ID ("${operations.ifRevisionID}"), blocking mutation "patch"`,
                { id: docId, currentRevisionID: existing._rev, expectedRevisionID: operations.ifRevisionID },
              );
            }
            const patch = keyed(withoutCondition(operations));
            const next = applyPatchOperations(existing, patch);
            staging.put(docId, next, splitPatch(docId, patch));
            results.push({ id: docId, operation: 'update' });
          }
          return;
        }
      }
    } catch (error) {
      if (error instanceof ItemFailure) {
        throw mutationError(
          'mutationError',
          [{ index, type: error.type, description: error.description, ...error.fields }],
          statusFor(error.type),
        );
      }
      throw error;
    }
  });
  return results;
}

function statusFor(type: string): number | undefined {
  if (type === 'documentNotFoundError') return 404;
  return undefined;
}

function withoutCondition(operations: PatchOperations): PatchOperations {
  const { ifRevisionID: _omit, ...rest } = operations as PatchOperations & {
    id?: unknown;
    query?: unknown;
    params?: unknown;
  };
  const { id: _id, query: _query, params: _params, ...ops } = rest as Record<string, unknown>;
  return ops as PatchOperations;
}

/** A document as sent, without the fields the lake keeps itself. */
function stripSystem(doc: LakeDocument): LakeDocument {
  const { _rev: _r, _updatedAt: _u, ...rest } = doc;
  return rest as LakeDocument;
}

/** Reads and checks the body of POST data/mutate. */
export function readMutateBody(body: unknown): { mutations: unknown[]; transactionId?: string } {
  if (!isRecord(body) || !Array.isArray(body.mutations)) {
    throw lakeError(400, 'invalidRequestError', 'The request body must be an object with a "mutations" array');
  }
  if (body.transactionId !== undefined && typeof body.transactionId !== 'string') {
    throw lakeError(400, 'invalidRequestError', '"transactionId" must be a string');
  }
  return { mutations: body.mutations, transactionId: body.transactionId as string | undefined };
}

export type { MutationRecord };
