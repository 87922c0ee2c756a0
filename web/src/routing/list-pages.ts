/**
 * The blog's list pages. The page holding the post list (/blog/) is page 1; later pages add
 * page/<n>/ to its address (/blog/page/2/), n from 2 up to the last page. The catch-all route
 * reads the number from the address (listPageOf), loads the list's page document for the base
 * address and hands the number to the blocks through their context (BlockContext.listPage); the
 * proxy knows these addresses from the content's list of paths (listPagePaths).
 */

/** How many posts one list page shows. */
export const POSTS_PER_PAGE = 6;

/** How many list pages `total` posts fill: at least one, so an empty blog still has its page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

/** The address of list page `page` of the list at `base` (/blog/): page 1 is the base itself. */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}page/${page}/`;
}

/**
 * The base address and page number a later list page's address names (/blog/page/2/ gives
 * /blog/ and 2), or null: page 1 has no address of its own, and numbers are written without
 * leading zeros, so each page has exactly one address.
 */
export function listPageOf(path: string): { base: string; page: number } | null {
  const match = /^(\/(?:[a-z0-9-]+\/)+)page\/([1-9][0-9]{0,3})\/$/.exec(path);
  if (!match) return null;
  const page = Number(match[2]);
  return page >= 2 ? { base: match[1]!, page } : null;
}

/** The later pages' addresses of a list at `base` holding `total` posts (none when one page is enough). */
export function listPagePaths(base: string, total: number): string[] {
  return Array.from({ length: pageCount(total) - 1 }, (_, index) => listPagePath(base, index + 2));
}

/** The posts of list page `page`, or null when the list has no such page. */
export function pageSlice<T>(items: readonly T[], page: number): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length)) return null;
  return items.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
}
