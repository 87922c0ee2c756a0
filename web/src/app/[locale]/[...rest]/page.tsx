import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PresetLayout } from '@/components/chrome/PresetLayout';
import { SignupProvider, SignupTrigger } from '@/components/signup';
import { BlogPostPage } from '@/page-render/blog/BlogPostPage';
import { getChrome } from '@/components/chrome/chrome-content';
import { NewsArticlePage } from '@/page-render/news/NewsArticlePage';
import { ComposedPage } from '@/page-render/composed/ComposedPage';
import { PricingPage } from '@/page-render/pricing/PricingPage';
import { resolveContentRoute } from '@/content/content-route';
import { contentShare, shareMetadataOf } from '@/sharing/shared-pages';
import { signupSetup } from '@/page-render/signup-setup';
import { LandingContent } from '@/page-render/landing/LandingContent';

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

/** What a path shows (content/content-route.ts); its lookups are cached per request, so the metadata and the page share them. */
async function load(params: Params) {
  const { locale, rest } = await params;
  return resolveContentRoute(locale, rest);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  if (found.kind === 'landing') {
    const { config } = found;
    // Landing pages and their A/B variants stay out of search results, and have no link preview of
    // their own: they are the targets of campaigns, not pages to pass on. Their title and
    // description had their placeholders filled when the content was read (landing-mapper.ts).
    return {
      // The layout's template adds the product name: 'Free demo | Paperwise™ Business Management Platform'.
      title: config.title,
      description: config.description ?? undefined,
      robots: { index: false, follow: false },
    };
  }
  // Every other page's title and description, placeholders filled (sharing/shared-pages.ts).
  const shared = await contentShare(found);
  if (found.kind === 'page' && found.page.noindex) {
    // A page its content marks noindex (ad and campaign pages) stays out of search results and
    // has no link preview, like the landing pages it stands in for.
    return {
      ...(await shareMetadataOf(shared)),
      robots: { index: false, follow: false },
      openGraph: null,
      twitter: null,
    };
  }
  // Variants of the plans page are campaign and test targets: out of search results, no preview.
  if (found.kind === 'pricing' && found.page.noindex !== false) {
    return {
      title: shared.title || undefined,
      description: shared.description ?? undefined,
      robots: { index: false, follow: false },
    };
  }
  return shareMetadataOf(shared);
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
  if (found.kind === 'pricing') {
    return <PricingPage locale={found.locale} page={found.page} packageToken={found.packageToken} />;
  }
  if (found.kind === 'article') return <NewsArticlePage locale={found.locale} article={found.article} />;
  if (found.kind === 'post') return <BlogPostPage locale={found.locale} post={found.post} />;
  const { config } = found;
  setRequestLocale(config.locale);
  const openOnLoad = config.layout.directModal;
  const [signup, chrome] = await Promise.all([signupSetup(config, { inline: openOnLoad }), getChrome(config.locale)]);
  // The sign-up engine wraps the whole page: the header's Try for free, the call to action and the
  // template cards are its triggers; the dialog's copy and code load only when needed (or with the
  // page, when its dialog is open on load).
  return (
    <SignupProvider {...signup} openOnLoad={openOnLoad}>
      <PresetLayout
        locale={config.locale}
        layout={config.layout}
        phone={config.phone}
        variantId={config.analytics.variantId}
        tryAction={
          <SignupTrigger className="button button-primary try-button">
            {chrome.navigation.buttons.tryFree}
          </SignupTrigger>
        }
      >
        <LandingContent config={config} />
      </PresetLayout>
    </SignupProvider>
  );
}
