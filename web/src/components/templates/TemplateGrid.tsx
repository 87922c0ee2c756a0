import type { ReactNode } from 'react';
import type { TemplateCard } from './template-cards';
import styles from './TemplateGrid.module.css';

/** Thumbnails are 250 × 354 (A4); the size is given so nothing moves when they arrive. */
export const THUMB_SIZE = { width: 250, height: 354 } as const;

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
              {/* eslint-disable-next-line @next/next/no-img-element -- generated PNGs from the cached API, already sized */}
              <img
                src={doc.thumb}
                alt=""
                width={THUMB_SIZE.width}
                height={THUMB_SIZE.height}
                loading={index < eagerCount ? 'eager' : 'lazy'}
                decoding="async"
              />
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
