import type { ComponentProps } from 'react';
import { isClientRoutable } from './page-transition';
import { SITE_LINK_ATTRIBUTE, type SiteLinkPrefetch } from './site-links';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  /**
   * Load the address as a new document even though it is a page of the site: a link to another
   * language, whose whole document (its language, its messages) changes.
   */
  reload?: boolean;
  /**
   * When the page is fetched ahead. Unset: when the link comes into view. 'intent': only when the
   * pointer comes over the link, a finger touches it or the keyboard focuses it, for links in a
   * block the visitor scrolls past (the footer's: each page in view would be fetched and rendered
   * otherwise). False: never (Next fetches it on the click), for a link the page's visitors rarely
   * take, whose page would be fetched and parsed while this one is still loading.
   */
  prefetch?: false | 'intent';
};

/**
 * Every link of the site's own pages. A page of this site is a plain anchor marked for the client
 * router (site-links.ts): the layout's one listener (SiteLinks.tsx) shows it with the page
 * transition, the progress bar running while it loads, and fetches it ahead as `prefetch` says.
 * One listener for all rather than a client component per link: a page with the mega menus and
 * the footer has some sixty links, and each next/link hydrates and registers itself on every load.
 * Anything else (the web app, the embedded services, another site, mail and phone, a new tab, a
 * download, another language) is an ordinary link.
 */
export function SiteLink({ href, reload = false, prefetch, children, ...rest }: SiteLinkProps) {
  const routed =
    !reload && isClientRoutable(href) && (!rest.target || rest.target === '_self') && rest.download === undefined;
  const ahead: SiteLinkPrefetch = prefetch === 'intent' ? 'intent' : prefetch === false ? 'none' : 'view';
  return (
    <a href={href} {...(routed ? { [SITE_LINK_ATTRIBUTE]: ahead } : {})} {...rest}>
      {children}
    </a>
  );
}
