import type { ReactNode } from 'react';
import type { TemplateCard } from './template-cards';
import { thumbImageProps } from './thumb-image';
import styles from './TemplateGrid.module.css';

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
              <img {...thumbImageProps(doc.thumb, { eager: index < eagerCount })} />
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
