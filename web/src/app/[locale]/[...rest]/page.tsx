import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@paperwise/schemas/locales';
import { LandingLayout } from '@/components/chrome/LandingLayout';
import { SignupProvider, SignupTrigger } from '@/components/signup';
import { resolveLanding } from '@/content/landing';
import { listPageOf, pageSlice } from '@/blocks/post-list/pagination';
import { BlogPostPage } from '@/blog/BlogPostPage';
import { resolveNewsArticle, resolvePost } from '@/content/news';
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
 * What a path of a language shows: a landing page, else a core or company page, else a later page
 * of a paged list (/blog/page/2/), else a newsroom article, else a blog post, else nothing.
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
    return { kind: 'page', locale, path, page: { ...page, sections: page.sections }, listPage: 1 } as const;
  const listed = await loadListPage(path, locale);
  if (listed) return listed;
  const article = await resolveNewsArticle(path, locale);
  if (article?.title) return { kind: 'article', locale, path, article } as const;
  const post = await resolvePost(path, locale);
  return post?.title ? ({ kind: 'post', locale, path, post } as const) : null;
}

/**
 * A later page of the blog's list: /blog/page/2/ is the page document of /blog/ with its list on
 * page 2. The number read here reaches the list block through its context (listPage); a page past
 * the last, or a base page without a post list, is nothing (404).
 */
async function loadListPage(path: string, locale: Locale) {
  const asked = listPageOf(path);
  if (!asked) return null;
  const page = await resolvePage(asked.base, locale);
  const list = page?.sections?.find((section) => section._type === 'postList');
  if (!page?.sections || !list || !pageSlice(list.posts ?? [], asked.page)) return null;
  return {
    kind: 'page',
    locale,
    path,
    page: { ...page, sections: page.sections },
    base: asked.base,
    listPage: asked.page,
  } as const;
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
  if (found.kind === 'post') {
    return {
      title: found.post.title ?? undefined,
      description: found.post.summary ?? undefined,
      alternates: { canonical: localizedPath(found.path, found.locale) },
    };
  }
  if (found.kind === 'page') {
    return {
      title: found.page.title
        ? found.listPage > 1
          ? `${found.page.title} – page ${found.listPage}`
          : found.page.title
        : undefined,
      description: found.page.description ?? undefined,
      alternates: { canonical: localizedPath(found.path, found.locale) },
      // A page its content marks noindex (ad and campaign pages) stays out of search results.
      ...(found.page.noindex ? { robots: { index: false, follow: false } } : {}),
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
 * variants), the core and company pages (/features/, /company/about/...), the later pages of the
 * blog's list (/blog/page/2/), the newsroom articles (/company/newsroom/cloud-drive/) and the blog
 * posts (/blog/choosing-a-contract/), or the 404.
 */
export default async function ContentRoute({ params }: { params: Params }) {
  const found = await load(params);
  if (!found) notFound();
  if (found.kind === 'page') {
    const base = 'base' in found ? found.base : found.path;
    return <ComposedPage locale={found.locale} document={found.page} path={base} listPage={found.listPage} />;
  }
  if (found.kind === 'article') return <NewsArticlePage locale={found.locale} article={found.article} />;
  if (found.kind === 'post') return <BlogPostPage locale={found.locale} post={found.post} />;
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
