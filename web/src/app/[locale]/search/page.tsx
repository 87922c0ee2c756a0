import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { SignupLink, SignupProvider } from '@/components/signup';
import { TemplateGrid } from '@/components/layout/TemplateGrid';
import { serviceBaseUrl } from '@/env';
import { localizedPath, routing } from '@/i18n/routing';
import { RecordSearch } from './RecordSearch';
import { loadSearchData } from './search-data';
import { searchSignupVariant } from './signup-variant';

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

/** The template search page (signup §4 'Search page'): /search/?q=..., /fr/search/?q=... */
export default async function SearchPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { q } = await searchParams;
  const [result, t, signupVariant] = await Promise.all([
    loadSearch(locale, q),
    getTranslations({ locale, namespace: 'search' }),
    searchSignupVariant(locale),
  ]);
  const label = t('results', { document: result.name });
  // Signup §4: opening a document is the engine's decision (straight to the web app for a returning
  // visitor, the create-account dialog otherwise) where the language has dialog content; elsewhere
  // each card is the plain link to the document in the web app. Both are links to the document, so
  // a card works before the script has loaded, without JavaScript and in a new tab.
  const grid = signupVariant ? (
    <SignupProvider
      variant={signupVariant}
      services={{
        userbase: serviceBaseUrl('userbase'),
        location: serviceBaseUrl('location'),
        cachedApi: serviceBaseUrl('cached-api'),
        webapp: serviceBaseUrl('webapp'),
      }}
      landingPage={false}
    >
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
      <section className="search-head">
        <h1>{t('title', { document: result.name })}</h1>
        <p className="lead">{t('intro', { document: result.name })}</p>
        <form className="search-form" role="search" action={localizedPath('/search/', locale)} method="get">
          <label className="visually-hidden" htmlFor="search-q">
            {t('label')}
          </label>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={result.asked}
            placeholder={t('placeholder')}
            maxLength={100}
          />
          <button type="submit" className="button button-primary">
            {t('submit')}
          </button>
        </form>
      </section>
      {result.unavailable ? (
        <p className="notice" role="status">
          {t('unavailable')}
        </p>
      ) : result.fellBack ? (
        <p className="notice" role="status">
          {t('defaultNotice', { query: result.asked })}
        </p>
      ) : null}
      {grid}
      <RecordSearch keyword={result.keyword} locale={locale} />
    </SiteChrome>
  );
}
