'use client';

import { createContext, useContext } from 'react';
import type { EngineContext } from '@/engine/flows/context';
import type { LazyEngine } from './variant-details';

export const SignupEngineContext = createContext<LazyEngine | null>(null);

/** The engine of the surrounding <SignupProvider>, whether or not the rest of its variant has arrived. */
export function useLazyEngine(): LazyEngine {
  const engine = useContext(SignupEngineContext);
  if (!engine) throw new Error('Sign-up triggers and dialogs must sit inside <SignupProvider>.');
  return engine;
}

/**
 * The whole engine, for the dialog: a dialog opens only once the rest of the variant is there (the
 * triggers' actions wait for it), so it is always whole here.
 */
export function useEngine(): EngineContext {
  const ctx = useLazyEngine().ready();
  if (!ctx) throw new Error('The sign-up dialog opened before its variant arrived.');
  return ctx;
}
