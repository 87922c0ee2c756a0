'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { pageLoading } from '@/lib/page-loading';
import { progress } from '@/lib/progress-bar';
import { routedAddress, SITE_LINK_ATTRIBUTE, siteLinkOf } from './site-links';

/** How far outside the window a link counts as coming into view (next/link's own margin). */
const VIEW_MARGIN = '200px';

/**
 * The layout's one listener for the site's links (SiteLink.tsx renders them as plain anchors):
 * a plain click is followed by the client router, with the page transition and the router's own
 * scroll rule (to a target named in the address, else NavigationEvents puts the page at its top);
 * the top progress bar and the page's loading state run while the next page loads (their 200 ms
 * delays keep both hidden on a prefetched page). Pages are fetched ahead as each link asks: when
 * it comes into view, or on the visitor's intent (pointer over it, a touch, keyboard focus).
 * Without JavaScript, or before this has run, each link is an ordinary link.
 */
export function SiteLinks() {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (!pending) return;
    progress.start();
    pageLoading.start();
    return () => {
      progress.finish();
      pageLoading.finish();
    };
  }, [pending]);

  useEffect(() => {
    const fetched = new Set<string>();
    const prefetch = (href: string | null) => {
      if (!href || fetched.has(href)) return;
      fetched.add(href);
      router.prefetch(href);
    };
    // In the bubble phase, after the page's own handlers (a legal text's dialog takes its link).
    const onClick = (event: MouseEvent) => {
      const href = routedAddress(event);
      if (href === null) return;
      event.preventDefault();
      startTransition(() => router.push(href, { scroll: href.includes('#') }));
    };
    const onIntent = (event: Event) => {
      const anchor = siteLinkOf(event.target);
      if (anchor && anchor.getAttribute(SITE_LINK_ATTRIBUTE) !== 'none') prefetch(anchor.getAttribute('href'));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);

  // The links of each page that arrives (the layout's stay observed across pages).
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const href = entry.target.getAttribute('href');
          if (href) router.prefetch(href);
        }
      },
      { rootMargin: VIEW_MARGIN },
    );
    for (const anchor of document.querySelectorAll(`a[${SITE_LINK_ATTRIBUTE}="view"]`)) observer.observe(anchor);
    return () => observer.disconnect();
  }, [router, pathname]);

  return null;
}
