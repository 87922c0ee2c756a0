'use client';

import { useLinkStatus } from 'next/link';
import { useEffect } from 'react';
import { progress } from '@/lib/progress-bar';

/**
 * Inside a SiteLink: runs the top progress bar while the page the link leads to is loading. The
 * bar's own 200 ms throttle keeps it hidden on quick (prefetched) navigations.
 */
export function NavigationPending() {
  const { pending } = useLinkStatus();
  useEffect(() => {
    if (!pending) return;
    progress.start();
    return () => progress.finish();
  }, [pending]);
  return null;
}
