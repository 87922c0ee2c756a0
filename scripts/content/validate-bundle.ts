/**
 * Checks a content bundle with the studio's own validation: every document against its schema type
 * (required fields, formats, the custom rules in schemas/), every reference resolved inside the
 * bundle, and the rules that look across documents (a path used twice in a language...) answered by
 * a stand-in Sanity client that runs the validators' GROQ over the bundle with groq-js. Before that,
 * every id must be one a public dataset serves: published, without a dot (schemas/src/ids.ts).
 */
import { schemaTypes } from '@paperwise/schemas';
import { documentIdProblem, isSanityPrivateId } from '@paperwise/schemas/ids';
import { validateDocument, type DocumentValidationMarker, type ValidationClient } from '@sanity/validation';
import { evaluate, parse } from 'groq-js';
import { createSchema, type SanityDocument } from 'sanity';
import type { SanityDocumentLike } from './ndjson';

export interface Problem {
  id: string;
  type: string;
  /** The field, e.g. 'templates.documents' or 'buttons.idle'; '' for the whole document. */
  field: string;
  level: 'error' | 'warning' | 'info';
  message: string;
}

export interface BundleReport {
  checked: number;
  /** Drafts, release versions and system documents: refused by their id, their content not checked. */
  skipped: number;
  problems: Problem[];
}

let compiled: ReturnType<typeof createSchema> | undefined;
/** The studio's schema, compiled once (with Sanity's built-in types: reference, slug, image...). */
export function studioSchema() {
  compiled ??= createSchema({ name: 'paperwise', types: schemaTypes });
  if (compiled._validation?.some((group) => group.problems.some((p) => p.severity === 'error'))) {
    const messages = compiled._validation.flatMap((g) => g.problems.map((p) => `${g.path.join('.')}: ${p.message}`));
    throw new Error(`The schema itself is invalid:\n${messages.join('\n')}`);
  }
  return compiled;
}

/** A node of groq-js's query tree, as far as narrowing reads it. */
interface QueryNode {
  type: string;
  [key: string]: unknown;
}

