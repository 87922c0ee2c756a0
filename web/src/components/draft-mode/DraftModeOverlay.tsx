'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { DraftModeNotice } from './DraftModeNotice';

/**
 * The overlays that connect the page to the studio's Presentation tool, and the notice for a
 * preview opened outside it. The site always shows drafts in draft mode, so the studio's
 * perspective switch (releases) has no handler here.
 *
 * The page is rendered on the server, so an edit shows once the page is rendered again: on each
 * change the studio reports (and on its refresh button) the page asks the server for itself anew.
 * next-sanity leaves changes to its live component, which this site does not use. The next change
 * waits a second after a refresh, so typing does not render the page on every key.
 */
export default function DraftModeOverlay() {
  const router = useRouter();
  const refresh = useCallback(() => {
    router.refresh();
    return new Promise<void>((resolve) => setTimeout(resolve, 1_000));
  }, [router]);
  return (
    <>
      <VisualEditing trailingSlash refresh={refresh} />
      <DraftModeNotice />
    </>
  );
}
