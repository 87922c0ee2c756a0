import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { NewsArticle, type StoredNewsArticle } from './NewsArticle';

/** A newsroom article's page, inside the site's chrome. */
export function NewsArticlePage({ locale, article }: { locale: Locale; article: StoredNewsArticle }) {
  setRequestLocale(locale);
  return (
    <SiteChrome locale={locale}>
      <NewsArticle article={article} locale={locale} />
    </SiteChrome>
  );
}
