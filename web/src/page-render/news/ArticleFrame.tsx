import { PortableText, type PortableTextProps } from '@portabletext/react';
import type { ReactNode } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { siteTextComponents } from '@/components/portable-text/site-text';
import { SiteLink } from '@/components/navigation/SiteLink';
import styles from './NewsArticle.module.css';

/**
 * The frame of an article (a newsroom article, a blog post): the way back to its list, the title,
 * a line about it, the text in the site's reading column, then whatever the article adds.
 */
export function ArticleFrame({
  back,
  title,
  meta,
  body,
  locale,
  children,
}: {
  back: { label: string; href: string };
  title: string | null;
  /** The line under the title (its <p>), or nothing. */
  meta: ReactNode;
  body: PortableTextProps['value'] | null;
  locale: Locale;
  children?: ReactNode;
}) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <nav aria-label={back.label}>
          <SiteLink className={styles.back} href={back.href}>
            <span aria-hidden="true">← </span>
            {back.label}
          </SiteLink>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {meta}
      </header>
      <div className={`prose ${styles.prose}`}>
        <PortableText
          value={body ?? []}
          components={siteTextComponents(locale, { h2: styles.h2, h3: styles.h3 })}
          onMissingComponent={false}
        />
      </div>
      {children}
    </article>
  );
}
