'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * The chat panel, loaded only when a visitor opens it: the Live Chat buttons are on many pages,
 * and their first scripts should hold the button alone, not the panel.
 */
export const ChatPanelLoader = lazyComponent(() => import('./ChatPanel').then((m) => m.ChatPanel), { ssr: false });
