'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { isPlainClick } from '@/components/dialogs/legal-dialog-rules';
import { opensInPlace, SITE_LINK_ATTRIBUTE } from '@/components/navigation/site-links';
import { PROGRESS_HEIGHT_PX, progress, type ProgressSnapshot } from '@/lib/progress-bar';
import styles from './ProgressBar.module.css';

const HIDDEN: ProgressSnapshot = { visible: false, percent: 0, failed: false };

/** True for a plain left click on an ordinary link (not the client router's) to another page of this site. */
function isPageNavigation(event: MouseEvent, currentPath: string): boolean {
  if (!isPlainClick(event)) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !opensInPlace(anchor) || anchor.hasAttribute(SITE_LINK_ATTRIBUTE)) {
    return false;
  }
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== currentPath;
}

/**
 * The 2 px bar at the top of the page: it runs while the next page loads and while
 * requests started through `progress` are under way, and shows the failed look when one fails.
 */
export function ProgressBar({ label }: { label: string }) {
  const state = useSyncExternalStore(progress.subscribe, progress.getSnapshot, () => HIDDEN);

  useEffect(() => {
    // A plain link to another page loads a new document: the bar runs until this one is gone.
    // Links to the site's pages (SiteLink) are the client router's: SiteLinks runs their bar while
    // the page loads.
    let started = false;
    const onClick = (event: MouseEvent) => {
      if (!started && isPageNavigation(event, window.location.pathname)) {
        started = true;
        progress.start();
      }
    };
    // Coming back to this page from the browser's cache (back button): that load is over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && started) {
        started = false;
        progress.finish();
      }
    };
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  if (!state.visible) return null;
  // progress-bar: a stable class beside the module's, for tests and scripts that look for it.
  return (
    <div
      className={`${styles.bar} progress-bar`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
      data-failed={state.failed ? '' : undefined}
      style={{ height: PROGRESS_HEIGHT_PX, transform: `scaleX(${state.percent / 100})` }}
    />
  );
}
