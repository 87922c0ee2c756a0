'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { afterLoad } from '@/engine/schedule';
import { CONSENT_COOKIE, CONSENT_REFUSED_VALUE, type ConsentChoice } from '@/lib/consent-cookie';
import {
  COOKIE_BANNER_DELAY_MS,
  cookiePolicyHref,
  isCookieBannerExcluded,
  pageRefusesCookieBanner,
  shouldShowCookieBanner,
} from './cookie-consent';
import { updateConsent } from './consent-mode';
import styles from './CookieBanner.module.css';

interface CookieBannerProps {
  labels: { region: string; text: string; accept: string; refuse: string; learnMore: string };
}

/**
 * Shown 1 s after load until the visitor has chosen, except on the excluded pages; Accept sets
 * user-cookies=1 and Refuse user-cookies=0, for 30 days, and hides it. It is fixed to the
 * bottom of the viewport, so its arrival moves nothing on the page.
 */
export function CookieBanner({ labels }: CookieBannerProps) {
  const pathname = usePathname();
  // The page the banner became due on: a page reached since decides again (its preset may refuse it).
  const [dueOn, setDueOn] = useState<string | null>(null);

  useEffect(() => {
    if (!shouldShowCookieBanner(pathname, Cookies.get(CONSENT_COOKIE.name))) return;
    // Counted from the load event, not from when this component mounted (which can be earlier).
    // The page's own choice is read then, once it is on screen.
    return afterLoad(() => {
      if (!pageRefusesCookieBanner(document)) setDueOn(pathname);
    }, COOKIE_BANNER_DELAY_MS);
  }, [pathname]);

  if (dueOn !== pathname || isCookieBannerExcluded(pathname)) return null;

  // Either choice is kept for the cookie's 30 days and told to the tag manager at once.
  const choose = (choice: ConsentChoice) => () => {
    Cookies.set(CONSENT_COOKIE.name, choice === 'granted' ? CONSENT_COOKIE.value : CONSENT_REFUSED_VALUE, {
      expires: CONSENT_COOKIE.days,
      path: CONSENT_COOKIE.path,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
    updateConsent(choice);
    setDueOn(null);
  };

  return (
    // cookie-banner: a stable class beside the module's; tests find the banner by its role and name.
    <section className={`${styles.banner} cookie-banner`} role="region" aria-label={labels.region}>
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
      <p className={styles.text}>
        {labels.text} <a href={cookiePolicyHref(pathname)}>{labels.learnMore}</a>
      </p>
      {/* Refusing is as easy as accepting: two buttons of the same look, side by side. */}
      <div className={styles.choices}>
        <button type="button" className={`button button-primary ${styles.choice}`} onClick={choose('denied')}>
          {labels.refuse}
        </button>
        <button type="button" className={`button button-primary ${styles.choice}`} onClick={choose('granted')}>
          {labels.accept}
        </button>
      </div>
    </section>
  );
}
