import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LandingLayout } from '@/components/chrome/LandingLayout';
import { SignupProvider, SignupTrigger } from '@/components/signup';
import { resolveLanding } from '@/content/landing';
import { resolveNewsArticle } from '@/content/news';
import { resolvePage } from '@/content/pages';
import { localizedPath, routing } from '@/i18n/routing';
import { getChrome } from '@/components/chrome/chrome-content';
import { NewsArticlePage } from '@/news/NewsArticlePage';
import { ComposedPage } from '@/page-wiring/ComposedPage';
import { signupSetup } from '@/page-wiring/signup-setup';
import { LandingContent } from './LandingContent';
import { contentPathOf } from './content-path';

type Params = Promise<{ locale: string; rest: string[] }>;

/*
 * Landing variants are content, not code: no path is listed here. A path renders on its first
 * request and is then served from the cache; a publish revalidates it through the content's cache
 * tags (Sanity source), and the hour below bounds how stale a page can get otherwise. Paths that no
 * landing document claims are answered by the proxy with the prerendered 404 page and never get
 * here (web/src/routing/page-paths.ts); the notFound() below covers a page unpublished meanwhile.
 */
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams(): Array<{ rest: string[] }> {
  return [];
}

/**
 * What a path of a language shows: a landing page, else a core or company page, else a newsroom
 * article, else nothing.
 */
async function load(params: Params) {
  const { locale, rest } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  const path = contentPathOf(rest);
  if (!path) return null;
  const landing = await resolveLanding(path, locale);
  if (landing) return { kind: 'landing', config: landing } as const;
  const page = await resolvePage(path, locale);
  if (page?.sections?.length)
    return { kind: 'page', locale, path, page: { ...page, sections: page.sections } } as const;
  const article = await resolveNewsArticle(path, locale);
  return article?.title ? ({ kind: 'article', locale, path, article } as const) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  if (found.kind === 'article') {
    return {
      title: found.article.title ?? undefined,
      description: found.article.summary ?? undefined,
      alternates: { canonical: localizedPath(found.path, found.locale) },
    };
  }
  if (found.kind === 'page') {
    return {
      title: found.page.title ?? undefined,
      description: found.page.description ?? undefined,
      alternates: { canonical: localizedPath(found.path, found.locale) },
    };
  }
  const { config } = found;
  return {
    // The layout's template adds the product name: 'Free demo | Paperwise™ Business Management Platform'.
    title: config.title,
    description: config.description ?? undefined,
    // Landing pages and their A/B variants stay out of search results.
    robots: { index: false, follow: false },
  };
}

/**
 * Every address of the content: the landing pages (/docs/..., /lp/..., /l/..., their ab/
 * variants), the core and company pages (/features/, /company/about/...) and the newsroom
 * articles (/company/newsroom/cloud-drive/), or the 404.
 */
export default async function ContentRoute({ params }: { params: Params }) {
  const found = await load(params);
  if (!found) notFound();
  if (found.kind === 'page') return <ComposedPage locale={found.locale} document={found.page} />;
  if (found.kind === 'article') return <NewsArticlePage locale={found.locale} article={found.article} />;
  const { config } = found;
  setRequestLocale(config.locale);
  const [{ variant, services }, chrome] = await Promise.all([signupSetup(config), getChrome(config.locale)]);
  // The sign-up engine wraps the whole page: the header's Try for free, the call to action and the
  // template cards are its triggers; the dialog code loads only when needed.
  return (
    <SignupProvider variant={variant} services={services} openOnLoad={config.layout.directModal}>
      <LandingLayout
        config={config}
        tryAction={<SignupTrigger className="button try-button">{chrome.navigation.buttons.tryFree}</SignupTrigger>}
      >
        <LandingContent config={config} />
      </LandingLayout>
    </SignupProvider>
  );
}
