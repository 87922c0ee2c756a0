import { isPlainClick, type ClickLike } from '@/components/dialogs/legal-dialog-rules';

/**
 * The site's links to its own pages are plain anchors in the server's HTML (SiteLink.tsx), not one
 * client component each: the layout's one listener (SiteLinks.tsx) follows them with the client
 * router and fetches their pages ahead. This module holds the rules both sides share.
 */

/** The attribute of an anchor the client router follows; its value says when its page is fetched ahead. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

/**
 * When a link's page is fetched ahead: 'view' when the link comes into view (and on intent),
 * 'intent' only when the pointer comes over it, a finger touches it or the keyboard focuses it,
 * 'none' never (the router fetches it on the click).
 */
export type SiteLinkPrefetch = 'view' | 'intent' | 'none';

/** What the listener needs of a click: the same fields as a DOM MouseEvent's. */
export type LinkClick = ClickLike & { target: EventTarget | null };

/** The site link an event happened in (the anchor itself or an element inside it), or null. */
export function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest(`a[${SITE_LINK_ATTRIBUTE}]`) : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** True when following the anchor replaces this page: no other window or tab, not a download. */
export function opensInPlace(anchor: HTMLAnchorElement): boolean {
  return (!anchor.target || anchor.target === '_self') && !anchor.hasAttribute('download');
}

/**
 * The address the client router should go to for this click, or null to leave the click to the
 * browser (or to whoever handled it already): a plain primary click, not default-prevented, on a
 * site link without a target or a download.
 */
export function routedAddress(click: LinkClick): string | null {
  if (!isPlainClick(click)) return null;
  const anchor = siteLinkOf(click.target);
  if (!anchor || !opensInPlace(anchor)) return null;
  return anchor.getAttribute('href');
}
