'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { createEngineContext } from '@/engine/flows/context';
import { logError } from '@/lib/log';
import { prefetchAllowed, type NetworkInfo } from '@/engine/prefetch';
import { idleStepsAfterLoad } from '@/engine/schedule';
import { useLandingStore } from '@/engine/stores/landing';
import type { ServiceUrls, SignupVariant } from '@/engine/types';
import { DialogHost } from './DialogHost';
import { SignupEngineContext } from './engine-context';
import { reloadForChunkError } from '@/lib/chunk-reload';
import { loadDialog } from './load-dialog';

/** A chunk of the engine that fails to load reloads the page (once a minute at most); the page stays usable. */
function engineChunkFailed(error: unknown) {
  if (!reloadForChunkError(error)) logError('The sign-up engine could not start', error);
}

/**
 * The idle prefetch of the dialog code (engine/prefetch.ts), in steps: the form's schemas (the validation
 * library, only the checks they use), the form library, then the dialog. Each step is a module of
 * the dialog chunk's own graph, never a library's whole namespace, which would defeat tree shaking.
 */
const DIALOG_PREFETCH_STEPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('./dialog/signup-form-validation'),
  () => import('react-hook-form'),
  loadDialog,
];

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
 * source, 'LP view'), prefetches the dialog code when the loaded page is idle, and hosts the dialog.
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
    // The variant is in the landing state at once (the triggers read it); the start comes in a
    // small chunk right after the first render, and loads the HTTP client only when it calls a
    // service (engine/flows/start.ts).
    useLandingStore.getState().load(ctx.variant);
    let stop = () => {};
    let active = true;
    import('@/engine/flows/start')
      .then(({ startEngine }) => {
        if (active) stop = startEngine(ctx, { landingPage, onLoadError: engineChunkFailed });
      })
      .catch(engineChunkFailed);
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
    // The dialog's libraries are evaluated one per idle period, then the dialog itself, so that the
    // prefetch never makes one long task; a failure only means the dialog loads when opened.
    return idleStepsAfterLoad(DIALOG_PREFETCH_STEPS, () => {}, window);
  }, []);

  return (
    <SignupEngineContext.Provider value={ctx}>
      {children}
      <DialogHost />
    </SignupEngineContext.Provider>
  );
}
