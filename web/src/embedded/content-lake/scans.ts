import type { ExprNode } from 'groq-js';
import type { LakeDocument } from './patch';

/**
 * Narrowed scans: the lake's index for `*[...]`. A filter over every document (`*[...]`) whose
 * condition requires `_type` or `_id` to be one of some constant strings (`_type == "page" && …`,
 * `_id == $id`, `_type in ["a", "b"]`: a conjunct at the top of the condition, parameters already
 * written into the tree as values) can only keep documents with such a `_type` or `_id`. So before
 * evaluation the scan's `*` is replaced by exactly those documents, in the dataset's order, and
 * groq-js applies the whole condition to them instead of to every document: the answer is the
 * same, found without visiting the others. Any other filter is left as it is.
 */

export type ScanField = '_type' | '_id';

/** The documents a narrowed scan reads: those whose `field` is one of `values`, in the dataset's order. */
export type ScanSource = (field: ScanField, values: string[]) => LakeDocument[];

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The conditions that must all hold: the operands of `&&`, through parentheses. */
function conjuncts(expr: unknown, out: unknown[] = []): unknown[] {
  if (isNode(expr) && expr.type === 'And') {
    conjuncts(expr.left, out);
    conjuncts(expr.right, out);
  } else if (isNode(expr) && expr.type === 'Group') conjuncts(expr.base, out);
  else out.push(expr);
  return out;
}

/** `_type` or `_id` of the document being filtered (an attribute with no base). */
function fieldOf(node: unknown): ScanField | undefined {
  if (!isNode(node) || node.type !== 'AccessAttribute' || node.base !== undefined) return undefined;
  return node.name === '_type' || node.name === '_id' ? node.name : undefined;
}

/** A constant list of strings: `["a", "b"]` written out, or a parameter's array of strings. */
function stringList(node: unknown): string[] | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Value') {
    const value = node.value;
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  }
  if (node.type !== 'Array' || !Array.isArray(node.elements)) return undefined;
  const values: string[] = [];
  for (const element of node.elements as unknown[]) {
    if (!isNode(element) || element.isSplat !== false || !isNode(element.value)) return undefined;
    if (element.value.type !== 'Value' || typeof element.value.value !== 'string') return undefined;
    values.push(element.value.value);
  }
  return values;
}

/** The field and values a condition requires of every document it keeps, if it requires one. */
export function scanKey(expr: unknown): { field: ScanField; values: string[] } | undefined {
  for (const condition of conjuncts(expr)) {
    if (!isNode(condition) || condition.type !== 'OpCall') continue;
    if (condition.op === '==') {
      for (const [one, other] of [
        [condition.left, condition.right],
        [condition.right, condition.left],
      ]) {
        const field = fieldOf(one);
        if (field && isNode(other) && other.type === 'Value' && typeof other.value === 'string') {
          return { field, values: [other.value] };
        }
      }
    } else if (condition.op === 'in') {
      const field = fieldOf(condition.left);
      const values = field && stringList(condition.right);
      if (field && values) return { field, values };
    }
  }
  return undefined;
}

/**
 * The tree with each narrowable `*[...]` reading only its documents from `source`; the parts left
 * as they were are shared with `tree`, which is not changed (it is cached and reused).
 */
export function narrowScans(tree: ExprNode, source: ScanSource): ExprNode {
  return narrow(tree, source) as ExprNode;
}

function narrow(node: unknown, source: ScanSource): unknown {
  if (Array.isArray(node)) {
    let copy: unknown[] | undefined;
    node.forEach((child, index) => {
      const changed = narrow(child, source);
      if (changed !== child) (copy ??= [...node])[index] = changed;
    });
    return copy ?? node;
  }
  if (!isNode(node)) return node;
  // A value (a parameter's, a literal) is data, not more of the query.
  if (node.type === 'Value') return node;
  let copy: Node | undefined;
  for (const [name, child] of Object.entries(node)) {
    if (typeof child !== 'object' || child === null) continue;
    const changed = narrow(child, source);
    if (changed !== child) (copy ??= { ...node })[name] = changed;
  }
  const result = copy ?? node;
  if (result.type === 'Filter' && isNode(result.base) && result.base.type === 'Everything') {
    const key = scanKey(result.expr);
    if (key) return { ...result, base: { type: 'Value', value: source(key.field, key.values) } };
  }
  return result;
}

/**
 * The ScanSource of one set of documents, with the lists of one value kept (`_type == "page"` is
 * asked for on every page): built on first use, for as long as the documents are the same.
 */
export function scanSource(documents: LakeDocument[]): ScanSource {
  const indexes = new Map<ScanField, Map<string, LakeDocument[]>>();
  const indexOf = (field: ScanField) => {
    let index = indexes.get(field);
    if (!index) {
      index = new Map();
      for (const doc of documents) {
        const value = doc[field];
        if (typeof value !== 'string') continue;
        const list = index.get(value);
        if (list) list.push(doc);
        else index.set(value, [doc]);
      }
      indexes.set(field, index);
    }
    return index;
  };
  return (field, values) => {
    if (values.length === 1) return indexOf(field).get(values[0]!) ?? [];
    const wanted = new Set(values);
    return documents.filter((doc) => wanted.has(doc[field] as string));
  };
}
