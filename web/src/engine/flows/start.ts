import { setBearer } from '@/services/http';
import { getAccount, validateSso } from '@/services/userbase';
import { fetchLocalization } from '@/services/location';
import { lpView, LP_VIEW_DELAY_MS } from '../analytics';
import { ANALYTICS_COOKIE, getCookie, readRawCookie, setCookie, ssoToken } from '../cookies';
import { currentDevice } from '../device';
import { logError } from '../log';
import { fallbackLocalization, LOCALIZATION_RETRY_MS, localizationCookieValue } from '../localization';
import { useAccountStore } from '../stores/account';
import { useGlobalStore } from '../stores/global';
import { useLandingStore } from '../stores/landing';
import { useLocalizationStore, visitorDevice } from '../stores/localization';
import {
  mergeTrafficSource,
  parseStoredTrafficSource,
  TRAFFIC_SOURCE_DELAY_MS,
  TRAFFIC_SOURCE_KEY,
  trafficSourceFromVisit,
} from '../traffic-source';
import { clientsOf } from './clients';
import type { EngineContext } from './context';

/** Announces that the signed-in account is known (D2's header listens). */
export const ACCOUNT_EVENT = 'paperwise:account';

/**
 * Authentication at start (signup §4): with a single-sign-on cookie, validate it, load the account,
 * keep it and set the e-mail and user-id cookies. A failure is only logged.
 */
export async function authenticate(ctx: EngineContext): Promise<boolean> {
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

/** With a search cookie and user data, the landing page sends straight to the web app (signup §4). */
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
 * The localization lookup (signup §4): the record goes to a cookie and state; on failure the
 * built-in US record is used and the lookup is tried again 10 s later, without any message.
 * Returns a function that cancels a pending retry.
 */
export function lookupLocalization(ctx: EngineContext): () => void {
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

/** Everything the traffic-source capture reads from the visit; the query's 'source' also feeds b_source-custom. */
export function captureTrafficSource(ctx: EngineContext): void {
  const query = new URLSearchParams(ctx.page.search());
  const source = query.get('source')?.trim();
  if (source) setCookie('sourceCustom', source);
  const eftid = (query.get('_ef_transaction_id') ?? query.get('eftid'))?.trim();
  if (eftid) setCookie('eftid', eftid);
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(TRAFFIC_SOURCE_KEY);
  } catch {
    // Storage can be blocked; the record then lives in state only.
  }
  const merged = mergeTrafficSource(
    parseStoredTrafficSource(stored),
    trafficSourceFromVisit({
      query,
      analyticsCookie: readRawCookie(ANALYTICS_COOKIE),
      customTracking: getCookie('sourceCustom'),
    }),
  );
  try {
    window.localStorage.setItem(TRAFFIC_SOURCE_KEY, JSON.stringify(merged));
  } catch {
    // as above
  }
  useGlobalStore.getState().setTrafficSource(merged);
}

/**
 * The start of a page hosting the engine: current year, device, authentication (then the direct-send check),
 * localization lookup, traffic source after 1000 ms and 'LP view' after 1 s. Returns a cleanup.
 */
export function startEngine(ctx: EngineContext, options: { landingPage?: boolean } = {}): () => void {
  const landingPage = options.landingPage ?? true;
  useGlobalStore.getState().refreshYear();
  useGlobalStore.getState().setSustainabilityPage(ctx.page.path());
  useLocalizationStore.getState().setDevice(currentDevice());
  useLandingStore.getState().load(ctx.variant);
  void authenticate(ctx).then(() => commitSendToWebapp());
  const cancelLookup = lookupLocalization(ctx);
  const trafficTimer = setTimeout(() => captureTrafficSource(ctx), TRAFFIC_SOURCE_DELAY_MS);
  // 'LP view' is a landing page's event; other pages hosting the dialog (search) do not send it.
  const lpTimer = landingPage
    ? setTimeout(
        () => lpView(ctx.page.path(), visitorDevice(useLocalizationStore.getState()), ctx.variant.variantId),
        LP_VIEW_DELAY_MS,
      )
    : undefined;
  return () => {
    cancelLookup();
    clearTimeout(trafficTimer);
    clearTimeout(lpTimer);
  };
}
