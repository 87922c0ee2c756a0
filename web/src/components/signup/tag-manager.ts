import { CONSENT_COOKIE } from '@/lib/consent-cookie';
import { consentState } from '@/components/consent/consent-mode';

/** A Google Tag Manager container id. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The loader of the tag manager container. Before anything else it sets Google Consent Mode v2's
 * defaults: every storage signal denied until the visitor accepts cookies, granted at once for a
 * visitor whose consent cookie says they already did (user-cookies=1). Then it queues the start
 * event on the shared dataLayer (which the engine's pushes use too) and adds the container script.
 * The id is validated by env.ts, so nothing but [A-Z0-9-] reaches this string.
 */
export function tagManagerSnippet(id: string): string {
  if (!GTM_ID_PATTERN.test(id)) throw new Error(`not a tag manager id: ${id}`);
  const denied = JSON.stringify({ ...consentState('denied'), wait_for_update: 500 });
  const granted = JSON.stringify(consentState('granted'));
  const accepted = `/(?:^|; )${CONSENT_COOKIE.name}=${CONSENT_COOKIE.value}(?:;|$)/`;
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){window.dataLayer.push(arguments);}',
    `gtag('consent','default',${denied});`,
    `if(${accepted}.test(document.cookie)){gtag('consent','update',${granted});}`,
    "window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    "(function(){var s=document.createElement('script');s.async=true;",
    `s.src='https://www.googletagmanager.com/gtm.js?id=${id}';`,
    'document.head.appendChild(s);})();',
  ].join('');
}
