import type { ConsentChoice } from '@/lib/consent-cookie';

/**
 * Google Consent Mode v2: the four storage signals the tag manager's tags read. They start denied
 * (the tag manager's snippet sets the defaults before the container loads) and follow the visitor's
 * choice in the banner.
 */
export const CONSENT_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

export function consentState(choice: ConsentChoice): Record<(typeof CONSENT_SIGNALS)[number], ConsentChoice> {
  return Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, choice])) as Record<
    (typeof CONSENT_SIGNALS)[number],
    ConsentChoice
  >;
}

/** A gtag command on the dataLayer: the tag manager reads it as the call's `arguments` object, not as an array. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/** Tells the tag manager the visitor's choice: `gtag('consent', 'update', …)`. */
export function updateConsent(choice: ConsentChoice): void {
  gtag('consent', 'update', consentState(choice));
}
