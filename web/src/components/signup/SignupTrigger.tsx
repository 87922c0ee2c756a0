'use client';

import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent } from 'react';
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

type TriggerAction = Pick<SignupTriggerProps, 'action' | 'url' | 'isLandingPage'>;

/**
 * The engine call behind a trigger, and what the visitor's intent (pointer, focus or touch on it)
 * starts: the rest of the variant, and the dialog's code where prefetching is allowed. A failed
 * load on intent is tried again, and logged, by the click.
 */
function useTriggerAction({ action = 'createAccount', url, isLandingPage }: TriggerAction) {
  const signup = useSignup();
  const act = () => {
    if (action === 'withPassword') signup.openWithPassword();
    else if (action === 'openDocument' && url) signup.openDocument(url);
    else signup.openSignup({ url, isLandingPage });
  };
  const intent = () => {
    signup.prepare();
    if (prefetchAllowed(navigator as Navigator & NetworkInfo)) void loadDialog().catch(() => {});
  };
  return { act, intent };
}

/** A button that runs a sign-up action; its look is the caller's (className, children). */
export function SignupTrigger({ action, url, isLandingPage, onClick, ...rest }: SignupTriggerProps) {
  const { act, intent } = useTriggerAction({ action, url, isLandingPage });
  const run = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) act();
  };
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
      onClick={run}
      {...rest}
    />
  );
}

export interface SignupLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, Pick<SignupTriggerProps, 'action' | 'url'> {
  /** Where the link leads without the engine: before the page's script runs, without JavaScript, or in a new tab. */
  href: string;
}

/**
 * A link that runs a sign-up action on a plain click (the engine decides between the dialog and
 * the direct hand-off) and is an ordinary link otherwise: before the script has loaded, without
 * JavaScript, and for a click with a modifier key or the middle button (a new tab or window).
 */
export function SignupLink({ action, url, onClick, ...rest }: SignupLinkProps) {
  const { act, intent } = useTriggerAction({ action, url });
  const run = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    act();
  };
  return (
    <a aria-haspopup="dialog" onPointerEnter={intent} onFocus={intent} onTouchStart={intent} onClick={run} {...rest} />
  );
}
