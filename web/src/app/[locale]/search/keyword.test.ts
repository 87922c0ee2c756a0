import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_LENGTH } from '@/engine/search-page';
import { usableKeyword } from './keyword';

describe('usableKeyword', () => {
  it('takes the first value, trimmed and cut to the longest keyword', () => {
    expect(usableKeyword('  loan agreement ')).toBe('loan agreement');
    expect(usableKeyword(['first', 'second'])).toBe('first');
    expect(usableKeyword('x'.repeat(MAX_KEYWORD_LENGTH + 5))).toHaveLength(MAX_KEYWORD_LENGTH);
  });

  it('treats nothing, blanks and the dot segments as no keyword', () => {
    for (const value of [undefined, null, '', '   ', [], '.', '..', ' .. ', ['..', 'loan']]) {
      expect(usableKeyword(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('keeps keywords that only contain dots among other characters', () => {
    expect(usableKeyword('...')).toBe('...');
    expect(usableKeyword('../loan')).toBe('../loan');
    expect(usableKeyword('v1.2')).toBe('v1.2');
  });
});
