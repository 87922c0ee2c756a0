import { localizedPath } from '@/i18n/routing';
import { formatNewsDate } from '@/lib/news-date';
import newsStyles from '../news-list/NewsList.module.css';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps, SectionOf } from '../types';
import { listPagePath, pageCount, pageSlice } from '@/routing/list-pages';
import styles from './PostList.module.css';
import { SiteLink } from '@/components/navigation/SiteLink';

type Post = NonNullable<SectionOf<'postList'>['posts']>[number];

/** The words the list adds around the posts (the blog is written in English). */
export const POST_LIST_COPY = { previous: 'Newer posts', next: 'Older posts', by: 'by', pages: 'Blog pages' };

/** The posts the list can show, newest first: those with an address, a day and a title. */
export function listedPosts(posts: readonly Post[] | null | undefined) {
  return (posts ?? [])
    .flatMap((post) =>
      post.path && post.publishedAt && post.title
        ? [{ ...post, path: post.path, publishedAt: post.publishedAt, title: post.title }]
        : [],
    )
    .toSorted((a, b) =>
      a.publishedAt === b.publishedAt ? a.title.localeCompare(b.title) : a.publishedAt < b.publishedAt ? 1 : -1,
    );
}

/**
 * One page of the blog's posts (the page number comes from the address, through the context), each
 * with its date, author, title, summary and link, then the links to the newer and older pages,
 * marked rel="prev" and rel="next". Nothing on a page past the last (the route answers 404 there).
 */
export function PostList({ block, context }: BlockProps<'postList'>) {
  const posts = listedPosts(block.posts);
  const page = context.listPage ?? 1;
  const shown = pageSlice(posts, page);
  if (!shown || shown.length === 0) return null;
  const base = context.path ?? '/blog/';
  const last = pageCount(posts.length);
  return (
    <section className={section.snug} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} opensPage centred />
      <ul className={newsStyles.list}>
        {shown.map((post) => {
          const date = formatNewsDate(post.publishedAt, context.locale);
          return (
            <li key={post._id} className={classes(section.card, newsStyles.item)}>
              {date ? (
                <p className={styles.byline}>
                  <time dateTime={post.publishedAt}>{date}</time>
                  {post.authorName ? ` · ${POST_LIST_COPY.by} ${post.authorName}` : null}
                </p>
              ) : null}
              <h3 className={newsStyles.title}>
                <SiteLink href={localizedPath(post.path, context.locale)}>{post.title}</SiteLink>
              </h3>
              {post.summary ? <p className={newsStyles.summary}>{post.summary}</p> : null}
            </li>
          );
        })}
      </ul>
      {last > 1 ? (
        <nav className={styles.pager} aria-label={POST_LIST_COPY.pages}>
          {page > 1 ? (
            <SiteLink rel="prev" href={localizedPath(listPagePath(base, page - 1), context.locale)}>
              <span aria-hidden="true">← </span>
              {POST_LIST_COPY.previous}
            </SiteLink>
          ) : null}
          {page < last ? (
            <SiteLink
              className={styles.next}
              rel="next"
              href={localizedPath(listPagePath(base, page + 1), context.locale)}
            >
              {POST_LIST_COPY.next}
              <span aria-hidden="true"> →</span>
            </SiteLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
