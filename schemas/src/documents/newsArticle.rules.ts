/**
 * The rules of a newsroom article, shared by the studio (validation), content:validate and the
 * site, which looks up only addresses an article could have. No Sanity import here.
 */
import { linkHrefProblem } from '../link-rules';

/** Where every article lives: one segment under the newsroom. */
export const NEWSROOM_PATH = '/company/newsroom/';

/** An article's address: the newsroom's, then one lower-case segment (/company/newsroom/cloud-drive/). */
export function newsArticlePathProblem(path: string | undefined): string | null {
  if (path === undefined) return null;
  // The same segments as every page's address: lower-case letters, digits and inner dashes.
  return /^\/company\/newsroom\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\/$/.test(path) && path.length <= 120
    ? null
    : `Write the address under the newsroom, with one segment for the article: ${NEWSROOM_PATH}cloud-drive/.`;
}

/** A publication day as the studio's date field stores it (2025-03-14), and a real one. */
export function publishedAtProblem(value: string | undefined): string | null {
  if (value === undefined) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    return 'Pick the day the article was published.';
  }
  return null;
}

/**
 * A related link leads to a page of this site, written without the language (/company/affiliate/):
 * the reader stays on the site, in their language where the page has one.
 */
export function relatedHrefProblem(href: string | undefined): string | null {
  if (!href?.trim()) return 'Give the site address the link goes to, e.g. /company/affiliate/.';
  if (!href.startsWith('/')) return 'Write a site address starting with /, e.g. /company/affiliate/.';
  return linkHrefProblem(href);
}

export interface PortableBlock {
  _type?: string;
  children?: Array<{ text?: string }>;
}

/** An article without a word in its body would open on an empty page. */
export function articleBodyProblem(body: readonly PortableBlock[] | undefined): string | null {
  const words = (body ?? [])
    .filter((block) => block._type === 'block')
    .flatMap((block) => (block.children ?? []).map((child) => child.text ?? ''))
    .join('')
    .trim();
  return words ? null : 'Write the article: its page would be empty.';
}
