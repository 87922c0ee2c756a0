'use client';

import { lazy, Suspense } from 'react';

// React's own lazy, not next/dynamic: this file is part of every page's scripts (the layout
// renders it), and next/dynamic would add its loader to all of them for the editors' sake.
const DraftModeOverlay = lazy(() => import('./DraftModeOverlay'));

/** Loads the draft-mode overlays when an editor's page renders it; visitors' pages never do. */
export function DraftModeClient() {
  return (
    <Suspense fallback={null}>
      <DraftModeOverlay />
    </Suspense>
  );
}
