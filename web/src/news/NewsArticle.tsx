import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { Locale } from '@paperwise/schemas/locales';
import { NEWSROOM_PATH, relatedHrefProblem } from '@paperwise/schemas/documents/newsArticle.rules';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import { linkHref } from '@/components/chrome/links';
import type { NEWS_ARTICLE_QUERY_RESULT } from '@/content/sanity.types';
import { localizedPath } from '@/i18n/routing';
import { formatNewsDate } from '@/lib/news-date';
import { PLAIN_LISTS } from '@/lib/portable-text-lists';
import { NEWS_COPY } from './copy';
import styles from './NewsArticle.module.css';

export type StoredNewsArticle = NonNullable<NEWS_ARTICLE_QUERY_RESULT>;

/**
 * Only React elements of our own: no HTML from the content reaches the page. A link is checked
 * again here (a document written through the API never met the studio's rules): an address the
 * site does not accept is shown as plain text.
 */
function components(locale: Locale): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h2: ({ children }) => <h2 className={styles.h2}>{children}</h2>,
      h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
    },
    ...PLAIN_LISTS,
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => {
        const href = (value as { href?: unknown } | undefined)?.href;
        if (typeof href !== 'string' || !href.trim() || linkHrefProblem(href)) return <>{children}</>;
        return <a href={linkHref({ href, language: null }, locale)}>{children}</a>;
      },
    },
  };
}

/**
 * A newsroom article: the way back to the newsroom, the title, the day it was published (written
 * the way the article's language writes dates), the text and the pages it relates to. Related links
 * the rules refuse are left out.
 */
export function NewsArticle({ article, locale }: { article: StoredNewsArticle; locale: Locale }) {
  const copy = NEWS_COPY[locale];
  const date = formatNewsDate(article.publishedAt, locale);
  const related = (article.related ?? []).filter(
    (link): link is typeof link & { label: string; href: string } =>
      Boolean(link.label?.trim()) && relatedHrefProblem(link.href ?? undefined) === null,
  );
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <nav aria-label={copy.backToNewsroom}>
          <a className={styles.back} href={localizedPath(NEWSROOM_PATH, locale)}>
            <span aria-hidden="true">← </span>
            {copy.backToNewsroom}
          </a>
        </nav>
        <h1 className={styles.title}>{article.title}</h1>
        {date && article.publishedAt ? (
          <p className={styles.meta}>
            {copy.published} <time dateTime={article.publishedAt}>{date}</time>
          </p>
        ) : null}
      </header>
      <div className={styles.prose}>
        <PortableText value={article.body ?? []} components={components(locale)} onMissingComponent={false} />
      </div>
      {related.length > 0 ? (
        <aside className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.relatedHeading}>
            {copy.related}
          </h2>
          <ul>
            {related.map((link) => (
              <li key={link._key}>
                <a href={linkHref({ href: link.href, language: null }, locale)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
