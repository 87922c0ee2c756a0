// The consent cookie: what the banner writes (components/consent) and what the tag manager and the
// experiments read before they measure anything (components/signup/tag-manager.ts, experiments/).

/** The consent cookie: name user-cookies, value 1, 30 days, path /. */
export const CONSENT_COOKIE = { name: 'user-cookies', value: '1', days: 30, path: '/' } as const;

/** The consent cookie's value when the visitor refused: kept as long as an acceptance, so the banner does not ask again. */
export const CONSENT_REFUSED_VALUE = '0';

/** The visitor's choice the cookie records: granted (1), denied (0), or none yet (absent or unknown). */
export type ConsentChoice = 'granted' | 'denied';
export function consentChoice(value: string | undefined): ConsentChoice | null {
  if (value === CONSENT_COOKIE.value) return 'granted';
  if (value === CONSENT_REFUSED_VALUE) return 'denied';
  return null;
}
