import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { SignupProvider, SignupTrigger } from '@/components/signup';
import { TemplateGrid, thumbSrc, type TemplateCardView } from '@/components/layout/TemplateGrid';
import { fetchContent } from '@/content/fetch';
import { DEFAULT_DOCUMENTS_QUERY } from '@/content/queries';
import type { DEFAULT_DOCUMENTS_QUERY_RESULT } from '@/content/sanity.types';
import { COOKIES } from '@/engine/cookies';
import { rewriteDestination } from '@/engine/destination';
import { displayName } from '@/engine/display-name';
import { buildDirectUrl } from '@/engine/handoff-url';
import { resolveSearchKeyword } from '@/engine/search-page';
import { serviceBaseUrl } from '@/env';
import { localizedPath, routing } from '@/i18n/routing';
import { RecordSearch } from './RecordSearch';
import { requestOrigin } from './request-origin';
import { searchTemplates, type SearchDocument } from './search-api';
import { searchSignupVariant } from './signup-variant';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The keyword the site falls back on when a language's default-documents document is missing. */
const LAST_RESORT_KEYWORD = 'business-and-legal-documents';

function readCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Everything the page shows, computed once per request for both the metadata and the page. */
const loadSearch = cache(async (locale: Locale, q: string | string[] | undefined) => {
  const defaults = await fetchContent<DEFAULT_DOCUMENTS_QUERY_RESULT>(DEFAULT_DOCUMENTS_QUERY, { locale }, [
    'defaultDocuments',
  ]);
  const defaultKeyword = defaults?.keyword || LAST_RESORT_KEYWORD;
  const searchCookie = readCookie((await cookies()).get(COOKIES.search.name)?.value);
  const asked = resolveSearchKeyword(q, searchCookie, defaultKeyword);
  const origin = await requestOrigin();
  const apiBase = new URL(serviceBaseUrl('cached-api'), origin).toString();
  let keyword = asked;
  let documents: SearchDocument[];
  let fellBack = false;
  let unavailable = false;
  try {
    ({ keyword, documents, fellBack } = await searchTemplates(apiBase, asked, locale, defaultKeyword));
  } catch (error) {
    // The page still answers: the language's default templates stand in for the results.
    console.error('search page: the cached API failed', error);
    unavailable = true;
    keyword = defaultKeyword;
    documents = (defaults?.documents ?? []).flatMap((d) =>
      d.label && d.url ? [{ label: d.label, url: d.url, thumb: d.thumb ?? '', search: d.search ?? undefined }] : [],
    );
  }
  const webappBase = serviceBaseUrl('webapp');
  const cards: TemplateCardView[] = documents.map((doc) => {
    const destination = rewriteDestination(doc.url);
    return {
      label: doc.label,
      url: doc.url,
      destination,
      href: buildDirectUrl({ webappBase, origin, destination, locale }),
      thumb: thumbSrc(doc.thumb, serviceBaseUrl('cached-api')),
    };
  });
  return { asked, keyword, name: displayName(keyword, locale), cards, fellBack, unavailable };
});

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
  // each card is the plain link to the document in the web app.
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
          <SignupTrigger action="openDocument" url={card.url} className="template-card">
            {inner}
          </SignupTrigger>
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
