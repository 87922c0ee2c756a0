import type { LakeDocument } from './patch';

/**
 * Content source maps (`resultSourceMap` on `data/query`), in the shape Sanity's Query API answers
 * them and @sanity/client's stega reads them: `documents` (`_id`, `_type`), `paths` (JSONPath
 * strings into a document) and `mappings` (a JSONPath into the result, array items by index, to
 * `{type: 'value', source: {type: 'documentValue', document, path}}`).
 *
 * groq-js returns values, not where they came from, so the origin of each string of the result is
 * found by its value: among the places in the documents of the query's perspective that hold that
 * same string. A string found in one place only is that place. Otherwise the candidates are
 * narrowed to the document of the nearest object of the result carrying an `_id` (a projection of
 * that document), then ranked by how many of their last path segments agree with the result's
 * (field names, array items by `_key`); a tie is refused. So a string is either mapped to the one
 * field it can have come from, or left unmapped (no edit marker), never guessed.
 */

/** A segment of a path: a field, an array item by index, or an array item with its `_key`. */
type Segment = string | number | { key: string; index: number };

/** A path held as its last segment and the path above it, shared with the place's neighbours. */
interface PathLink {
  up: PathLink | null;
  segment: Segment;
}

/**
 * Where a string is held. Its path is kept as a link to its parent's (indexing every string of
 * every document then costs one small object each, not a copy of its whole path), and written out
 * as an array only for the few places a source map looks at.
 */
class Place {
  #path: Segment[] | undefined;
  constructor(
    readonly document: number,
    private readonly link: PathLink | null,
  ) {}
  get path(): Segment[] {
    if (!this.#path) {
      const path: Segment[] = [];
      for (let link = this.link; link; link = link.up) path.push(link.segment);
      this.#path = path.reverse();
    }
    return this.#path;
  }
}

/**
 * Where each string of a set of documents is held. Built once per view of the lake, and then
 * brought up to date for the next view (indexStrings with `previous`): a write changes a few
 * documents, and only theirs are taken out and put in again. Each document has a slot; `documents`
 * and the places name documents by slot, whatever their order in the view (a source map does not
 * depend on it).
 */
export interface StringIndex {
  documents: Array<{ _id: string; _type: string }>;
  /** Published id (what a query sees as `_id` in a drafts view) → slot. */
  byId: Map<string, number>;
  places: Map<string, Place[]>;
  /** Each document indexed (the very object), with its slot and the strings it holds. */
  held: Map<LakeDocument, { slot: number; strings: string[] }>;
  /** Slots of documents taken out, for the next ones put in. */
  free: number[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function itemSegment(item: unknown, index: number): Segment {
  return isRecord(item) && typeof item._key === 'string' && item._key !== '' ? { key: item._key, index } : index;
}

/**
 * Indexes every string of the documents (system fields, those starting with `_`, left out). Given
 * the index of an earlier set of documents, brings that one up to date instead, and returns it:
 * the documents no longer there (by identity: the lake replaces a document it changes) are taken
 * out, the new ones put in. The earlier set's index is then no longer valid for it.
 */
export function indexStrings(documents: readonly LakeDocument[], previous?: StringIndex): StringIndex {
  if (!previous) {
    const index: StringIndex = { documents: [], byId: new Map(), places: new Map(), held: new Map(), free: [] };
    for (const doc of documents) addDocument(index, doc);
    return index;
  }
  const now = new Set(documents);
  for (const doc of previous.held.keys()) if (!now.has(doc)) removeDocument(previous, doc);
  for (const doc of documents) if (!previous.held.has(doc)) addDocument(previous, doc);
  return previous;
}

function addDocument(index: StringIndex, doc: LakeDocument) {
  const slot = index.free.pop() ?? index.documents.length;
  const strings: string[] = [];
  const visit = (value: unknown, link: PathLink | null) => {
    if (typeof value === 'string') {
      strings.push(value);
      const places = index.places.get(value);
      if (places) places.push(new Place(slot, link));
      else index.places.set(value, [new Place(slot, link)]);
    } else if (Array.isArray(value)) {
      for (let position = 0; position < value.length; position += 1) {
        const item: unknown = value[position];
        visit(item, { up: link, segment: itemSegment(item, position) });
      }
    } else if (isRecord(value)) {
      for (const field in value) {
        if (!field.startsWith('_')) visit(value[field], { up: link, segment: field });
      }
    }
  };
  const original = typeof doc._originalId === 'string' ? doc._originalId : doc._id;
  index.documents[slot] = { _id: original, _type: String(doc._type) };
  index.byId.set(doc._id, slot);
  visit(doc, null);
  index.held.set(doc, { slot, strings });
}

function removeDocument(index: StringIndex, doc: LakeDocument) {
  const held = index.held.get(doc)!;
  for (const text of new Set(held.strings)) {
    const places = index.places.get(text)!.filter((place) => place.document !== held.slot);
    if (places.length) index.places.set(text, places);
    else index.places.delete(text);
  }
  if (index.byId.get(doc._id) === held.slot) index.byId.delete(doc._id);
  index.held.delete(doc);
  index.free.push(held.slot);
}

const ESCAPES: Record<string, string> = {
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
};
const quoted = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (match) => ESCAPES[match]!);

/**
 * A path as Sanity writes it in a source map: `$['field'][0]`, or with `withKeys` an item with a
 * `_key` as `[?(@._key=='key')]` (the client's `withKeyArraySelector`, what stega asks for).
 */
function jsonPath(path: readonly Segment[], withKeys: boolean): string {
  let out = '$';
  for (const segment of path) {
    if (typeof segment === 'string') out += `['${quoted(segment)}']`;
    else if (typeof segment === 'number') out += `[${segment}]`;
    else out += withKeys ? `[?(@._key=='${quoted(segment.key)}')]` : `[${segment.index}]`;
  }
  return out;
}

/** Two segments naming the same place: a field by name, an item by `_key` or (one side without it) by index. */
function sameSegment(a: Segment, b: Segment): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (typeof a === 'number') return a === (typeof b === 'number' ? b : b.index);
  if (typeof b === 'number') return b === a.index;
  return a.key === b.key;
}

