'use client';

import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { DraftModeNotice } from './DraftModeNotice';

/**
 * The overlays that connect the page to the studio's Presentation tool, and the notice for a
 * preview opened outside it. The site always shows drafts in draft mode, so the studio's
 * perspective switch (releases) has no handler here.
 */
export default function DraftModeOverlay() {
  return (
    <>
      <VisualEditing trailingSlash />
      <DraftModeNotice />
    </>
  );
}
