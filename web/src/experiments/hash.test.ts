import { describe, expect, it } from 'vitest';
import { fnv1a32, hash } from './hash';

describe('fnv1a32', () => {
  // Values of the FNV-1a 32-bit definition (draft-eastlake-fnv): the empty string gives the offset
  // basis itself; 'a' and 'foobar' are the draft's own test strings; 'Hello world' is the example
  // of Hugo's crypto.FNV32a documentation.
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
    ['Hello world', 1498229191],
  ])('hashes %j to %i', (text, expected) => {
    expect(fnv1a32(text)).toBe(expected);
  });

  it('stays an unsigned 32-bit integer for long text', () => {
    const value = fnv1a32('x'.repeat(10_000));
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(2 ** 32);
  });
});

describe('hash', () => {
  // GrowthBook's published reference vectors: the "hash" cases of packages/sdk-js/test/cases.json
  // in github.com/growthbook/growthbook, commit 0cf0a65f719576bd4772a8986a9934266a0cb76d
  // (rows of [seed, value, version, expected]).
  const growthBookCases: [string, string, number, number | null][] = [
    ['', 'a', 1, 0.22],
    ['', 'b', 1, 0.077],
    ['b', 'a', 1, 0.946],
    ['ef', 'd', 1, 0.652],
    ['asdf', '8952klfjas09ujk', 1, 0.549],
    ['', '123', 1, 0.011],
    ['', '___)((*":&', 1, 0.563],
    ['seed', 'a', 2, 0.0505],
    ['seed', 'b', 2, 0.2696],
    ['foo', 'ab', 2, 0.2575],
    ['foo', 'def', 2, 0.2019],
    ['89123klj', '8952klfjas09ujkasdf', 2, 0.124],
    ['90850943850283058242805', '123', 2, 0.7516],
    ['()**(%$##$%#$#', '___)((*":&', 2, 0.0128],
    ['abc', 'def', 99, null],
  ];

  it.each(growthBookCases)('hash(%j, %j, v%i) = %s', (seed, value, version, expected) => {
    expect(hash(seed, value, version)).toBe(expected);
  });

  it('has no bucket for versions other than 1 and 2', () => {
    expect(hash('seed', 'a', 0)).toBeNull();
    expect(hash('seed', 'a', 3)).toBeNull();
    expect(hash('seed', 'a', 2.5)).toBeNull();
  });

  it('gives version 2 values in [0, 1) on a grid of 1/10,000', () => {
    for (let index = 0; index < 2_000; index += 1) {
      const value = hash('grid', `visitor-${index}`, 2)!;
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(Math.round(value * 10_000)).toBeCloseTo(value * 10_000, 6);
    }
  });

  it('depends on the seed: the same value lands elsewhere under another seed', () => {
    const values = Array.from({ length: 50 }, (_, index) => `visitor-${index}`);
    const moved = values.filter((value) => hash('one', value, 2) !== hash('two', value, 2));
    expect(moved.length).toBeGreaterThan(40);
  });
});
