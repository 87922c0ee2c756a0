import { describe, expect, it } from 'vitest';
import { landingPathOf } from './landing-path';

describe('landingPathOf', () => {
  it('joins the segments with slashes at both ends', () => {
    expect(landingPathOf(['docs', 'free-demo'])).toBe('/docs/free-demo/');
    expect(landingPathOf(['docs', 'ab', '11.05.24', '01'])).toBe('/docs/ab/11.05.24/01/');
    expect(landingPathOf(['l', 'f'])).toBe('/l/f/');
  });
  it('decodes percent-encoded letters', () => {
    expect(landingPathOf(['lp', '1300-mod%C3%A8les'])).toBe('/lp/1300-modèles/');
  });
  it('refuses what no content path can hold', () => {
    expect(landingPathOf([])).toBeNull();
    expect(landingPathOf(['docs', '..'])).toBeNull();
    expect(landingPathOf(['docs', '%E0%A4%A'])).toBeNull();
    expect(landingPathOf(['docs', 'a b'])).toBeNull();
    expect(landingPathOf(['docs', '<script>'])).toBeNull();
  });
});
