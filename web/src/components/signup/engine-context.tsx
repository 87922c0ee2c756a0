'use client';

import { createContext, useContext } from 'react';
import type { EngineContext } from '@/engine/flows/context';

export const SignupEngineContext = createContext<EngineContext | null>(null);

/** The engine of the surrounding <SignupProvider>. */
export function useEngine(): EngineContext {
  const ctx = useContext(SignupEngineContext);
  if (!ctx) throw new Error('Sign-up triggers and dialogs must sit inside <SignupProvider>.');
  return ctx;
}
