import 'server-only';
import { cache } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { newsArticlePathProblem } from '@paperwise/schemas/documents/newsArticle.rules';
import { fetchContent } from './fetch';
import { NEWS_ARTICLE_QUERY } from './queries';

/** Documents whose change can alter an article's page: the cache tags of its fetch. */
export const NEWS_ARTICLE_CACHE_TAGS = ['newsArticle', 'siteSettings'];

/**
 * The newsroom article stored for a path in a language, or null (the site's 404). Only addresses
 * under the newsroom are looked up.
 */
export const resolveNewsArticle = cache(async (path: string, locale: Locale) => {
  if (newsArticlePathProblem(path) !== null) return null;
  return fetchContent(NEWS_ARTICLE_QUERY, { path, locale }, NEWS_ARTICLE_CACHE_TAGS);
});
