'use client';

import dynamic from 'next/dynamic';

/**
 * The drag-and-drop ordering of draft mode, loaded only when it is rendered: its Sanity
 * visual-editing code (about 30 kB compressed) never reaches a visitor's page.
 */
export const SortableSectionsLoader = dynamic(() => import('./SortableSections').then((m) => m.SortableSections));
