import 'server-only';
import { cache } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { newsArticlePathProblem } from '@paperwise/schemas/documents/newsArticle.rules';
import { postPathProblem } from '@paperwise/schemas/documents/post.rules';
import { fetchContent } from './fetch';
import { NEWS_ARTICLE_QUERY, POST_QUERY } from './queries';

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

/** Documents whose change can alter a blog post's page: the cache tags of its fetch. */
export const POST_CACHE_TAGS = ['post', 'siteSettings', 'defaultDocuments'];

/** The blog post stored for a path in a language, or null (the site's 404). Only addresses under the blog are looked up. */
export const resolvePost = cache(async (path: string, locale: Locale) => {
  if (postPathProblem(path) !== null) return null;
  return fetchContent(POST_QUERY, { path, locale }, POST_CACHE_TAGS);
});