/** How many of the last segments of the two paths agree. */
function agreement(result: readonly Segment[], source: readonly Segment[]): number {
  let count = 0;
  while (
    count < result.length &&
    count < source.length &&
    sameSegment(result[result.length - 1 - count]!, source[source.length - 1 - count]!)
  ) {
    count += 1;
  }
  return count;
}

/** The one place a string of the result comes from, or null when it cannot be told. */
function originOf(places: readonly Place[], resultPath: readonly Segment[], owners: readonly number[]): Place | null {
  if (places.length === 1) return places[0]!;
  let candidates: readonly Place[] = places;
  for (const owner of owners) {
    const inOwner = places.filter((place) => place.document === owner);
    if (inOwner.length > 0) {
      candidates = inOwner;
      break;
    }
  }
  if (candidates.length === 1) return candidates[0]!;
  let best: Place | null = null;
  let bestScore = -1;
  let tied = false;
  for (const place of candidates) {
    const score = agreement(resultPath, place.path);
    if (score > bestScore) {
      best = place;
      bestScore = score;
      tied = false;
    } else if (score === bestScore) tied = true;
  }
  return tied || bestScore === 0 ? null : best;
}

export interface ContentSourceMap {
  documents: Array<{ _id: string; _type: string }>;
  paths: string[];
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>;
}

/** The source map of a query result over the documents `index` was built from. */
export function sourceMap(result: unknown, index: StringIndex, options: { withKeys: boolean }): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentSlot = new Map<number, number>();
  const pathSlot = new Map<string, number>();
  const walk = (value: unknown, path: Segment[], owners: readonly number[]) => {
    if (typeof value === 'string') {
      const places = index.places.get(value);
      const origin = places ? originOf(places, path, owners) : null;
      if (!origin) return;
      let document = documentSlot.get(origin.document);
      if (document === undefined) {
        document = map.documents.push(index.documents[origin.document]!) - 1;
        documentSlot.set(origin.document, document);
      }
      const sourcePath = jsonPath(origin.path, options.withKeys);
      let slot = pathSlot.get(sourcePath);
      if (slot === undefined) {
        slot = map.paths.push(sourcePath) - 1;
        pathSlot.set(sourcePath, slot);
      }
      map.mappings[jsonPath(path, false)] = { type: 'value', source: { type: 'documentValue', document, path: slot } };
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => walk(item, [...path, itemSegment(item, position)], owners));
    } else if (isRecord(value)) {
      const own = typeof value._id === 'string' ? index.byId.get(value._id) : undefined;
      const inside = own === undefined ? owners : [own, ...owners];
      for (const [field, child] of Object.entries(value)) {
        // Ids, types and keys are no editable text: Sanity's stega leaves them alone too.
        if (!field.startsWith('_')) walk(child, [...path, field], inside);
      }
    }
  };
  walk(result, [], []);
  return map;
}
