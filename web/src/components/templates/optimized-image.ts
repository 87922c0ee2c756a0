import { getImgProps, type ImageProps } from 'next/dist/shared/lib/get-img-props';
import defaultLoader from 'next/dist/shared/lib/image-loader';

/**
 * The props of an `<img>` served through Next's image optimizer, for server markup only.
 *
 * It is what `getImageProps` of `next/image` does, from the same two modules. `next/image` itself
 * is not imported: its module also exports the `<Image>` client component, and a server
 * component importing it puts that component (about 6 kB of JavaScript, gzip) into the first
 * load of every page of the route, though no page renders it. The image settings come from the
 * build (`process.env.__NEXT_IMAGE_OPTS`, set by Next's compiler from web/next.config.ts), as
 * `getImageProps` takes them; `optimized-image.test.ts` checks that both give the same props.
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
