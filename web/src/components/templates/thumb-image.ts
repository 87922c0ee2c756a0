import { getImgProps, type ImageProps } from 'next/dist/shared/lib/get-img-props';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { serviceBaseUrl } from '@/env';
import { largeThumb } from '@/engine/landing-values';

/**
 * The props of an `<img>` served through Next's image optimizer, for server markup only.
 *
 * It is what `getImageProps` of `next/image` does, from the same two modules. `next/image` itself
 * is not imported: its module also exports the `<Image>` client component, and a server
 * component importing it puts that component (about 6 kB of JavaScript, gzip) into the first
 * load of every page of the route, though no page renders it. The image settings come from the
 * build (`process.env.__NEXT_IMAGE_OPTS`, set by Next's compiler from web/next.config.ts), as
 * `getImageProps` takes them; `thumb-image.test.ts` checks that both give the same props.
 */
export function optimizedImageProps(props: ImageProps) {
  const { props: img } = getImgProps(props, {
    defaultLoader,
    // Not configuration read at run time: Next's compiler writes the settings in at build time.
    // eslint-disable-next-line no-restricted-syntax -- a build-time constant of Next's compiler
    imgConf: process.env.__NEXT_IMAGE_OPTS as unknown as Parameters<typeof getImgProps>[1]['imgConf'],
  });
  // An undefined prop would still be written into the page's payload.
  for (const [key, value] of Object.entries(img)) {
    if (value === undefined) delete (img as Record<string, unknown>)[key];
  }
  return img;
}

/** Thumbnails are 250 × 354 (A4); the size is given so nothing moves when they arrive. */
export const THUMB_SIZE = { width: 250, height: 354 } as const;

/**
 * Whether the image optimizer may fetch a thumbnail: the stand-in's (a path of this site) or one
 * on the cached API's host (web/next.config.ts lets that host through). Any other host's image is
 * shown as it is.
 */
function optimizable(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  const api = serviceBaseUrl('cached-api');
  try {
    return /^https?:\/\//.test(api) && new URL(src).origin === new URL(api).origin;
  } catch {
    return false;
  }
}

/**
 * A template thumbnail's `<img>` props, through Next's image optimizer: the spec's 600 px rendition
 * (the 250px in its address swapped for 600px) as the source, answered as AVIF or WebP as the
 * browser accepts, 250 px wide on a normal screen and 600 px on a dense one (images.imageSizes in
 * web/next.config.ts). The 600 px AVIF of a thumbnail weighs less than its 250 px PNG.
 */
export function thumbImageProps(thumb: string, { eager }: { eager: boolean }) {
  const src = largeThumb(thumb);
  return optimizedImageProps({
    src,
    alt: '',
    width: THUMB_SIZE.width,
    height: THUMB_SIZE.height,
    loading: eager ? 'eager' : 'lazy',
    unoptimized: !optimizable(src),
  });
}
