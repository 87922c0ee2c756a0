'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { IDLE, pageLoading } from '@/lib/page-loading';

/**
 * The loading state of a client navigation (lib/page-loading.ts): once the next page has been
 * loading for 200 ms, the current page's main region dims and reads as busy, and a status says
 * the page is loading (the progress bar runs at the same time); it all goes when the page arrives.
 * The state is also on the document element (data-page-loading, data-page-loading-since), for
 * scripts and tests.
 */
export function PageLoading({ label }: { label: string }) {
  const state = useSyncExternalStore(pageLoading.subscribe, pageLoading.getSnapshot, () => IDLE);

  useEffect(() => {
    const root = document.documentElement;
    const phase = state.shown ? 'shown' : state.pending ? 'pending' : state.error ? 'error' : null;
    if (phase) root.dataset.pageLoading = phase;
    else delete root.dataset.pageLoading;
    if (state.timestamp !== null) root.dataset.pageLoadingSince = String(state.timestamp);
    const main = document.getElementById('main');
    if (state.shown) main?.setAttribute('aria-busy', 'true');
    else main?.removeAttribute('aria-busy');
  }, [state]);

  return state.shown ? (
    <p role="status" className="visually-hidden page-loading">
      {label}
    </p>
  ) : null;
}
