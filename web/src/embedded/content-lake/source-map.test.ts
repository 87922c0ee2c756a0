import { describe, expect, it } from 'vitest';
import type { LakeDocument } from './patch';
import { indexStrings, sourceMap } from './source-map';

const a: LakeDocument = { _id: 'a', _type: 'page', title: 'Shared', body: 'Only in a', items: [{ _key: 'k', t: 'x' }] };
const b: LakeDocument = { _id: 'b', _type: 'page', title: 'Shared', note: 'Only in b' };
const c: LakeDocument = { _id: 'c', _type: 'post', title: 'New in c', body: 'Only in a' };

/** A result as a query would give it: strings with and without the `_id` of the document they came from. */
const RESULTS: unknown[] = [
  { title: 'Shared' },
  [{ _id: 'a', title: 'Shared', body: 'Only in a' }],
  { page: { _id: 'b', title: 'Shared' }, loose: 'Only in a', items: [{ _key: 'k', t: 'x' }] },
  { t: 'New in c', body: 'Only in a', other: 'Other' },
];

const maps = (index: ReturnType<typeof indexStrings>) =>
  RESULTS.flatMap((result) => [true, false].map((withKeys) => sourceMap(result, index, { withKeys })));

describe('the string index of source maps, brought up to date after a write', () => {
  it('maps every result as an index made from scratch does, through changes, additions and removals', () => {
    const index = indexStrings([a, b]);
    expect(maps(index)).toEqual(maps(indexStrings([a, b])));
    // A string held by two documents cannot be mapped without an owner...
    expect(sourceMap({ title: 'Shared' }, index, { withKeys: true }).mappings).toEqual({});

    // ...and can once the other no longer holds it (b replaced, as the lake replaces what it changes).
    const b2: LakeDocument = { ...b, title: 'Other' };
    const updated = indexStrings([a, b2], index);
    expect(updated).toBe(index);
    expect(maps(updated)).toEqual(maps(indexStrings([a, b2])));
    expect(Object.keys(sourceMap({ title: 'Shared' }, updated, { withKeys: true }).mappings)).toEqual(["$['title']"]);

    // A document added, one removed: its slot is used again, its strings are gone.
    const again = indexStrings([b2, c], updated);
    expect(maps(again)).toEqual(maps(indexStrings([b2, c])));
    expect(again.places.has('Shared')).toBe(false);
    expect(again.byId.has('a')).toBe(false);
    expect(again.held.size).toBe(2);
  });
});
