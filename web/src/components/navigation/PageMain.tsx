import { ViewTransition, type ReactNode } from 'react';
import { KEEP_SCROLL_ATTRIBUTE, PAGE_TRANSITION_NAME } from './page-transition';

/**
 * The page's main region, the skip link's target. It is the part of the page that changes in the
 * page transition: named 'page', it fades out and the next page's fades in (navigation.css),
 * while the header and footer stay. `keepScroll` is a page's opt-out from arriving at the top.
 */
export function PageMain({ children, keepScroll = false }: { children: ReactNode; keepScroll?: boolean }) {
  return (
    <ViewTransition name={PAGE_TRANSITION_NAME}>
      <main id="main" className="content-grid" {...(keepScroll ? { [KEEP_SCROLL_ATTRIBUTE]: '' } : {})}>
        {children}
      </main>
    </ViewTransition>
  );
}
