import { describe, expect, it } from 'vitest';
import { HttpError, jsonDepth, MAX_JSON_DEPTH, parseJsonBody } from './http-body';

/** A body of `depth` arrays inside each other, the innermost holding 1. */
const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}1${close.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a": [1, {"b": 2}]}')).toBe(3);
    expect(jsonDepth('{"a": "[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a": "\\"[[[["}')).toBe(1);
    expect(jsonDepth('["\\\\", [[]]]')).toBe(3);
  });

  it('stops counting past the limit it is given', () => {
    expect(jsonDepth(nested(100_000), 10)).toBe(11);
  });
});

describe('parseJsonBody', () => {
  it('parses bodies up to the depth limit', () => {
    expect(parseJsonBody('{"email": "a@example.com", "card": {"number": "4242"}}')).toEqual({
      email: 'a@example.com',
      card: { number: '4242' },
    });
    expect(parseJsonBody(nested(MAX_JSON_DEPTH))).toBeDefined();
  });

  it.each([MAX_JSON_DEPTH + 1, 4_000, 10_000])('refuses a body nested %i levels deep with 400', (depth) => {
    for (const body of [nested(depth), deepObject(depth)]) {
      let thrown: unknown;
      try {
        parseJsonBody(body);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).status).toBe(400);
      expect((thrown as HttpError).message).toMatch(/more than 32 levels deep/);
    }
  });

  it('refuses text that is not JSON with 400', () => {
    expect(() => parseJsonBody('{"a":')).toThrow(/not valid JSON/);
  });
});
