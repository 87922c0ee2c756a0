import type { SignupVariantDetails } from '@/engine/types';

/** Where the rest of a landing page's sign-up variant is read (app/api/signup-variant/route.ts). */
export const SIGNUP_DETAILS_ROUTE = '/api/signup-variant/';

/**
 * Asks the site for the rest of a landing page's sign-up variant. A failed answer rejects, and the
 * engine's next trigger asks again.
 */
export async function loadSignupDetails(locale: string, landingPath: string): Promise<SignupVariantDetails> {
  const query = new URLSearchParams({ locale, path: landingPath });
  const response = await fetch(`${SIGNUP_DETAILS_ROUTE}?${query}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The sign-up texts answered ${response.status}.`);
  return (await response.json()) as SignupVariantDetails;
}
