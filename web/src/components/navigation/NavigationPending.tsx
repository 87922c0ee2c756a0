'use client';

import { useLinkStatus } from 'next/link';
import { useEffect } from 'react';
import { pageLoading } from '@/lib/page-loading';
import { progress } from '@/lib/progress-bar';

/**
 * Inside a SiteLink: runs the top progress bar and the page's fetch state (lib/page-loading.ts)
 * while the page the link leads to is loading. Their 200 ms delays keep both hidden on quick
 * (prefetched) navigations.
 */
export function NavigationPending() {
  const { pending } = useLinkStatus();
  useEffect(() => {
    if (!pending) return;
    progress.start();
    pageLoading.start();
    return () => {
      progress.finish();
      pageLoading.finish();
    };
  }, [pending]);
  return null;
}
