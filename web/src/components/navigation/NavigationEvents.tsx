'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { arrivalScroll, KEEP_SCROLL_ATTRIBUTE } from './page-transition';

/**
 * The layout's listener for client navigations: when a new page has arrived, the window goes to
 * its top (page-transition.ts says when it stays). It runs in a layout effect, before the
 * browser paints, so inside the page transition the new page is already shown from its top.
 */
export function NavigationEvents() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const historyMove = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyMove.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const where = arrivalScroll({
      hash: window.location.hash,
      historyMove: historyMove.current,
      pageKeepsScroll: document.querySelector(`[${KEEP_SCROLL_ATTRIBUTE}]`) !== null,
    });
    historyMove.current = false;
    if (where === 'top') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
