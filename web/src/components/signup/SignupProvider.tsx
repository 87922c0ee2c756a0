'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ssoToken } from '@/engine/cookies';
import { logError } from '@/lib/log';
import { IDLE_PREFETCH_TIMEOUT_MS, prefetchAllowed, whenIdle, type NetworkInfo } from '@/engine/prefetch';
import { afterLoad, ENGINE_START_IDLE_TIMEOUT_MS, idleStepsAfterLoad } from '@/engine/schedule';
import { useLandingStore } from '@/engine/stores/landing';
import type { ServiceUrls, SignupVariantCore } from '@/engine/types';
import { DialogHost } from './DialogHost';
import { SignupEngineContext } from './engine-context';
import { reloadForChunkError } from '@/lib/chunk-reload';
import { loadDialog } from './load-dialog';
import { createLazyEngine, type DetailsSource } from './variant-details';

/** A chunk of the engine that fails to load reloads the page (once a minute at most); the page stays usable. */
function engineChunkFailed(error: unknown) {
  if (!reloadForChunkError(error)) logError('The sign-up engine could not start', error);
}

/**
 * The idle prefetch of the dialog code (engine/prefetch.ts), in steps: the form library, then the
 * dialog (its own rules included). Each step is a module of the dialog chunk's own graph, never a
 * library's whole namespace, which would defeat tree shaking.
 */
const DIALOG_PREFETCH_STEPS: ReadonlyArray<() => Promise<unknown>> = [() => import('react-hook-form'), loadDialog];

export interface SignupProviderProps {
  /** The variant's core (`splitVariant(...)` on the server): a few small fields. */
  variant: SignupVariantCore;
  /** The rest of the variant: inline when the dialog is open on load, else where to load it from (variant-details.ts). */
  details: DetailsSource;
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
 * source, 'LP view'), loads the rest of its variant and prefetches the dialog code when the loaded
 * page is idle, and hosts the dialog. Triggers inside it (<SignupTrigger>, useSignup) open the
 * dialog or hand off.
 *
 * Its effects only schedule: the page hydrates without the engine's work. The start comes when the
 * loaded page is first idle (at the latest 300 ms after load), at once for a visitor with a sign-on
 * cookie or a dialog open on load, or when a dialog opens; its timers still count from the load
 * event (`mountedAt`, engine/schedule.ts). The rest of the variant comes on the first intent or at
 * idle (at the latest 2000 ms after load).
 */
export function SignupProvider({
  variant,
  details,
  services,
  openOnLoad = false,
  landingPage = true,
  children,
}: SignupProviderProps) {
  const [engine] = useState(() => createLazyEngine(variant, services, details));

  useEffect(() => {
    const mountedAt = performance.now();
    let stop = () => {};
    let active = true;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      import('@/engine/flows/start')
        .then(({ startEngine }) => {
          if (active) stop = startEngine(engine.ctx, { landingPage, mountedAt, onLoadError: engineChunkFailed });
        })
        .catch(engineChunkFailed);
    };
    // A returning visitor is authenticated at start (the direct hand-off depends on it), and an open
    // dialog is about to send a sign-up: neither waits for idle time.
    if (openOnLoad || ssoToken()) {
      start();
      return () => {
        active = false;
        stop();
      };
    }
    const unsubscribe = useLandingStore.subscribe((state) => {
      if (state.dialog || state.dialogPassword) start();
    });
    let cancelIdle = afterLoad(() => (cancelIdle = whenIdle(start, window, ENGINE_START_IDLE_TIMEOUT_MS)), 0);
    return () => {
      active = false;
      unsubscribe();
      cancelIdle();
      stop();
    };
  }, [engine, landingPage, openOnLoad]);

  useEffect(() => {
    // A variant given inline is whole from the start: its templates go to the landing state now.
    const whole = engine.ready();
    if (whole) useLandingStore.getState().load(whole.variant);
  }, [engine]);

  useEffect(() => {
    if (!openOnLoad) return;
    // A direct-modal page has the whole variant inline; otherwise the dialog opens when it arrives.
    engine.run(() => {
      const landing = useLandingStore.getState();
      if (!landing.dialog) landing.toggleDialog();
    });
  }, [engine, openOnLoad]);

  useEffect(() => {
    if (engine.ready()) return;
    // A failure here is tried again, and logged, by the first click.
    let cancelIdle = afterLoad(
      () => (cancelIdle = whenIdle(() => void engine.load().catch(() => {}), window, IDLE_PREFETCH_TIMEOUT_MS)),
      0,
    );
    return () => cancelIdle();
  }, [engine]);

  useEffect(() => {
    const network = navigator as Navigator & NetworkInfo;
    if (!prefetchAllowed(network)) return;
    // The dialog's libraries are evaluated one per idle period, then the dialog itself, so that the
    // prefetch never makes one long task; a failure only means the dialog loads when opened.
    return idleStepsAfterLoad(DIALOG_PREFETCH_STEPS, () => {}, window);
  }, []);

  return (
    <SignupEngineContext.Provider value={engine}>
      {children}
      <DialogHost />
    </SignupEngineContext.Provider>
  );
}
