'use client';

import { useSyncExternalStore } from 'react';
import styles from './AccountLink.module.css';

/**
 * Login for visitors, Account for signed-in users. The engine sets b_userId once the
 * single-sign-on token has been validated at start, so the cookie is
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
  className,
}: {
  loginHref: string;
  accountHref: string;
  labels: { login: string; account: string };
  /** The place's own look (the header's link style); the person icon and the hook stay. */
  className?: string;
}) {
  const signedIn = useSyncExternalStore(subscribe, isSignedIn, () => false);
  return (
    // header-login: the stable class tests find the link by (the module's class is generated).
    <a className={`${styles.link} header-login ${className ?? ''}`} href={signedIn ? accountHref : loginHref}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="6.5" r="3.5" />
        <path d="M3.5 17.5c.8-3.4 3.4-5.5 6.5-5.5s5.7 2.1 6.5 5.5" />
      </svg>
      {signedIn ? labels.account : labels.login}
    </a>
  );
}
