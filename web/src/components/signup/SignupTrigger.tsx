'use client';

import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { prefetchAllowed, type NetworkInfo } from '@/engine/prefetch';
import { loadDialog } from './load-dialog';
import { useSignup } from './use-signup';

export interface SignupTriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** createAccount (default): the create-account action; openDocument: a document or folder; withPassword. */
  action?: 'createAccount' | 'openDocument' | 'withPassword';
  /** The template's address for createAccount / openDocument. */
  url?: string;
  /** The landing page's own call to action (destination: the web app's root). */
  isLandingPage?: boolean;
}

function prefetchOnIntent() {
  if (prefetchAllowed(navigator as Navigator & NetworkInfo)) void loadDialog().catch(() => {});
}

/** A button that runs a sign-up action; its look is the caller's (className, children). */
export function SignupTrigger({ action = 'createAccount', url, isLandingPage, onClick, ...rest }: SignupTriggerProps) {
  const signup = useSignup();
  const run = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (action === 'withPassword') signup.openWithPassword();
    else if (action === 'openDocument' && url) signup.openDocument(url);
    else signup.openSignup({ url, isLandingPage });
  };
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={prefetchOnIntent}
      onFocus={prefetchOnIntent}
      onClick={run}
      {...rest}
    />
  );
}
