'use client';

import { useSyncExternalStore } from 'react';

/**
 * Login for visitors, Account for signed-in users (signup §6). The engine sets b_userId once the
 * single-sign-on token has been validated (signup §4 'Authentication at start'), so the cookie is
 * the signal; pages stay cacheable because the choice is made in the browser.
 */
const SIGNED_IN_COOKIE = 'b_userId';

function isSignedIn(): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${SIGNED_IN_COOKIE}=`) && pair.length > 9);
}

function subscribe(listener: () => void): () => void {
  // The engine signs the visitor in after load; it announces it with this event.
  window.addEventListener('paperwise:account', listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    window.removeEventListener('paperwise:account', listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

export function AccountLink({
  loginHref,
  accountHref,
  labels,
}: {
  loginHref: string;
  accountHref: string;
  labels: { login: string; account: string };
}) {
  const signedIn = useSyncExternalStore(subscribe, isSignedIn, () => false);
  return (
    <a className="header-login" href={signedIn ? accountHref : loginHref}>
      {signedIn ? labels.account : labels.login}
    </a>
  );
}
