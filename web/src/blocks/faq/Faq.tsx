import { fillPlaceholders } from '@/content/placeholders';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from './Faq.module.css';
import { PlusIcon } from './icons';

/** An answer is plain text; an empty line starts a new paragraph. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Questions and answers as native disclosure widgets: they open and close with the keyboard and
 * without any script, and the browser's find-in-page opens the one that holds a match. Items the
 * validation would refuse (no question or no answer) are left out rather than shown empty.
 */
export function Faq({ block, context }: BlockProps<'faq'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const items = (block.items ?? []).flatMap((item) =>
    item.question?.trim() && item.answer?.trim()
      ? [{ key: item._key, question: item.question, paragraphs: answerParagraphs(item.answer) }]
      : [],
  );
  if (items.length === 0) return null;
  return (
    <section className={classes(section.roomy, section.split, styles.section)} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} opensPage className={styles.head} />
      <div className={styles.items}>
        {items.map((item, index) => (
          <details key={item.key} className={styles.item} open={block.openFirst === true && index === 0}>
            <summary className={styles.question}>
              <span>{fill(item.question)}</span>
              <PlusIcon className={styles.icon} />
            </summary>
            <div className={styles.answer}>
              {item.paragraphs.map((paragraph, paragraphIndex) => (
                // Paragraphs are cut from one text: their order is their identity.
                <p key={paragraphIndex}>{fill(paragraph)}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
