import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { SignupLink, SignupProvider } from '@/components/signup';
import { TemplateGrid } from '@/components/templates/TemplateGrid';
import { localizedPath, routing } from '@/i18n/routing';
import { documentSignupVariant } from '@/page-render/document-signup';
import { RecordSearch } from './RecordSearch';
import { loadSearchData } from './search-data';
import styles from './search.module.css';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Everything the page shows, computed once per request for both the metadata and the page. */
const loadSearch = cache(loadSearchData);

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const { q } = await searchParams;
  const { name } = await loadSearch(locale, q);
  const t = await getTranslations({ locale, namespace: 'search' });
  return { title: { absolute: t('title', { document: name }) } };
}

/** The template search page: /search/?q=..., /fr/search/?q=... */
export default async function SearchPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { q } = await searchParams;
  const [result, t, signupVariant] = await Promise.all([
    loadSearch(locale, q),
    getTranslations({ locale, namespace: 'search' }),
    documentSignupVariant(locale, '/search/'),
  ]);
  const label = t('results', { document: result.name });
  // Opening a document is the engine's decision (straight to the web app for a returning
  // visitor, the create-account dialog otherwise) where the language has dialog content; elsewhere
  // each card is the plain link to the document in the web app. Both are links to the document, so
  // a card works before the script has loaded, without JavaScript and in a new tab.
  const grid = signupVariant ? (
    <SignupProvider {...signupVariant} landingPage={false}>
      <TemplateGrid
        documents={result.cards}
        label={label}
        eagerCount={4}
        wrap={(card, inner) => (
          <SignupLink action="openDocument" url={card.url} href={card.href} className="template-card">
            {inner}
          </SignupLink>
        )}
      />
    </SignupProvider>
  ) : (
    <TemplateGrid documents={result.cards} label={label} eagerCount={4} />
  );
  return (
    <SiteChrome locale={locale}>
      {/* A full-width band (bleed) with the search form; search-head is a stable class beside the module's. */}
      <section className={`${styles.hero} bleed search-head`}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.title}>{t('title', { document: result.name })}</h1>
          <p className={`lead ${styles.intro}`}>{t('intro', { document: result.name })}</p>
          <form className={styles.form} role="search" action={localizedPath('/search/', locale)} method="get">
            <label className="visually-hidden" htmlFor="search-q">
              {t('label')}
            </label>
            <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <circle cx="8.5" cy="8.5" r="5.5" />
              <path d="m12.5 12.5 4.5 4.5" />
            </svg>
            <input
              id="search-q"
              className={styles.input}
              name="q"
              type="search"
              defaultValue={result.asked}
              placeholder={t('placeholder')}
              maxLength={100}
            />
            <button type="submit" className={`button button-primary ${styles.submit}`}>
              {t('submit')}
            </button>
          </form>
        </div>
      </section>
      <section className={styles.results} aria-labelledby="search-results-heading">
        {result.unavailable ? (
          <p className={`notice ${styles.notice}`} role="status">
            {t('unavailable')}
          </p>
        ) : result.fellBack ? (
          <p className={`notice ${styles.notice}`} role="status">
            {t('defaultNotice', { query: result.asked })}
          </p>
        ) : null}
        <h2 id="search-results-heading" className={styles.resultsTitle}>
          {label}
        </h2>
        {grid}
      </section>
      <RecordSearch keyword={result.keyword} locale={locale} />
    </SiteChrome>
  );
}
