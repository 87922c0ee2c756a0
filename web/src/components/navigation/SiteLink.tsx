import Link from 'next/link';
import type { ComponentProps } from 'react';
import { IntentLink } from './IntentLink';
import { NavigationPending } from './NavigationPending';
import { isClientRoutable } from './page-transition';

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
 * Every link of the site's own pages. A page of this site is a `next/link`: prefetched, shown by
 * the client router with the page transition, the progress bar running while it loads. Anything
 * else (the web app, the embedded services, another site, mail and phone, a new tab, a download,
 * another language) is an ordinary link.
 *
 * The router's own scroll handling is off (scroll={false}) unless the address names a target: it
 * only scrolls when the new page's top is out of view, and the sticky header always is in view.
 * The layout's NavigationEvents puts the window at the top instead.
 */
export function SiteLink({ href, reload = false, prefetch, children, ...rest }: SiteLinkProps) {
  if (reload || !isClientRoutable(href) || (rest.target && rest.target !== '_self') || rest.download !== undefined) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (prefetch === 'intent') {
    return (
      <IntentLink href={href} scroll={href.includes('#')} {...rest}>
        {children}
        <NavigationPending />
      </IntentLink>
    );
  }
  return (
    // prefetch is passed only when set: an undefined prop still goes into the page's payload.
    <Link href={href} scroll={href.includes('#')} {...(prefetch === false ? { prefetch } : {})} {...rest}>
      {children}
      <NavigationPending />
    </Link>
  );
}
