import { describe, expect, it } from 'vitest';
import { contentPathOf } from './content-path';

describe('contentPathOf', () => {
  it('joins the segments with slashes at both ends', () => {
    expect(contentPathOf(['docs', 'free-demo'])).toBe('/docs/free-demo/');
    expect(contentPathOf(['docs', 'ab', '11.05.24', '01'])).toBe('/docs/ab/11.05.24/01/');
    expect(contentPathOf(['l', 'f'])).toBe('/l/f/');
  });
  it('decodes percent-encoded letters', () => {
    expect(contentPathOf(['lp', '1300-mod%C3%A8les'])).toBe('/lp/1300-modèles/');
  });
  it('refuses what no content path can hold', () => {
    expect(contentPathOf([])).toBeNull();
    expect(contentPathOf(['docs', '..'])).toBeNull();
    expect(contentPathOf(['docs', '%E0%A4%A'])).toBeNull();
    expect(contentPathOf(['docs', 'a b'])).toBeNull();
    expect(contentPathOf(['docs', '<script>'])).toBeNull();
  });
});
