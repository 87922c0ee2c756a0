import { fillPlaceholders } from '@/content/placeholders';
import { CtaButton } from '../shared/CtaButton';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from './CtaBand.module.css';

/**
 * A band in the brand colour across the whole window: heading, text, the main button (the same as
 * the hero's: a link, the page's sign-up dialog, or the web app's sign-up) and a claims line. Copy
 * and button stack on phones and sit side by side from 996 px.
 */
export function CtaBand({ block, context }: BlockProps<'ctaBand'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  return (
    <section className={styles.band} aria-labelledby={headingId(block)}>
      {/* White on the brand colour: the band styles its heading and text itself. */}
      <SectionHead
        block={block}
        context={context}
        as="div"
        plain
        headingClassName={styles.heading}
        textClassName={styles.text}
      />
      <div className={styles.actions}>
        <CtaButton cta={block.cta} context={context} className={`button ${styles.button}`} />
        {block.claims ? <p className={styles.claims}>{fill(block.claims)}</p> : null}
      </div>
    </section>
  );
}
