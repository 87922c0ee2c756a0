/**
 * The rules of a blog post, shared by the studio (validation), content:validate and the site, which
 * looks up only addresses a post could have. The day and the body follow the newsroom's rules.
 */
export { articleBodyProblem as postBodyProblem, publishedAtProblem } from './newsArticle.rules';

/** Where every post lives: one segment under the blog. */
export const BLOG_PATH = '/blog/';

/** A post's address: the blog's, then one lower-case segment (/blog/choosing-a-contract/). */
export function postPathProblem(path: string | undefined): string | null {
  if (path === undefined) return null;
  // The same segments as every page's address: lower-case letters, digits and inner dashes. The
  // segment "page" is the blog's own: its later pages are /blog/page/2/...
  return /^\/blog\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\/$/.test(path) && path.length <= 120 && path !== '/blog/page/'
    ? null
    : `Write the address under the blog, with one segment for the post: ${BLOG_PATH}choosing-a-contract/.`;
}

/**
 * The related templates are a search of the site's template engine: a keyword as the search page
 * takes it (lower-case words joined by dashes, e.g. non-disclosure-agreement).
 */
export function relatedKeywordProblem(keyword: string | undefined): string | null {
  if (keyword === undefined) return null;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(keyword) && keyword.length <= 60
    ? null
    : 'Write the search keyword in lower case, words joined by dashes, e.g. non-disclosure-agreement.';
}
