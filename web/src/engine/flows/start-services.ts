import { setBearer } from '@/services/http';
import { getAccount, validateSso } from '@/services/userbase';
import { fetchLocalization } from '@/services/location';
import { getCookie, setCookie, ssoToken } from '../cookies';
import { logError } from '@/lib/log';
import { fallbackLocalization, LOCALIZATION_RETRY_MS, localizationCookieValue } from '../localization';
import { useAccountStore } from '../stores/account';
import { useLandingStore } from '../stores/landing';
import { useLocalizationStore } from '../stores/localization';
import { clientsOf } from './clients';
import type { StartContext } from './context';

/*
 * The part of the engine's start that talks to services (authentication, localization lookup). It
 * carries the HTTP library, so it is its own chunk, loaded by startEngine only when it is needed
 * (see start.ts): the landing page's first load and hydration do without it.
 */

/** Announces that the signed-in account is known (the header's AccountLink listens). */
export const ACCOUNT_EVENT = 'paperwise:account';

/**
 * Authentication at start: with a single-sign-on cookie, validate it, load the account,
 * keep it and set the e-mail and user-id cookies. A failure is only logged.
 */
export async function authenticate(ctx: StartContext): Promise<boolean> {
  const token = ssoToken();
  if (!token) return false;
  const client = clientsOf(ctx).userbase;
  try {
    const userId = await validateSso(client, token);
    const account = await getAccount(client, userId);
    useAccountStore.getState().setAccount(account);
    setCookie('email', account.userEmail);
    setCookie('userId', account.userId);
    // The header switches Login to Account when this fires (its contract with the layout).
    window.dispatchEvent(new Event(ACCOUNT_EVENT));
    return true;
  } catch (error) {
    // The token did not lead to an account: later requests of the shared client (POST user/) must
    // not carry it.
    setBearer(client, null);
    logError('Login error', error);
    return false;
  }
}

/** With a search cookie and user data, the landing page sends straight to the web app. */
export function commitSendToWebapp(): boolean {
  if (getCookie('search') && useAccountStore.getState().data) {
    useLandingStore.getState().commitSendToWebapp();
    return true;
  }
  return false;
}

/** How many lookups at most: the first and its retries, 10 s apart. */
export const MAX_LOCALIZATION_ATTEMPTS = 6;

/**
 * The localization lookup: the record goes to a cookie and state; on failure the
 * built-in US record is used and the lookup is tried again 10 s later, without any message.
 * Returns a function that cancels a pending retry.
 */
export function lookupLocalization(ctx: StartContext): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = async (n: number) => {
    try {
      const record = await fetchLocalization(clientsOf(ctx).location);
      if (cancelled) return;
      useLocalizationStore.getState().setRecord(record, 'service');
      setCookie('localization', localizationCookieValue(record));
    } catch {
      if (cancelled) return;
      if (useLocalizationStore.getState().source !== 'service') {
        useLocalizationStore.getState().setRecord(fallbackLocalization(ctx.variant.servicePhone), 'fallback');
      }
      if (n < MAX_LOCALIZATION_ATTEMPTS) timer = setTimeout(() => void attempt(n + 1), LOCALIZATION_RETRY_MS);
    }
  };
  void attempt(1);
  return () => {
    cancelled = true;
    if (timer) clearTimeout(timer);
  };
}
