import type { ExprNode } from 'groq-js';
import type { LakeDocument } from './patch';

/**
 * `text::query()`, Content Lake's full-text search function, which groq-js leaves unimplemented.
 * The studio's lists and its search filter with `[@, _id] match text::query($query)`: every text of
 * the document, and its id, against the words the editor typed.
 *
 * Before evaluation each `<left> match text::query(<string>)` is rewritten into plain `match`
 * calls groq-js evaluates: the query string's words (with `*` wildcards, and quoted phrases taken
 * word by word) must all be found, and none of its `-words`; an empty query or `*` matches every
 * document. A `@` on the left stands for every text of the document: the documents the query runs
 * over carry them in a property that is not enumerable, so it never shows in a result.
 */

/** The property holding a document's texts while a query with `text::query` runs over it. */
export const SEARCH_TEXT = '__contentLakeSearchText';

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function usesTextQuery(tree: unknown): boolean {
  if (Array.isArray(tree)) return tree.some(usesTextQuery);
  if (!isNode(tree)) return false;
  if (tree.type === 'FuncCall' && tree.namespace === 'text' && tree.name === 'query') return true;
  return Object.values(tree).some((value) => typeof value === 'object' && usesTextQuery(value));
}

/** The words of a text::query string: those that must be found and those that must not. */
export function parseTextQuery(query: string): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const match of query.matchAll(/(-?)(?:"([^"]*)"|(\S+))/g)) {
    const negated = match[1] === '-';
    const words = (match[2] ?? match[3] ?? '').split(/\s+/).filter((word) => word && word !== '*');
    (negated ? exclude : include).push(...words);
  }
  return { include, exclude };
}

/** The left side of a match, with `@` standing for the document's texts. */
function textsOf(left: ExprNode): ExprNode {
  const texts = { type: 'AccessAttribute', base: { type: 'This' }, name: SEARCH_TEXT } as ExprNode;
  if (left.type === 'This') return texts;
  if (left.type === 'Array') {
    return {
      ...left,
      elements: left.elements.map((element) =>
        element.value.type === 'This' ? { ...element, value: texts, isSplat: true } : element,
      ),
    };
  }
  return left;
}

function constantString(node: ExprNode | undefined, params: Record<string, unknown>): string | null {
  if (!node) return null;
  if (node.type === 'Value' && typeof node.value === 'string') return node.value;
  if (node.type === 'Parameter' && typeof params[node.name] === 'string') return params[node.name] as string;
  return null;
}

const TRUE: ExprNode = { type: 'Value', value: true };

function matchNode(left: ExprNode, words: string[]): ExprNode {
  return { type: 'OpCall', op: 'match', left, right: { type: 'Value', value: words.join(' ') } };
}

/** The tree with every `match text::query(...)` replaced by plain `match` calls (a new tree). */
export function rewriteTextQueries(tree: ExprNode, params: Record<string, unknown>): ExprNode {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isNode(node)) return node;
    const right = node.right as Node | undefined;
    if (
      node.type === 'OpCall' &&
      node.op === 'match' &&
      right?.type === 'FuncCall' &&
      right.namespace === 'text' &&
      right.name === 'query'
    ) {
      const text = constantString((right.args as ExprNode[])[0], params);
      if (text === null) throw new Error('text::query() takes a string');
      const { include, exclude } = parseTextQuery(text);
      const left = textsOf(visit(node.left) as ExprNode);
      let out: ExprNode = include.length ? matchNode(left, include) : TRUE;
      for (const word of exclude) {
        out = { type: 'And', left: out, right: { type: 'Not', base: matchNode(left, [word]) } };
      }
      return out;
    }
    const copy: Node = {};
    for (const [key, value] of Object.entries(node)) copy[key] = typeof value === 'object' ? visit(value) : value;
    return copy;
  };
  return visit(tree) as ExprNode;
}

/** Every text in a document (its own fields and nested ones, not the `_`-named system fields). */
export function documentTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => documentTexts(item, out));
  else if (isNode(value)) {
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) documentTexts(item, out);
  }
  return out;
}

/** Copies of the documents carrying their texts in the non-enumerable SEARCH_TEXT property. */
export function withSearchTexts(documents: LakeDocument[]): LakeDocument[] {
  return documents.map((doc) => {
    const copy = { ...doc };
    Object.defineProperty(copy, SEARCH_TEXT, { value: documentTexts(doc), enumerable: false });
    return copy;
  });
}
