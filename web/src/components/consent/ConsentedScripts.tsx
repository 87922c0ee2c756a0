'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { CONSENT_COOKIE, consentChoice, type ConsentChoice } from '@/lib/consent-cookie';
import { CONSENT_EVENT } from './consent-choice';

/** An external script a page may load: a name for the markup, and its address. */
export interface ConsentedScript {
  name: string;
  src: string;
}

/** Appends the script once per page (a client navigation keeps the ones already loaded). */
function load({ name, src }: ConsentedScript) {
  if (document.querySelector(`script[data-consented-script="${name}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.consentedScript = name;
  document.head.appendChild(script);
}

/**
 * External scripts that measure or sell (the user-behaviour / A-B script, the affiliate retailer's
 * toolbar), loaded only once the visitor has accepted cookies: at once when the consent cookie says
 * so, else when the banner's Accept is clicked; never after a refusal. A script already running
 * cannot be taken back by a later refusal: it is gone from the next page loaded.
 */
export function ConsentedScripts({ scripts }: { scripts: ConsentedScript[] }) {
  const key = JSON.stringify(scripts);
  useEffect(() => {
    const list = JSON.parse(key) as ConsentedScript[];
    if (!list.length) return;
    if (consentChoice(Cookies.get(CONSENT_COOKIE.name)) === 'granted') {
      list.forEach(load);
      return;
    }
    const onChoice = (event: Event) => {
      if ((event as CustomEvent<ConsentChoice>).detail === 'granted') list.forEach(load);
    };
    window.addEventListener(CONSENT_EVENT, onChoice);
    return () => window.removeEventListener(CONSENT_EVENT, onChoice);
  }, [key]);
  return null;
}
