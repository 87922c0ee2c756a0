import { describe, expect, it } from 'vitest';
import { fillOptional, fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it('replaces every occurrence, not only the first', () => {
    expect(fillPlaceholders('{templates} templates, {templates} ways', { templates: '3,000+' })).toBe(
      '3,000+ templates, 3,000+ ways',
    );
  });

  it('leaves unknown names and plain braces as written', () => {
    expect(fillPlaceholders('{template} and {} and {templates}', { templates: '5' })).toBe('{template} and {} and 5');
  });

  it('inserts the value as text, never as a pattern', () => {
    expect(fillPlaceholders('{templates}', { templates: '$& $1' })).toBe('$& $1');
  });

  it('turns a missing or empty optional text into null', () => {
    expect(fillOptional(null, { templates: '1' })).toBeNull();
    expect(fillOptional('', { templates: '1' })).toBeNull();
    expect(fillOptional('{templates}!', { templates: '1' })).toBe('1!');
  });
});