function isQueryNode(value: unknown): value is QueryNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every node of a query tree, depth first. */
function* queryNodes(node: unknown): Generator<QueryNode> {
  if (Array.isArray(node)) {
    for (const item of node) yield* queryNodes(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  if (isQueryNode(node)) yield node;
  for (const value of Object.values(node)) if (typeof value === 'object') yield* queryNodes(value);
}

/** The conditions a filter's expression joins with `&&` (groups unwrapped). */
function conjuncts(node: QueryNode): QueryNode[] {
  if (node.type === 'Group' && isQueryNode(node.base)) return conjuncts(node.base);
  if (node.type === 'And' && isQueryNode(node.left) && isQueryNode(node.right)) {
    return [...conjuncts(node.left), ...conjuncts(node.right)];
  }
  return [node];
}

/** A string given in the query (its parameters are values once parsed with them). */
function stringValue(node: unknown): string | undefined {
  return isQueryNode(node) && node.type === 'Value' && typeof node.value === 'string' ? node.value : undefined;
}

/** `_type == "x"`, `_id == "x"` or `_id in ["x", "y"]` (either side for ==): the attribute and its values. */
function keyCondition(node: QueryNode): { key: '_type' | '_id'; values: string[] } | undefined {
  if (node.type !== 'OpCall') return undefined;
  const keyOf = (side: unknown) =>
    isQueryNode(side) &&
    side.type === 'AccessAttribute' &&
    side.base === undefined &&
    (side.name === '_type' || side.name === '_id')
      ? (side.name as '_type' | '_id')
      : undefined;
  if (node.op === '==') {
    const [attribute, value] = keyOf(node.left) ? [node.left, node.right] : [node.right, node.left];
    const key = keyOf(attribute);
    const text = stringValue(value);
    return key && text !== undefined ? { key, values: [text] } : undefined;
  }
  const key = keyOf(node.left);
  const list = node.right;
  if (node.op !== 'in' || !key || !isQueryNode(list) || list.type !== 'Array' || !Array.isArray(list.elements)) {
    return undefined;
  }
  const values = (list.elements as Array<{ value?: unknown; isSplat?: boolean }>).map((element) =>
    element.isSplat ? undefined : stringValue(element.value),
  );
  return values.every((value) => value !== undefined) ? { key, values: values as string[] } : undefined;
}

/**
 * The documents a query needs to be evaluated over. Every custom rule asks for `*[_type == $type &&
 * …]` or `*[_id in [$id, $draft]]`, and groq-js reads all of `*` for each: the whole bundle for
 * every field of every document (about 30 s of the content check). A query whose only `*` is
 * filtered by a document type or by ids (`_type == "x"`, `_id in [...]`, one of the conditions
 * joined by `&&`), and that follows no reference (`->` looks in the whole dataset), is evaluated over
 * the documents of that type or with those ids, in the bundle's order: the filter would drop every
 * other document, so the answer is the same. Any other query reads the whole bundle.
 */
function narrowedDataset(tree: unknown, documents: SanityDocumentLike[], index: BundleIndex): SanityDocumentLike[] {
  const nodes = [...queryNodes(tree)];
  const everything = nodes.filter((node) => node.type === 'Everything');
  if (everything.length !== 1 || nodes.some((node) => node.type === 'Deref')) return documents;
  const filter = nodes.find((node) => node.type === 'Filter' && node.base === everything[0]);
  if (!filter || !isQueryNode(filter.expr)) return documents;
  const condition = conjuncts(filter.expr)
    .map(keyCondition)
    .find((found) => found !== undefined);
  if (!condition) return documents;
  const positions = new Set([...new Set(condition.values)].flatMap((value) => index[condition.key].get(value) ?? []));
  return [...positions].sort((a, b) => a - b).map((at) => documents[at]!);
}

/** Where each document type and each id is in the bundle (an id may be there twice: an error it reports). */
interface BundleIndex {
  _type: Map<string, number[]>;
  _id: Map<string, number[]>;
}

/** A read-only Sanity client over the bundle, for custom validators that query other documents. */
export function bundleClient(documents: SanityDocumentLike[]): ValidationClient {
  const index: BundleIndex = { _type: new Map(), _id: new Map() };
  documents.forEach((doc, at) => {
    for (const key of ['_type', '_id'] as const) {
      const positions = index[key].get(doc[key]) ?? [];
      positions.push(at);
      index[key].set(doc[key], positions);
    }
  });
  const fetch = async (query: string, params: Record<string, unknown> = {}) => {
    const tree = parse(query, { params });
    const result = await evaluate(tree, { dataset: narrowedDataset(tree, documents, index), params });
    return result.get();
  };
  const offline = () => {
    throw new Error('The bundle client answers GROQ queries only.');
  };
  const client = {
    fetch,
    getDataUrl: (operation: string, path?: string) => `bundle:${operation}/${path ?? ''}`,
    observable: { fetch: offline, request: offline },
    withConfig: () => client,
  };
  return client as unknown as ValidationClient;
}

/**
 * The place of a problem in its document: 'buttons.idle', or for an item of a list
 * 'sections[_key=="hero"](hero).headline': the item's key, then its type where it has one (a block).
 */
function fieldOf(marker: DocumentValidationMarker, doc: SanityDocumentLike): string {
  let value: unknown = doc;
  return marker.path
    .map((segment, index) => {
      const current = value as Record<string, unknown> | unknown[] | undefined;
      if (typeof segment === 'string') {
        value = current && !Array.isArray(current) ? current[segment] : undefined;
        return index === 0 ? segment : `.${segment}`;
      }
      if (typeof segment === 'number') {
        value = Array.isArray(current) ? current[segment] : undefined;
        return `[${segment}]`;
      }
      if (segment && typeof segment === 'object' && '_key' in segment) {
        const item = Array.isArray(current)
          ? (current as Array<{ _key?: string; _type?: string }>).find((entry) => entry?._key === segment._key)
          : undefined;
        value = item;
        // A page's blocks are told apart by type as well: 'sections[_key=="x"](hero)'.
        const blockType = marker.path[index - 1] === 'sections' && item?._type ? `(${item._type})` : '';
        return `[_key=="${segment._key}"]${blockType}`;
      }
      value = undefined;
      return `[${JSON.stringify(segment)}]`;
    })
    .join('');
}

function messageOf(marker: DocumentValidationMarker): string {
  if (marker.code === 'reference.not-published') {
    const details = (marker as { details?: { referenceId?: string } }).details;
    const target = details?.referenceId ?? 'a document';
    return `refers to “${target}”, which is not in the bundle (dangling reference).`;
  }
  return marker.message;
}

/** Every problem of the bundle; an empty `problems` list means it can be imported and served. */
export async function validateBundle(all: SanityDocumentLike[]): Promise<BundleReport> {
  const schema = studioSchema();
  const problems: Problem[] = [];
  // An id with a dot is private in Sanity: the site could not read the document from a public dataset.
  for (const doc of all) {
    const message = documentIdProblem(doc._id);
    if (message) problems.push({ id: doc._id, type: doc._type, field: '_id', level: 'error', message });
  }
  const documents = all.filter((doc) => !isSanityPrivateId(doc._id));
  const ids = new Set<string>();
  for (const doc of documents) {
    if (ids.has(doc._id)) {
      problems.push({
        id: doc._id,
        type: doc._type,
        field: '_id',
        level: 'error',
        message: 'appears twice in the bundle.',
      });
    }
    ids.add(doc._id);
  }
  const client = bundleClient(documents);
  const getDocumentExists = async ({ id }: { id: string }) => ids.has(id.replace(/^drafts\./, ''));

  for (const doc of documents) {
    if (!schema.get(doc._type)) {
      problems.push({
        id: doc._id,
        type: doc._type,
        field: '_type',
        level: 'error',
        message: `“${doc._type}” is not a document type of the studio.`,
      });
      continue;
    }
    const { markers } = await validateDocument({
      document: doc as unknown as SanityDocument,
      schema,
      client,
      getDocumentExists,
    });
    const seen = new Set<string>();
    for (const marker of markers) {
      const problem: Problem = {
        id: doc._id,
        type: doc._type,
        field: fieldOf(marker, doc),
        level: marker.level,
        message: messageOf(marker),
      };
      // A field with several rules gets the built-in reference check once per rule: report it once.
      const key = `${problem.field}\0${problem.message}`;
      if (!seen.has(key)) problems.push(problem);
      seen.add(key);
    }
  }
  problems.sort((a, b) => a.id.localeCompare(b.id) || a.field.localeCompare(b.field));
  return { checked: documents.length, skipped: all.length - documents.length, problems };
}

/** The report as people read it: one line per problem, naming document, type and field. */
export function formatReport(source: string, report: BundleReport): string {
  const errors = report.problems.filter((p) => p.level === 'error');
  const warnings = report.problems.filter((p) => p.level === 'warning');
  const lines = report.problems.map(
    (p) =>
      `${p.level === 'error' ? '✗' : p.level === 'warning' ? '!' : 'i'} ${p.id} (${p.type})${p.field ? ` › ${p.field}` : ''}: ${p.message}`,
  );
  const documents = new Set(errors.map((p) => p.id)).size;
  const skipped = report.skipped ? `, ${report.skipped} drafts/versions/system documents not checked further` : '';
  lines.push(
    errors.length
      ? `${source}: ${errors.length} error(s) in ${documents} document(s), ${warnings.length} warning(s); ${report.checked} documents checked${skipped}.`
      : `${source}: ${report.checked} documents valid, every reference resolved${warnings.length ? `, ${warnings.length} warning(s)` : ''}${skipped}.`,
  );
  return lines.join('\n');
}
