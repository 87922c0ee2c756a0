import { optimizedImageProps } from './optimized-image';
import type { ReactNode } from 'react';
import { serviceBaseUrl } from '@/env';
import { largeThumb } from '@/engine/landing-values';
import type { TemplateCard } from './template-cards';
import styles from './TemplateGrid.module.css';

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
 * A thumbnail's image, through Next's image optimizer without its client component
 * (optimizedImageProps: plain markup): the spec's 600 px rendition (the 250px in its address swapped
 * for 600px) as the source, answered as AVIF or WebP as the browser accepts, 250 px wide on a
 * normal screen and 600 px on a dense one (images.imageSizes in web/next.config.ts).
 */
function thumbImage(thumb: string, eager: boolean) {
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

/**
 * A grid of template cards. Each card is a link to the document in the web application; `wrap`
 * lets a page put its own opener around a card (the sign-up engine decides between the dialog and
 * the direct hand-off). The grid styles whatever element is the card, link or button, so an opener
 * needs no class of its own for its look.
 *
 * Stable classes beside the module's, for tests and the pages: template-grid on the list and
 * template-card on the default card link (openers given through `wrap` pass it themselves).
 */
export function TemplateGrid({
  documents,
  label,
  wrap,
  eagerCount = 0,
}: {
  documents: TemplateCard[];
  label: string;
  wrap?: (card: TemplateCard, content: ReactNode) => ReactNode;
  /** Cards above the fold load their image at once; the rest lazily. */
  eagerCount?: number;
}) {
  return (
    <ul className={`${styles.grid} template-grid`} aria-label={label}>
      {documents.map((doc, index) => {
        const content = (
          <>
            <span className={styles.sheet}>
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's props, alt="" among them */}
              <img {...thumbImage(doc.thumb, index < eagerCount)} />
            </span>
            <span className={styles.label}>{doc.label}</span>
          </>
        );
        return (
          <li key={doc.key} className={styles.item}>
            {wrap ? (
              wrap(doc, content)
            ) : (
              <a className="template-card" href={doc.href}>
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
