'use client';

import { useEffect } from 'react';
import { useGlobalStore } from '@/engine/stores/global';
import styles from './LoaderOverlay.module.css';

/**
 * The global loader: a covering overlay with a message ('Loading' unless the caller
 * gives one), see-through unless opaque. Driven by the global state's loader.
 */
export function LoaderOverlay({ defaultMessage }: { defaultMessage: string }) {
  const loader = useGlobalStore((state) => state.loader);
  useEffect(() => {
    // A page left for the web app (the hand-off shows the loader) and brought back by the Back
    // button comes from the back-forward cache as it was left: covered. It is usable again.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) useGlobalStore.getState().setLoader(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  if (!loader.visible) return null;
  // loader-overlay: a stable class beside the module's, for tests and scripts that look for it.
  return (
    <div
      className={`${styles.overlay} loader-overlay`}
      data-opaque={loader.opaque ? '' : undefined}
      role="status"
      aria-live="polite"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.message}>{loader.message ?? defaultMessage}</p>
    </div>
  );
}
