'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { pageView, type PageType } from '@/engine/analytics';

export interface PageViewProps {
  pageType?: PageType;
  /** The landing variant, when the page is one. */
  variantId?: string | null;
  /** Defaults to the document title. */
  pageName?: string;
}

/** Pushes the tag manager's page view (page name, page type, full path) on load and on every client-side route change. */
export function PageView({ pageType = 'Main Website', variantId = null, pageName }: PageViewProps) {
  const pathname = usePathname();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const fullPath = `${window.location.pathname}${window.location.search}`;
    // Once per path, also under React's development double effects.
    if (last.current === fullPath) return;
    last.current = fullPath;
    pageView({ pageName: pageName ?? document.title, pageType, pagePath: fullPath, variantId });
  }, [pathname, pageType, variantId, pageName]);
  return null;
}
