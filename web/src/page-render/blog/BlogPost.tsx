import type { ReactNode } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { BLOG_PATH } from '@paperwise/schemas/documents/post.rules';
import type { POST_QUERY_RESULT } from '@/content/sanity.types';
import { localizedPath } from '@/i18n/routing';
import { formatNewsDate } from '@/lib/news-date';
// A post reads like a newsroom article: the same column, type and quiet header.
import styles from '../news/NewsArticle.module.css';
import { ArticleFrame } from '../news/ArticleFrame';

export type StoredPost = NonNullable<POST_QUERY_RESULT>;

/** The words a post's page adds around the post (the blog is written in English). */
export const BLOG_COPY = {
  backToBlog: 'Blog',
  published: 'Published on',
  by: 'by',
  relatedHeading: 'Templates for this topic',
  relatedText: 'Open one in the web app and make it yours.',
};

/**
 * A blog post: the way back to the blog, the title, the day it was published, who wrote it, the
 * text, then `related` (the templates of the post's search, rendered by the page).
 */
export function BlogPost({ post, locale, related }: { post: StoredPost; locale: Locale; related?: ReactNode }) {
  const date = formatNewsDate(post.publishedAt, locale);
  return (
    <>
      <ArticleFrame
        back={{ label: BLOG_COPY.backToBlog, href: localizedPath(BLOG_PATH, locale) }}
        title={post.title}
        meta={
          <p className={styles.meta}>
            {date && post.publishedAt ? (
              <>
                {BLOG_COPY.published} <time dateTime={post.publishedAt}>{date}</time>{' '}
              </>
            ) : null}
            {post.authorName ? (
              <>
                {BLOG_COPY.by} <span data-testid="post-author">{post.authorName}</span>
                {post.authorRole ? `, ${post.authorRole}` : null}
              </>
            ) : null}
          </p>
        }
        body={post.body}
        locale={locale}
      />
      {related}
    </>
  );
}
