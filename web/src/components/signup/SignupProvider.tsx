'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { createEngineContext } from '@/engine/flows/context';
import { logError } from '@/engine/log';
import { prefetchAllowed, whenIdle, type NetworkInfo } from '@/engine/prefetch';
import { useLandingStore } from '@/engine/stores/landing';
import type { ServiceUrls, SignupVariant } from '@/engine/types';
import { DialogHost } from './DialogHost';
import { SignupEngineContext } from './engine-context';
import { loadDialog, reloadForChunkError } from './load-dialog';

export interface SignupProviderProps {
  /** The page's variant, from `toSignupVariant(config, site)` on the server. */
  variant: SignupVariant;
  /** The service base URLs (`serviceBaseUrl(...)` on the server). */
  services: ServiceUrls;
  /** The page is the open dialog (a direct-modal landing page). */
  openOnLoad?: boolean;
  /** False for a page that hosts the dialog without being a landing page (no 'LP view'). */
  landingPage?: boolean;
  children?: ReactNode;
}

/**
 * The sign-up engine of one landing page: starts it (authentication, localization, traffic
 * source, 'LP view'), prefetches the dialog code when the page is idle, and hosts the dialog.
 * Triggers inside it (<SignupTrigger>, useSignup) open the dialog or hand off.
 */
export function SignupProvider({
  variant,
  services,
  openOnLoad = false,
  landingPage = true,
  children,
}: SignupProviderProps) {
  const [ctx] = useState(() => createEngineContext(variant, services));

  useEffect(() => {
    // The variant is in the landing state at once (the triggers read it); the rest of the start,
    // which needs the HTTP client, comes in its own chunk right after the first render.
    useLandingStore.getState().load(ctx.variant);
    let stop = () => {};
    let active = true;
    import('@/engine/flows/start')
      .then(({ startEngine }) => {
        if (active) stop = startEngine(ctx, { landingPage });
      })
      .catch((error: unknown) => {
        // A chunk that fails to load reloads the page (once a minute at most); the page stays usable.
        if (!reloadForChunkError(error)) logError('The sign-up engine could not start', error);
      });
    return () => {
      active = false;
      stop();
    };
  }, [ctx, landingPage]);

  useEffect(() => {
    if (!openOnLoad) return;
    const landing = useLandingStore.getState();
    if (!landing.dialog) landing.toggleDialog();
  }, [openOnLoad]);

  useEffect(() => {
    const network = navigator as Navigator & NetworkInfo;
    if (!prefetchAllowed(network)) return;
    return whenIdle(() => void loadDialog().catch(() => {}), window);
  }, []);

  return (
    <SignupEngineContext.Provider value={ctx}>
      {children}
      <DialogHost />
    </SignupEngineContext.Provider>
  );
}
