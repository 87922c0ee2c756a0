'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * The drag-and-drop ordering of draft mode, loaded only when it is rendered: its Sanity
 * visual-editing code (about 30 kB compressed) never reaches a visitor's page.
 */
export const SortableSectionsLoader = lazyComponent(() => import('./SortableSections').then((m) => m.SortableSections));
