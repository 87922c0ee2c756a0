'use client';

import { useMemo } from 'react';
import { createAccountAction, openDocumentAction, recordSearch, withPasswordAction } from '@/engine/flows/actions';
import { useLazyEngine } from './engine-context';

/**
 * The trigger API for pages and headers: what a click on a sign-up button, a template or a search
 * does. An action asked for before the rest of the variant has arrived is carried out when it
 * arrives (components/signup/variant-details.ts).
 */
export function useSignup() {
  const engine = useLazyEngine();
  return useMemo(
    () => ({
      /** The create-account action; `isLandingPage` for the page's own call to action, `url` for a template. */
      openSignup: (request: { url?: string | null; isLandingPage?: boolean } = {}) =>
        engine.run((ctx) => createAccountAction(ctx, request)),
      /** Opening a document or folder of the web application. */
      openDocument: (address: string) => engine.run((ctx) => openDocumentAction(ctx, address)),
      /** The with-password flow. */
      openWithPassword: () => engine.run((ctx) => withPasswordAction(ctx)),
      recordSearch: (keyword: string) => recordSearch(keyword, engine.ctx.variant.locale),
      /** The first intent (pointer, focus, touch on a trigger): the rest of the variant starts loading. */
      prepare: () => void engine.load().catch(() => {}),
    }),
    [engine],
  );
}
