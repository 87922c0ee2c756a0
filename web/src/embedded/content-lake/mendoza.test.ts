import fc from 'fast-check';
import { applyPatch } from 'mendoza';
import { describe, expect, it } from 'vitest';
import { mendozaDiff } from './mendoza';

// JSON values shaped like documents: objects with keyed array items, strings, numbers, nesting.
const leaf = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'c', '_type', 'title'), tie('node'), { maxKeys: 4 }),
  array: fc.array(fc.oneof(leaf, fc.record({ _key: fc.constantFrom('k1', 'k2', 'k3'), v: tie('node') })), {
    maxLength: 4,
  }),
})).object;

describe('mendozaDiff', () => {
  it('gives patches that mendoza applies to the right value, both ways', () => {
    fc.assert(
      fc.property(value, value, (left, right) => {
        expect(applyPatch(structuredClone(left), mendozaDiff(left, right))).toEqual(right);
        expect(applyPatch(structuredClone(right), mendozaDiff(right, left))).toEqual(left);
      }),
      { numRuns: 500 },
    );
  });

  it('creates from nothing, deletes to null, and leaves equal values alone', () => {
    expect(applyPatch(null, mendozaDiff(null, { _id: 'a' }))).toEqual({ _id: 'a' });
    expect(applyPatch({ _id: 'a' }, mendozaDiff({ _id: 'a' }, null))).toBeNull();
    expect(mendozaDiff({ a: [1, { _key: 'x' }] }, { a: [1, { _key: 'x' }] })).toEqual([]);
  });

  it('keeps unchanged array items as slices of the old array', () => {
    const left = {
      list: [
        { _key: 'a', v: 1 },
        { _key: 'b', v: 2 },
        { _key: 'c', v: 3 },
      ],
    };
    const right = {
      list: [
        { _key: 'a', v: 1 },
        { _key: 'b', v: 2 },
        { _key: 'c', v: 4 },
      ],
    };
    const patch = mendozaDiff(left, right);
    expect(JSON.stringify(patch)).not.toContain('"_key":"a"');
    expect(applyPatch(left, patch)).toEqual(right);
  });
});
