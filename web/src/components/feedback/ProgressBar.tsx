'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { PROGRESS_HEIGHT_PX, progress, type ProgressSnapshot } from '@/lib/progress-bar';
import styles from './ProgressBar.module.css';

const HIDDEN: ProgressSnapshot = { visible: false, percent: 0, failed: false };

/** True for a plain left click on a link to another page of this site. */
function isPageNavigation(event: MouseEvent, currentPath: string): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  ) {
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
  const pathname = usePathname();
  const state = useSyncExternalStore(progress.subscribe, progress.getSnapshot, () => HIDDEN);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isPageNavigation(event, window.location.pathname)) progress.start();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    // The new page is on screen: the navigation started by a click is over.
    progress.finish();
  }, [pathname]);

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
