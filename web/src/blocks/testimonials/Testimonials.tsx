import { stegaClean } from '@sanity/client/stega';
import { fillPlaceholders } from '@/content/placeholders';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import { QuoteMark, Stars } from './icons';
import styles from './Testimonials.module.css';

/** The avatar's letters: first letters of the first and last names (from the clean name, not its edit markers). */
function initials(name: string): string {
  const words = stegaClean(name).trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : '';
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0] : '';
  return `${first ?? ''}${last ?? ''}`.toLocaleUpperCase();
}

/**
 * What customers say: a heading, an optional rating (stars with the score in words beside them)
 * and the quotes as a list of figures (blockquote and its author). The score is written the way
 * the page's language writes numbers, with one decimal. A quote without text or author is left out.
 */
export function Testimonials({ block, context }: BlockProps<'testimonials'>) {
  const { rating } = block;
  const score = typeof rating?.score === 'number' && rating.score >= 0 && rating.score <= 5 ? rating.score : null;
  const ratingLabel =
    score !== null && rating?.label
      ? fillPlaceholders(rating.label, {
          ...context.values,
          score: new Intl.NumberFormat(context.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
            score,
          ),
          ...(rating.count ? { count: rating.count } : {}),
        })
      : null;
  const quotes = (block.quotes ?? []).flatMap((quote) =>
    quote.text && quote.name ? [{ ...quote, text: quote.text, name: quote.name }] : [],
  );
  if (!ratingLabel && quotes.length === 0) return null;
  const fill = (text: string) => fillPlaceholders(text, context.values);
  return (
    <section className={styles.section} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} centred>
        {ratingLabel && score !== null ? (
          <p className={styles.rating}>
            <Stars className={styles.stars} score={score} id={`${block._key}-stars`} />
            <span>{ratingLabel}</span>
          </p>
        ) : null}
      </SectionHead>
      {quotes.length ? (
        <ul className={classes(section.grid, styles.quotes)} data-count={quotes.length}>
          {quotes.map((quote) => {
            const about = [quote.role, quote.company].filter(Boolean).join(', ');
            return (
              <li key={quote._key} className={styles.item}>
                <figure className={classes(section.card, styles.quote)}>
                  <QuoteMark className={styles.mark} />
                  <blockquote className={styles.text}>
                    <p>{fill(quote.text)}</p>
                  </blockquote>
                  <figcaption className={styles.author}>
                    <span className={styles.avatar} aria-hidden="true">
                      {initials(quote.name)}
                    </span>
                    <span>
                      <span className={styles.name}>{quote.name}</span>
                      {about ? (
                        <>
                          {' '}
                          <span className={styles.about}>{about}</span>
                        </>
                      ) : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
