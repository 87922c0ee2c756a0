/**
 * How a page arrives after a client navigation. The out-in fade itself is React's view
 * transition (PageMain.tsx names the page's main region 'page'; navigation.css animates it); this
 * module holds the plain rules the link and the layout's listener share.
 */

/** The marker a page puts on its main region to keep the visitor's scroll position on arrival. */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';

/** The view-transition name of the page's main region: it fades out, then the new one fades in. */
export const PAGE_TRANSITION_NAME = 'page';

export type ArrivalScroll = 'keep' | 'top';

/**
 * Where the window goes when a page arrives by a client navigation: to the top, unless the visitor
 * went back or forward (the browser restores that position), the address names a target (the
 * router scrolls to it) or the page opts out.
 */
export function arrivalScroll(options: {
  hash: string;
  historyMove: boolean;
  pageKeepsScroll: boolean;
}): ArrivalScroll {
  if (options.historyMove || options.hash.length > 1 || options.pageKeepsScroll) return 'keep';
  return 'top';
}

/**
 * Whether a link's address is a page of this site that the client router can show: a path (not
 * '//host'), and not one of the routes that are no pages (embedded services, API, Next's files).
 * Anything else is an ordinary link.
 */
export function isClientRoutable(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return !/^\/(?:embedded|api|_next)(?:[/?#]|$)/.test(href);
}
