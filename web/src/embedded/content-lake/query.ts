import { evaluate, evaluateSync, parse, type ExprNode } from 'groq-js';
import { LakeError, lakeError } from './errors';
import { inPublishedView, isDraftId, isSystemId, isVersionId, publishedIdOf, releaseOf } from './ids';
import type { LakeDocument } from './patch';
import { narrowScans, type ScanSource } from './scans';
import { rewriteTextQueries, usesTextQuery, withSearchTexts } from './text-query';

/**
 * A perspective as the Query API takes it: `raw` (every document as stored), `published`
 * (published documents only), `drafts` (drafts over published; `previewDrafts` is its old name),
 * or a stack of release names, optionally with `drafts`, highest priority first, over published.
 */
export type Perspective = 'raw' | 'published' | string[];

/** The first API version whose default perspective is `published` (before it: `raw`). */
const PUBLISHED_DEFAULT_FROM = '2025-02-19';

export function defaultPerspective(apiVersion: string): Perspective {
  if (apiVersion === 'X') return 'published';
  if (apiVersion === '1') return 'raw';
  return apiVersion >= PUBLISHED_DEFAULT_FROM ? 'published' : 'raw';
}

const RELEASE_NAME = /^[A-Za-z0-9_-]+$/;

/** Reads the `perspective` parameter (absent: the API version's default). */
export function parsePerspective(value: string | null | undefined, apiVersion: string): Perspective {
  if (value === null || value === undefined || value === '') return defaultPerspective(apiVersion);
  if (value === 'raw' || value === 'published') return value;
  if (value === 'drafts' || value === 'previewDrafts') return ['drafts'];
  const stack = value.split(',').map((part) => part.trim());
  if (stack.some((name) => !RELEASE_NAME.test(name) || name === 'raw')) {
    throw lakeError(400, 'invalidPerspectiveError', `Invalid perspective "${value}"`);
  }
  return stack.map((name) => (name === 'previewDrafts' ? 'drafts' : name));
}

export function perspectiveKey(perspective: Perspective): string {
  return Array.isArray(perspective) ? perspective.join(',') : perspective;
}

/**
 * The documents a query sees under a perspective. In a stack, each document is the first of its
 * versions found going down the stack (`drafts` is the draft, a release name the version in that
 * release), else the published one; it keeps its published `_id`, and `_originalId` names the
 * stored document chosen. A release version marked for unpublishing (`_system.delete`) hides the
 * document. System documents (ids under `_.`: releases) are no version of anything and are seen
 * as they are under every perspective (the studio reads its releases under the default one).
 */
export function perspectiveView(documents: LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === 'raw') return documents;
  if (perspective === 'published') return documents.filter((doc) => inPublishedView(doc._id));
  const groups = new Map<
    string,
    { published?: LakeDocument; draft?: LakeDocument; versions: Map<string, LakeDocument> }
  >();
  const groupOf = (id: string) => {
    let group = groups.get(id);
    if (!group) {
      group = { versions: new Map() };
      groups.set(id, group);
    }
    return group;
  };
  const out: LakeDocument[] = [];
  for (const doc of documents) {
    if (isSystemId(doc._id)) {
      out.push(doc);
      continue;
    }
    const group = groupOf(publishedIdOf(doc._id));
    if (isDraftId(doc._id)) group.draft = doc;
    else if (isVersionId(doc._id)) {
      const release = releaseOf(doc._id);
      if (release) group.versions.set(release, doc);
    } else group.published = doc;
  }
  for (const [publishedId, group] of groups) {
    let chosen: LakeDocument | undefined;
    for (const layer of perspective) {
      chosen = layer === 'drafts' ? group.draft : layer === 'published' ? group.published : group.versions.get(layer);
      if (chosen) break;
    }
    chosen ??= group.published;
    if (!chosen) continue;
    if ((chosen._system as { delete?: boolean } | undefined)?.delete === true) continue;
    out.push(chosen._id === publishedId ? chosen : { ...chosen, _id: publishedId, _originalId: chosen._id });
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parameter names a query refers to. */
function referencedParams(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => referencedParams(child, names));
  else if (isRecord(node)) {
    if (node.type === 'Parameter' && typeof node.name === 'string') names.add(node.name);
    for (const value of Object.values(node)) if (typeof value === 'object') referencedParams(value, names);
  }
  return names;
}

