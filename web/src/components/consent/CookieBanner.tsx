'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { afterLoad } from '@/engine/schedule';
import { CONSENT_COOKIE, consentChoice, type ConsentChoice } from '@/lib/consent-cookie';
import {
  COOKIE_BANNER_DELAY_MS,
  cookiePolicyHref,
  isCookieBannerExcluded,
  pageRefusesCookieBanner,
  shouldShowCookieBanner,
} from './cookie-consent';
import { COOKIE_SETTINGS_EVENT, saveConsentChoice } from './consent-choice';
import styles from './CookieBanner.module.css';

interface CookieBannerProps {
  labels: {
    region: string;
    text: string;
    accept: string;
    refuse: string;
    learnMore: string;
    close: string;
    /** What the reopened banner says of the choice in force. */
    chosen: Record<ConsentChoice, string>;
  };
}

/** Where the banner is shown: the page it is due on, and whether the visitor asked for it. */
interface Shown {
  on: string;
  /** Reopened from "Cookie settings": it takes the focus, states the choice in force and can be closed. */
  asked: boolean;
  /** The choice in force when it was reopened. */
  current: ConsentChoice | null;
}

/**
 * Shown 1 s after load until the visitor has chosen, except on the excluded pages; Accept sets
 * user-cookies=1 and Refuse user-cookies=0, for 30 days, and hides it. It is fixed to the
 * bottom of the viewport, so its arrival moves nothing on the page.
 *
 * Every "Cookie settings" button (the footers) shows it again, on any page, as often as the visitor
 * likes: it then takes the focus, says which choice is in force, and closes with Escape or its
 * close button, giving the focus back to the button. Refusing then withdraws the consent
 * (consent-choice.ts).
 */
export function CookieBanner({ labels }: CookieBannerProps) {
  const pathname = usePathname();
  const [shown, setShown] = useState<Shown | null>(null);
  const region = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!shouldShowCookieBanner(pathname, Cookies.get(CONSENT_COOKIE.name))) return;
    // Counted from the load event, not from when this component mounted (which can be earlier).
    // The page's own choice is read then, once it is on screen.
    return afterLoad(() => {
      if (pageRefusesCookieBanner(document)) return;
      // A banner the visitor reopened meanwhile stays as they asked for it.
      setShown((before) =>
        before?.asked && before.on === pathname ? before : { on: pathname, asked: false, current: null },
      );
    }, COOKIE_BANNER_DELAY_MS);
  }, [pathname]);

  useEffect(() => {
    const reopen = (event: Event) => {
      returnFocusTo.current = (event as CustomEvent<HTMLElement | null>).detail;
      setShown({ on: pathname, asked: true, current: consentChoice(Cookies.get(CONSENT_COOKIE.name)) });
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
  }, [pathname]);

  // Reopened on request: the focus moves to the banner, whose name and text the screen reader reads.
  useEffect(() => {
    if (shown?.asked) region.current?.focus();
  }, [shown]);

  const visible = shown !== null && shown.on === pathname && (shown.asked || !isCookieBannerExcluded(pathname));
  if (!visible) return null;

  const close = () => {
    setShown(null);
    const back = returnFocusTo.current;
    returnFocusTo.current = null;
    if (shown.asked && back?.isConnected) back.focus();
  };

  // Either choice is kept for the cookie's 30 days and told to the tag manager at once.
  const choose = (choice: ConsentChoice) => {
    saveConsentChoice(choice);
    close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Closes the banner and keeps the choice in force; an unanswered banner comes back on the next page.
    event.preventDefault();
    close();
  };

  return (
    // cookie-banner: a stable class beside the module's; tests find the banner by its role and name.
    <section
      ref={region}
      className={`${styles.banner} ${shown.asked ? styles.asked : ''} cookie-banner`}
      role="region"
      aria-label={labels.region}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <svg className={styles.icon} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 3a13 13 0 1 0 13 13 4.5 4.5 0 0 1-5.2-4.6A4.5 4.5 0 0 1 19 6.4 4 4 0 0 1 16 3Z"
        />
        <circle cx="11" cy="13" r="1.8" className={styles.crumb} />
        <circle cx="18" cy="20" r="2" className={styles.crumb} />
        <circle cx="11.5" cy="21.5" r="1.4" className={styles.crumb} />
        <circle cx="22.5" cy="15.5" r="1.2" className={styles.crumb} />
      </svg>
      <div className={styles.text}>
        <p>
          {labels.text} <a href={cookiePolicyHref(pathname)}>{labels.learnMore}</a>
        </p>
        {shown.current ? <p className={`${styles.current} cookie-choice`}>{labels.chosen[shown.current]}</p> : null}
      </div>
      {/* Refusing is as easy as accepting: two buttons of the same look, side by side. */}
      <div className={styles.choices}>
        <button type="button" className={`button button-primary ${styles.choice}`} onClick={() => choose('denied')}>
          {labels.refuse}
        </button>
        <button type="button" className={`button button-primary ${styles.choice}`} onClick={() => choose('granted')}>
          {labels.accept}
        </button>
      </div>
      {shown.asked ? (
        <button type="button" className={styles.close} onClick={close} aria-label={labels.close}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </section>
  );
}
