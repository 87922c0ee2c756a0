import { currentMembership, experimentFields } from '@/experiments/client';
import { lpView, LP_VIEW_DELAY_MS } from '../analytics';
import { ANALYTICS_COOKIE, getCookie, readRawCookie, setCookie, ssoToken } from '../cookies';
import { currentDevice } from '../device';
import { logError } from '@/lib/log';
import { whenIdle, type IdleWindow } from '../prefetch';
import { afterLoad, type LoadTarget } from '../schedule';
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
import type { StartContext } from './context';

/*
 * This module holds no HTTP code: the services part of the start (authentication, localization
 * lookup) is start-services.ts, a chunk of its own with the HTTP library, loaded when it is needed.
 */

/** Everything the traffic-source capture reads from the visit; the query's 'source' also feeds b_source-custom. */
export function captureTrafficSource(ctx: StartContext): void {
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
 * The latest the services part waits for idle time after load: the localization lookup then has time
 * to answer before 'LP view' (1 s after load) reads the device it reports.
 */
export const SERVICES_IDLE_TIMEOUT_MS = 300;

type StartServices = Pick<
  typeof import('./start-services'),
  'authenticate' | 'commitSendToWebapp' | 'lookupLocalization'
>;

/**
 * The services part of the start, loaded in steps that each run in a task of their own: the HTTP
 * library, its retry plug-in, then the flows. Evaluated at once they were one task of 100–130 ms
 * on a phone-speed CPU (4× slowdown) soon after load; in steps, each is a short task and the page
 * stays responsive between them. A step that fails to load fails the whole start (onLoadError).
 */
export async function loadServicesInSteps(
  steps: ReadonlyArray<() => Promise<unknown>> = [() => import('axios'), () => import('axios-retry')],
  nextTask: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<StartServices> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return import('./start-services');
}

export interface StartOptions {
  /** False for a page that hosts the dialog without being a landing page (no 'LP view'). */
  landingPage?: boolean;
  /** Loads the services part of the start; tests pass their own. */
  loadServices?: () => Promise<StartServices>;
  /** A services chunk that cannot load (the provider reloads the page for it, at most once a minute). */
  onLoadError?: (error: unknown) => void;
  /** The page's load state and idle time. */
  target?: LoadTarget & IdleWindow & typeof globalThis;
  /**
   * When the page's provider mounted (`performance.now()`), for a start scheduled later than that
   * (at idle): the traffic source and 'LP view' still come 1000 ms after the load event, or after
   * the mount when the page mounted after its load (a client-side navigation), as when the start ran
   * at mount (`afterLoad` in engine/schedule.ts).
   */
  mountedAt?: number;
}

/** What makes the services part start at once rather than when the loaded page is idle. */
export function servicesAreUrgent(): boolean {
  // A returning visitor is authenticated at start: the direct hand-off depends on it.
  if (ssoToken()) return true;
  // An open dialog (on load, or opened already) is about to send a sign-up that carries the location.
  const landing = useLandingStore.getState();
  return landing.dialog || landing.dialogPassword;
}

/**
 * The start of a page hosting the engine (its provider calls it when the loaded page is first idle,
 * or at once when it is urgent: components/signup/SignupProvider.tsx): current year and device at once; the traffic
 * source 1000 ms after load and 'LP view' 1 s after load; authentication (then the direct-send check)
 * and the localization lookup at once for a visitor with a single-sign-on cookie or an open dialog,
 * otherwise when the loaded page is first idle (at the latest 300 ms after load), or as soon as a
 * dialog opens. Returns a cleanup.
 */
export function startEngine(ctx: StartContext, options: StartOptions = {}): () => void {
  const landingPage = options.landingPage ?? true;
  const target = options.target ?? window;
  const loadServices = options.loadServices ?? (() => loadServicesInSteps());
  const onLoadError =
    options.onLoadError ?? ((error: unknown) => logError('The sign-up engine could not start', error));
  useGlobalStore.getState().refreshYear();
  useLocalizationStore.getState().setDevice(currentDevice());

  let stopped = false;
  let servicesStarted = false;
  let cancelLookup = () => {};
  let cancelIdle = () => {};
  let unsubscribe = () => {};
  const startServices = () => {
    if (servicesStarted || stopped) return;
    servicesStarted = true;
    cancelIdle();
    unsubscribe();
    loadServices().then(
      (services) => {
        if (stopped) return;
        void services.authenticate(ctx).then(() => services.commitSendToWebapp());
        cancelLookup = services.lookupLocalization(ctx);
      },
      (error: unknown) => {
        if (!stopped) onLoadError(error);
      },
    );
  };
  if (servicesAreUrgent()) startServices();
  else {
    unsubscribe = useLandingStore.subscribe((state) => {
      if (state.dialog || state.dialogPassword) startServices();
    });
    cancelIdle = afterLoad(() => (cancelIdle = whenIdle(startServices, target, SERVICES_IDLE_TIMEOUT_MS)), 0, target);
  }

  const since = options.mountedAt;
  const cancelCapture = afterLoad(() => captureTrafficSource(ctx), TRAFFIC_SOURCE_DELAY_MS, target, since);
  // 'LP view' is a landing page's event; other pages hosting the dialog (search) do not send it.
  const cancelLpView = landingPage
    ? afterLoad(
        () =>
          lpView(
            ctx.page.path(),
            visitorDevice(useLocalizationStore.getState()),
            ctx.variant.variantId,
            experimentFields(ctx.variant.pageId ? currentMembership(ctx.variant.pageId) : null),
          ),
        LP_VIEW_DELAY_MS,
        target,
        since,
      )
    : () => {};
  return () => {
    stopped = true;
    unsubscribe();
    cancelIdle();
    cancelLookup();
    cancelCapture();
    cancelLpView();
  };
}
