'use client';

import dynamic from 'next/dynamic';

/**
 * The chat panel, loaded only when a visitor opens it: the Live Chat buttons are on many pages,
 * and their first scripts should hold the button alone, not the panel.
 */
export const ChatPanelLoader = dynamic(() => import('./ChatPanel').then((m) => m.ChatPanel), { ssr: false });
