import type { Locale } from '@paperwise/schemas/locales';
import { NEWSROOM_PATH, relatedHrefProblem } from '@paperwise/schemas/documents/newsArticle.rules';
import { linkHref } from '@/components/chrome/links';
import type { NEWS_ARTICLE_QUERY_RESULT } from '@/content/sanity.types';
import { localizedPath } from '@/i18n/routing';
import { formatNewsDate } from '@/lib/news-date';
import { NEWS_COPY } from './copy';
import { ArticleFrame } from './ArticleFrame';
import styles from './NewsArticle.module.css';
import { SiteLink } from '@/components/navigation/SiteLink';

export type StoredNewsArticle = NonNullable<NEWS_ARTICLE_QUERY_RESULT>;

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
    <ArticleFrame
      back={{ label: copy.backToNewsroom, href: localizedPath(NEWSROOM_PATH, locale) }}
      title={article.title}
      meta={
        date && article.publishedAt ? (
          <p className={styles.meta}>
            {copy.published} <time dateTime={article.publishedAt}>{date}</time>
          </p>
        ) : null
      }
      body={article.body}
      locale={locale}
    >
      {related.length > 0 ? (
        <aside className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.relatedHeading}>
            {copy.related}
          </h2>
          <ul>
            {related.map((link) => (
              <li key={link._key}>
                <SiteLink href={linkHref({ href: link.href, language: null }, locale)}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </ArticleFrame>
  );
}
