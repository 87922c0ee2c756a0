import type { Locale } from '@paperwise/schemas/locales';
import { localizedPath } from '@/i18n/routing';
import { formatNewsDate } from '@/lib/news-date';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps, SectionOf } from '../types';
import styles from './NewsList.module.css';
import { SiteLink } from '@/components/navigation/SiteLink';

type Article = NonNullable<SectionOf<'newsList'>['articles']>[number];

/** An article the list can show: one with an address, a day and a title. */
interface ListedArticle {
  id: string;
  language: Locale;
  title: string;
  path: string;
  day: string;
  summary: string | null;
}

/**
 * The articles a page in `locale` lists, newest first: those of its language, or the English ones
 * when it has none (`inEnglish` then says so). Articles without address, day or title are left out.
 */
export function newsItems(
  articles: readonly Article[] | null | undefined,
  locale: Locale,
): { items: ListedArticle[]; inEnglish: boolean } {
  const usable = (articles ?? []).flatMap((article): ListedArticle[] =>
    article.path && article.publishedAt && article.title && article.language
      ? [
          {
            id: article._id,
            language: article.language,
            title: article.title,
            path: article.path,
            day: article.publishedAt,
            summary: article.summary ?? null,
          },
        ]
      : [],
  );
  const newestFirst = (list: ListedArticle[]) =>
    list.toSorted((a, b) => (a.day === b.day ? a.title.localeCompare(b.title) : a.day < b.day ? 1 : -1));
  const own = usable.filter((article) => article.language === locale);
  if (own.length > 0 || locale === 'en') return { items: newestFirst(own), inEnglish: false };
  return { items: newestFirst(usable.filter((article) => article.language === 'en')), inEnglish: true };
}

/**
 * The newsroom's articles, each with its date, title, summary and link. A language without
 * articles of its own lists the English ones after a sentence in its own language, each item
 * marked as English so screen readers read it with the right voice. Nothing when there is none.
 */
export function NewsList({ block, context }: BlockProps<'newsList'>) {
  const { items, inEnglish } = newsItems(block.articles, context.locale);
  if (items.length === 0) return null;
  return (
    <section className={section.snug} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} opensPage centred />
      {inEnglish && block.englishNotice ? <p className={styles.notice}>{block.englishNotice}</p> : null}
      <ul className={styles.list}>
        {items.map((article) => {
          const date = formatNewsDate(article.day, context.locale);
          return (
            <li
              key={article.id}
              className={classes(section.card, styles.item)}
              lang={inEnglish ? article.language : undefined}
            >
              {date ? (
                // The date is written in the page's language, even on an English item.
                <time className={styles.date} dateTime={article.day} lang={inEnglish ? context.locale : undefined}>
                  {date}
                </time>
              ) : null}
              <h3 className={styles.title}>
                <SiteLink
                  href={localizedPath(article.path, article.language)}
                  reload={article.language !== context.locale}
                >
                  {article.title}
                </SiteLink>
              </h3>
              {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
