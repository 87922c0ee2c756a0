import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { optimizedImageProps } from './thumb-image';

describe('optimizedImageProps', () => {
  const cases = {
    'an optimized thumbnail, eager': {
      src: '/embedded/cached-api/imgs/600px/101.png',
      alt: '',
      width: 250,
      height: 354,
      loading: 'eager' as const,
    },
    'an optimized thumbnail, lazy': {
      src: '/embedded/cached-api/imgs/600px/102.png',
      alt: '',
      width: 250,
      height: 354,
      loading: 'lazy' as const,
    },
    'an image of another host, as it is': {
      src: 'https://elsewhere.example/a.png',
      alt: 'A page',
      width: 250,
      height: 354,
      loading: 'lazy' as const,
      unoptimized: true,
    },
  };

  for (const [name, props] of Object.entries(cases)) {
    it(`gives next/image's own props: ${name}`, () => {
      expect(optimizedImageProps(props)).toEqual(getImageProps(props).props);
    });
  }

  it('leans on the optimizer for an optimizable source, with a 2x rendition', () => {
    const img = optimizedImageProps(cases['an optimized thumbnail, eager']);
    expect(img.src).toMatch(/^\/_next\/image\?url=%2Fembedded%2Fcached-api%2Fimgs%2F600px%2F101\.png&w=\d+&q=\d+$/);
    expect(img.srcSet).toMatch(/ 1x, .* 2x$/);
    expect(img).not.toHaveProperty('fetchPriority');
  });
});
