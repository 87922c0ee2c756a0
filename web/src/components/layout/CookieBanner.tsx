'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { afterLoad } from '@/engine/schedule';
import {
  CONSENT_COOKIE,
  COOKIE_BANNER_DELAY_MS,
  cookiePolicyHref,
  isCookieBannerExcluded,
  shouldShowCookieBanner,
} from './cookie-consent';

interface CookieBannerProps {
  labels: { region: string; text: string; accept: string; learnMore: string };
}

/**
 * Site map §2 'Cookie banner': shown 1 s after load when the consent cookie is absent, except on
 * the excluded pages; Accept sets user-cookies=1 for 30 days and hides it. It is fixed to the
 * bottom of the viewport, so its arrival moves nothing on the page.
 */
export function CookieBanner({ labels }: CookieBannerProps) {
  const pathname = usePathname();
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!shouldShowCookieBanner(pathname, Cookies.get(CONSENT_COOKIE.name))) return;
    // Counted from the load event, not from when this component mounted (which can be earlier).
    return afterLoad(() => setDue(true), COOKIE_BANNER_DELAY_MS);
  }, [pathname]);

  if (!due || isCookieBannerExcluded(pathname)) return null;

  const accept = () => {
    Cookies.set(CONSENT_COOKIE.name, CONSENT_COOKIE.value, {
      expires: CONSENT_COOKIE.days,
      path: CONSENT_COOKIE.path,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
    setDue(false);
  };

  return (
    <section className="cookie-banner" role="region" aria-label={labels.region}>
      <p>
        {labels.text} <a href={cookiePolicyHref(pathname)}>{labels.learnMore}</a>
      </p>
      <button type="button" className="button button-primary" onClick={accept}>
        {labels.accept}
      </button>
    </section>
  );
}
