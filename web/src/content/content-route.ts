import 'server-only';
import { hasLocale } from 'next-intl';
import type { Locale } from '@paperwise/schemas/locales';
import { contentPathOf } from '@/routing/content-path';
import { listPageOf, pageSlice } from '@/routing/list-pages';
import { resolveLanding } from './landing';
import { resolveNewsArticle, resolvePost } from './news';
import { resolvePage, resolvePricingPage } from './pages';
import { routing } from '@/i18n/routing';

/**
 * What a path of a language shows: a landing page, else a pricing page, else a core or company page, else a later page
 * of a paged list (/blog/page/2/), else a newsroom article, else a blog post, else nothing. Read by
 * the catch-all route (app/[locale]/[...rest]) and by the share images of its pages.
 */
export async function resolveContentRoute(locale: string, rest: readonly string[]) {
  if (!hasLocale(routing.locales, locale)) return null;
  const path = contentPathOf(rest);
  if (!path) return null;
  const landing = await resolveLanding(path, locale);
  if (landing) return { kind: 'landing', config: landing } as const;
  const pricing = await resolvePricingPage(path, locale);
  if (pricing) return { kind: 'pricing', locale, path, ...pricing } as const;
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

export type ContentRoute = NonNullable<Awaited<ReturnType<typeof resolveContentRoute>>>;

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
