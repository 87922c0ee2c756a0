'use client';

import { useMemo } from 'react';
import { createAccountAction, openDocumentAction, recordSearch, withPasswordAction } from '@/engine/flows/actions';
import { useEngine } from './engine-context';

/** The trigger API for pages and headers: what a click on a sign-up button, a template or a search does. */
export function useSignup() {
  const ctx = useEngine();
  return useMemo(
    () => ({
      /** The create-account action; `isLandingPage` for the page's own call to action, `url` for a template. */
      openSignup: (request: { url?: string | null; isLandingPage?: boolean } = {}) => createAccountAction(ctx, request),
      /** Opening a document or folder of the web application. */
      openDocument: (address: string) => openDocumentAction(ctx, address),
      /** The with-password flow. */
      openWithPassword: () => withPasswordAction(ctx),
      recordSearch: (keyword: string) => recordSearch(keyword, ctx.variant.locale),
      variant: ctx.variant,
    }),
    [ctx],
  );
}
