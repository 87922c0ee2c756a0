import { fillPlaceholders } from '@/content/placeholders';
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
  // A page without a hero opens with this block: its heading is then the page's h1.
  const Heading = context.position === 0 ? 'h1' : 'h2';
  const headingId = `${block._key}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.head}>
        <Heading id={headingId} className={styles.heading}>
          {block.heading ? fill(block.heading) : null}
        </Heading>
        {block.text ? <p className={styles.text}>{fill(block.text)}</p> : null}
      </header>
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
