import 'server-only';
import { serviceFetch } from './service-fetch';

/** The userbase's word on a new account's tokens. */
export type AccountConfirmation =
  { status: 'confirmed'; subject: string } | { status: 'refused' } | { status: 'unreachable' };

/**
 * Asks the userbase, from the server, whether a pair of sign-up tokens is its own: POST
 * auth/ssoValidate/ with the jwt as bearer and the ssojwt in the body answers 200 with the account's
 * id (`{u: {sub}}`). A 4xx is a refusal (forged, expired or mismatched tokens); no answer, a server
 * error or an answer without the id means the userbase could not be asked. Never throws.
 */
export async function confirmAccount(
  tokens: { jwt: string; ssojwt: string },
  fetchService: typeof serviceFetch = serviceFetch,
): Promise<AccountConfirmation> {
  let response: Response;
  try {
    response = await fetchService('userbase', 'auth/ssoValidate/', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ssojwt: tokens.ssojwt }),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return { status: 'unreachable' };
  }
  if (response.status >= 400 && response.status < 500) return { status: 'refused' };
  if (response.status !== 200) return { status: 'unreachable' };
  try {
    const body = (await response.json()) as { u?: { sub?: unknown } } | null;
    const sub = body?.u?.sub;
    if (typeof sub === 'string' && sub !== '') return { status: 'confirmed', subject: sub };
    if (typeof sub === 'number' && Number.isFinite(sub)) return { status: 'confirmed', subject: String(sub) };
  } catch {
    // Not JSON: treated like any other answer without the account's id.
  }
  return { status: 'unreachable' };
}
