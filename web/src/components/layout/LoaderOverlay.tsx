'use client';

import { useGlobalStore } from '@/engine/stores/global';

/**
 * The global loader of signup §2: a covering overlay with a message ('Loading' unless the caller
 * gives one), see-through unless opaque. Driven by the global state's loader.
 */
export function LoaderOverlay({ defaultMessage }: { defaultMessage: string }) {
  const loader = useGlobalStore((state) => state.loader);
  if (!loader.visible) return null;
  return (
    <div className="loader-overlay" data-opaque={loader.opaque ? '' : undefined} role="status" aria-live="polite">
      <span className="loader-spinner" aria-hidden="true" />
      <p>{loader.message ?? defaultMessage}</p>
    </div>
  );
}
