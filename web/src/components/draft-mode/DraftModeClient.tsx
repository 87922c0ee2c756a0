'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * Loads the draft-mode overlays when an editor's page renders it; visitors' pages never do. This
 * file is part of every page's scripts (the layout renders it): React's lazy, through
 * lazyComponent, adds no loader of its own to them.
 */
export const DraftModeClient = lazyComponent(() => import('./DraftModeOverlay').then((m) => m.default));
