/**
 * Mendoza patches between two versions of a document, in the format the `mendoza` package applies
 * (the studio applies a listener event's `effects.apply` to the document it holds, and
 * `effects.revert` to go back). The package only applies patches; this is the encoder's side.
 *
 * The encoding keeps what did not change: an object is patched in place (fields deleted, set, or
 * patched recursively), an array is rebuilt from slices of the old one, elements matched by
 * `_key`, and new values. Any value of another kind is replaced whole.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// The opcodes of mendoza's format (mendoza-js src/internal-patcher.ts, OPS).
const VALUE = 0;
const PUSH_FIELD_COPY = 10;
const PUSH_FIELD_BLANK = 11;
const PUSH_ELEMENT_COPY = 12;
const RETURN_INTO_OBJECT_SAME_KEY_POP = 15;
const RETURN_INTO_ARRAY_POP = 16;
const OBJECT_SET_FIELD_VALUE = 17;
const OBJECT_DELETE_FIELD = 19;
const ARRAY_APPEND_VALUE = 20;
const ARRAY_APPEND_SLICE = 21;

export type MendozaPatch = unknown[];

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key]));
  }
  return false;
}

/**
 * The patch that turns `left` into `right`; null stands for a missing document (before a create,
 * after a delete). An empty patch leaves the value as it is.
 */
export function mendozaDiff(left: unknown, right: unknown): MendozaPatch {
  const from = left ?? null;
  const to = right ?? null;
  if (deepEqual(from, to)) return [];
  if (isObject(from) && isObject(to)) {
    const ops: unknown[] = [];
    objectOps(from, to, ops);
    return ops;
  }
  return [VALUE, to];
}

/** Ops turning the current output (a copy of `left`, which is also the current input) into `right`. */
function objectOps(left: { [key: string]: Json }, right: { [key: string]: Json }, ops: unknown[]) {
  // Field indexes refer to the input object's keys in sorted order.
  const keys = Object.keys(left).sort();
  keys.forEach((key, index) => {
    if (!Object.prototype.hasOwnProperty.call(right, key)) ops.push(OBJECT_DELETE_FIELD, index);
  });
  for (const key of Object.keys(right)) {
    const next = right[key]!;
    const index = Object.prototype.hasOwnProperty.call(left, key) ? keys.indexOf(key) : -1;
    if (index < 0) {
      ops.push(OBJECT_SET_FIELD_VALUE, next, key);
      continue;
    }
    const previous = left[key]!;
    if (deepEqual(previous, next)) continue;
    if (isObject(previous) && isObject(next)) {
      ops.push(PUSH_FIELD_COPY, index);
      objectOps(previous, next, ops);
      ops.push(RETURN_INTO_OBJECT_SAME_KEY_POP);
    } else if (Array.isArray(previous) && Array.isArray(next) && next.length > 0) {
      ops.push(PUSH_FIELD_BLANK, index);
      arrayOps(previous, next, ops);
      ops.push(RETURN_INTO_OBJECT_SAME_KEY_POP);
    } else {
      ops.push(OBJECT_SET_FIELD_VALUE, next, key);
    }
  }
}

/** Ops appending `right`'s elements to a blank output array, reusing `left` (the current input). */
function arrayOps(left: Json[], right: Json[], ops: unknown[]) {
  const byKey = new Map<string, number>();
  left.forEach((item, index) => {
    if (isObject(item) && typeof item._key === 'string' && !byKey.has(item._key)) byKey.set(item._key, index);
  });
  let index = 0;
  while (index < right.length) {
    const item = right[index]!;
    // A run of elements unchanged at the same positions: one slice.
    if (index < left.length && deepEqual(left[index], item)) {
      const start = index;
      while (index < right.length && index < left.length && deepEqual(left[index], right[index])) index += 1;
      ops.push(ARRAY_APPEND_SLICE, start, index);
      continue;
    }
    const match = isObject(item) && typeof item._key === 'string' ? byKey.get(item._key) : undefined;
    const previous = match === undefined ? undefined : left[match];
    if (match !== undefined && isObject(previous) && isObject(item)) {
      ops.push(PUSH_ELEMENT_COPY, match);
      objectOps(previous, item, ops);
      ops.push(RETURN_INTO_ARRAY_POP);
    } else {
      ops.push(ARRAY_APPEND_VALUE, item);
    }
    index += 1;
  }
}