function parseError(query: string, description: string, start: number, end: number): LakeError {
  return new LakeError(400, { error: { description, end, query, start, type: 'queryParseError' } });
}

/** The `$name` parameters a query's text names (outside strings, roughly: enough to name a missing one). */
function paramsNamedIn(query: string): string[] {
  return [...new Set([...query.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!))];
}

/**
 * Parses a query with its parameters, refusing it as Content Lake does (400, queryParseError). The
 * parameters are given to the parser, which needs the numbers of a slice like `[0...$limit]`.
 */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    // A parameter left out of a slice fails the parse: say which one, as for any other place.
    for (const name of paramsNamedIn(query)) {
      if (!Object.prototype.hasOwnProperty.call(params, name)) throw missingParam(query, name);
    }
    const position = (error as { position?: unknown }).position;
    const message = (error as Error).message.replace(/^Syntax error in GROQ query at position \d+: /, '');
    const start = typeof position === 'number' ? position : 0;
    throw parseError(query, message, start, Math.min(query.length, start + 1));
  }
  for (const name of referencedParams(tree)) {
    if (!Object.prototype.hasOwnProperty.call(params, name)) throw missingParam(query, name);
  }
  return tree;
}

function missingParam(query: string, name: string): LakeError {
  const match = new RegExp(`\\$${name}(?![A-Za-z0-9_])`).exec(query);
  const start = match?.index ?? 0;
  return parseError(query, `param $${name} referenced, but not provided`, start, start + name.length + 1);
}

/** A parsed query, its full-text search rewritten (text-query.ts); `search` says whether it has one. */
export function prepareQuery(query: string, params: Record<string, unknown>): { tree: ExprNode; search: boolean } {
  const tree = parseQuery(query, params);
  if (!usesTextQuery(tree)) return { tree, search: false };
  try {
    return { tree: rewriteTextQueries(tree, params), search: true };
  } catch (error) {
    throw parseError(query, (error as Error).message, 0, query.length);
  }
}

export interface QueryContext {
  projectId: string;
  dataset: string;
  identity?: string;
  timestamp?: Date;
  /** The dataset's documents by `_type` and `_id` (scans.ts): given, `*[_type == …]` reads only those. */
  scans?: ScanSource;
}

/**
 * Evaluates a query over documents; an unknown function or a type error is a 400 as well.
 * `prepared` is the query already prepared (query-cache.ts), else it is prepared here.
 */
export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  dataset: LakeDocument[],
  context: QueryContext,
  prepared: { tree: ExprNode; search: boolean } = prepareQuery(query, params),
): Promise<unknown> {
  const { search } = prepared;
  // A full-text search evaluates over documents with their search texts added, not `dataset` itself.
  const scans = search ? undefined : context.scans;
  const tree = scans ? narrowScans(prepared.tree, scans) : prepared.tree;
  const options = {
    // `->` finds the document by its id in the index instead of walking the dataset (the first
    // with that id either way).
    dereference: scans ? ({ _ref }: { _ref: string }) => scans('_id', [_ref])[0] : undefined,
    dataset: search ? withSearchTexts(dataset) : dataset,
    params,
    identity: context.identity,
    timestamp: context.timestamp,
    sanity: { projectId: context.projectId, dataset: context.dataset },
  };
  // groq-js's synchronous evaluator first: the same executors without a promise at every node,
  // several times faster. What it cannot do (diff::, delta::), or any error, is evaluated again
  // the ordinary way, whose error is the answer's.
  try {
    return await evaluateSync(tree, options).get();
  } catch {
    // Evaluated again below.
  }
  try {
    const value = await evaluate(tree, options);
    return await value.get();
  } catch (error) {
    throw parseError(query, (error as Error).message, 0, query.length);
  }
}

/** Reads `$name=<JSON>` query-string parameters as the Query API does. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw) as unknown;
    } catch {
      throw lakeError(400, 'httpBadRequest', `Unable to parse value of "${key}=${raw}". Please quote string values.`);
    }
  }
  return params;
}
