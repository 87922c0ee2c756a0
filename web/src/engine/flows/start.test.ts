// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { LOCALIZATION_RETRY_MS } from '../localization';
import { useAccountStore } from '../stores/account';
import { DEFAULT_YEAR, useGlobalStore } from '../stores/global';
import { useLandingStore } from '../stores/landing';
import { useLocalizationStore } from '../stores/localization';
import { fakeLoadTarget, fakePage, makeVariant, resetStores, scriptClient, testContext } from '../test-kit';
import { LP_VIEW_DELAY_MS } from '../analytics';
import { EMPTY_TRAFFIC_SOURCE, TRAFFIC_SOURCE_DELAY_MS } from '../traffic-source';
import { clientsOf } from './clients';
import { freshEngineOnFakeTimers } from './fresh-engine';
import { loadServicesInSteps, SERVICES_IDLE_TIMEOUT_MS, startEngine } from './start';
import { authenticate, commitSendToWebapp, lookupLocalization } from './start-services';

const RECORD = {
  city: { name: 'Montreal', names: { en: 'Montreal', fr: 'Montréal' } },
  country: { name: 'Canada', names: { en: 'Canada' } },
  isoCode: 'CA',
  country_code: 'CA',
  currency: { code: 'CAD', symbol: '$', name: 'Canadian Dollar' },
  ipAddress: '198.51.100.4',
};

freshEngineOnFakeTimers();

describe('authenticate at start', () => {
  it('does nothing without a single-sign-on cookie', async () => {
    const { ctx } = testContext();
    const requests = scriptClient(clientsOf(ctx).userbase, {});
    expect(await authenticate(ctx)).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('validates the token with the bearer set, loads the account and sets the cookies', async () => {
    const { ctx } = testContext();
    Cookies.set('p_ssojwt', 'sso-token');
    const requests = scriptClient(clientsOf(ctx).userbase, {
      'POST auth/ssoValidate/': [{ status: 200, data: { u: { sub: 42 } } }],
      'GET account/get/42': [{ status: 200, data: { account: { userEmail: 'ada@example.com', userId: 42 } } }],
    });
    const announced = vi.fn();
    window.addEventListener('paperwise:account', announced);
    expect(await authenticate(ctx)).toBe(true);
    window.removeEventListener('paperwise:account', announced);
    expect(announced).toHaveBeenCalledOnce();
    expect(requests[0]!.headers.authorization).toBe('Bearer sso-token');
    expect(requests[0]!.body).toEqual({ ssojwt: 'sso-token' });
    expect(requests[1]!.headers.authorization).toBe('Bearer sso-token');
    expect(useAccountStore.getState()).toMatchObject({
      data: { userEmail: 'ada@example.com', userId: '42' },
      userEmail: 'ada@example.com',
      userId: '42',
    });
    expect(Cookies.get('b_email')).toBe('ada@example.com');
    expect(Cookies.get('b_userId')).toBe('42');
  });

  it('only logs a failure as a login error', async () => {
    const { ctx } = testContext();
    Cookies.set('p_ssojwt', 'expired');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    scriptClient(clientsOf(ctx).userbase, { 'POST auth/ssoValidate/': [{ status: 401 }] });
    expect(await authenticate(ctx)).toBe(false);
    expect(log).toHaveBeenCalledWith('Login error', expect.anything());
    expect(useAccountStore.getState().data).toBeNull();
    expect(Cookies.get('b_email')).toBeUndefined();
  });
});

describe('commitSendToWebapp', () => {
  it('commits only with a search cookie and user data', () => {
    expect(commitSendToWebapp()).toBe(false);
    Cookies.set('b_search', 'nda');
    expect(commitSendToWebapp()).toBe(false);
    useAccountStore.getState().setAccount({ userEmail: 'a@b.co', userId: '1' });
    expect(commitSendToWebapp()).toBe(true);
    expect(useLandingStore.getState().sendToWebapp).toBe(true);
  });
});

describe('localization lookup (US fallback, retry)', () => {
  it('stores the record in state and in the b_localization cookie', async () => {
    const { ctx } = testContext();
    scriptClient(clientsOf(ctx).location, { 'GET ': [{ status: 200, data: RECORD }] });
    lookupLocalization(ctx);
    await vi.advanceTimersByTimeAsync(0);
    expect(useLocalizationStore.getState().source).toBe('service');
    expect(useLocalizationStore.getState().record?.country_code).toBe('CA');
    expect(JSON.parse(Cookies.get('b_localization')!).ipAddress).toBe('198.51.100.4');
  });

  it('uses the built-in US record on failure, silently, and tries again after 10 s', async () => {
    const { ctx } = testContext();
    const errors = vi.spyOn(console, 'error');
    const requests = scriptClient(clientsOf(ctx).location, {
      'GET ': [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 200, data: RECORD }],
    });
    lookupLocalization(ctx);
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toHaveLength(4);
    const fallback = useLocalizationStore.getState();
    expect(fallback.source).toBe('fallback');
    expect(fallback.record).toMatchObject({
      country_code: 'US',
      currency: { code: 'USD' },
      ServicePhone: '+1 555 0100',
    });
    expect(Cookies.get('b_localization')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(LOCALIZATION_RETRY_MS - 200);
    expect(requests).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(200);
    expect(requests).toHaveLength(5);
    expect(useLocalizationStore.getState().source).toBe('service');
    expect(useLocalizationStore.getState().record?.country_code).toBe('CA');
    expect(errors).not.toHaveBeenCalled();
  });

  it('treats an answer that is not a record as a failure', async () => {
    const { ctx } = testContext();
    scriptClient(clientsOf(ctx).location, { 'GET ': [{ status: 200, data: 'oops' }] });
    lookupLocalization(ctx);
    await vi.advanceTimersByTimeAsync(0);
    expect(useLocalizationStore.getState().source).toBe('fallback');
  });

  it('stops retrying once cancelled', async () => {
    const { ctx } = testContext();
    const requests = scriptClient(clientsOf(ctx).location, { 'GET ': () => ({ status: 0 }) });
    const cancel = lookupLocalization(ctx);
    await vi.advanceTimersByTimeAsync(100);
    cancel();
    const count = requests.length;
    await vi.advanceTimersByTimeAsync(LOCALIZATION_RETRY_MS * 3);
    expect(requests).toHaveLength(count);
  });
});

describe('startEngine', () => {
  function start(search = '', directGo: 'emailCookie' | 'emailAndSsoCookie' = 'emailAndSsoCookie') {
    const { ctx } = testContext(makeVariant({ directGo }), fakePage('/fr/docs/ab/11.05.24/01/', search));
    scriptClient(clientsOf(ctx).location, { 'GET ': () => ({ status: 200, data: RECORD }) });
    scriptClient(clientsOf(ctx).userbase, {});
    return { ctx, stop: startEngine(ctx) };
  }

  it('replaces the default year with the current one, and leaves the variant to the page (it may not be there yet)', () => {
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    expect(useGlobalStore.getState().year).toBe(DEFAULT_YEAR);
    start().stop();
    expect(useGlobalStore.getState().year).toBe(2031);
    expect(useLandingStore.getState().keywords).toEqual([]); // filled when the rest arrives (variant-details.ts)
  });

  it('captures the traffic source 1000 ms after load into b_ts, keeping earlier values', async () => {
    window.localStorage.setItem(
      'b_ts',
      JSON.stringify({ ...EMPTY_TRAFFIC_SOURCE, SourceCampaign: 'spring', SourceChannel: 'old' }),
    );
    Cookies.set('_ga', 'GA1.1.111.222');
    const { stop } = start('?utm_source=google&ppc=g1&source=partner-7&q=nda');
    await vi.advanceTimersByTimeAsync(TRAFFIC_SOURCE_DELAY_MS - 1);
    expect(JSON.parse(window.localStorage.getItem('b_ts')!).SourceChannel).toBe('old');
    await vi.advanceTimersByTimeAsync(1);
    const expected = {
      ...EMPTY_TRAFFIC_SOURCE,
      SourceChannel: 'google',
      SourceCampaign: 'spring',
      SourceAdGroup: 'g1',
      CustomTracking: 'partner-7',
      SourceKeyword: 'nda',
      SourceQParam: 'nda',
      SourceGuid: '111.222',
    };
    expect(JSON.parse(window.localStorage.getItem('b_ts')!)).toEqual(expected);
    expect(useGlobalStore.getState().trafficSource).toEqual(expected);
    expect(Cookies.get('b_source-custom')).toBe('partner-7');
    stop();
  });

  it("emits 'LP view' with the route path, device and variant id 1 s after load", async () => {
    const { stop } = start();
    await vi.advanceTimersByTimeAsync(999);
    expect(window.dataLayer).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(window.dataLayer).toEqual([
      { event: 'LP view', routePath: '/fr/docs/ab/11.05.24/01/', device: 'desktop', variantId: 'docs-ab-11.05.24-01' },
    ]);
    stop();
  });

  it("reports in 'LP view' the device the sign-up will send: the location service's reading when it has one", async () => {
    const { ctx } = testContext(makeVariant(), fakePage('/docs/ab/11.05.24/01/'));
    scriptClient(clientsOf(ctx).location, { 'GET ': () => ({ status: 200, data: { ...RECORD, device: 'tablet' } }) });
    scriptClient(clientsOf(ctx).userbase, {});
    const stop = startEngine(ctx);
    await vi.advanceTimersByTimeAsync(1000);
    // The browser reads a desktop; the service's record says tablet, and so does the payload.
    expect(useLocalizationStore.getState().device).toBe('desktop');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'LP view', device: 'tablet' }));
    stop();
  });

  it("sends no 'LP view' from a page that is not a landing page", async () => {
    const { ctx } = testContext(makeVariant(), fakePage('/search/'));
    scriptClient(clientsOf(ctx).location, { 'GET ': () => ({ status: 200, data: RECORD }) });
    const stop = startEngine(ctx, { landingPage: false });
    await vi.advanceTimersByTimeAsync(2000);
    expect(window.dataLayer).toEqual([]);
    expect(window.localStorage.getItem('b_ts')).not.toBeNull();
    stop();
  });

  it('stops its timers when stopped', async () => {
    const { stop } = start('?utm_source=x');
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(window.dataLayer).toEqual([]);
    expect(window.localStorage.getItem('b_ts')).toBeNull();
  });
});

describe('startEngine scheduling (the landing page hydrates first)', () => {
  function services() {
    const calls: string[] = [];
    const part = {
      authenticate: vi.fn(async () => {
        calls.push('authenticate');
        return true;
      }),
      commitSendToWebapp: vi.fn(() => {
        calls.push('commitSendToWebapp');
        return false;
      }),
      lookupLocalization: vi.fn(() => {
        calls.push('lookupLocalization');
        return () => calls.push('cancelLookup');
      }),
    };
    return { calls, part, loadServices: vi.fn(() => Promise.resolve(part)) };
  }

  function startOn(page: ReturnType<typeof fakeLoadTarget>, loader = services(), landingPage = true) {
    const { ctx } = testContext(makeVariant(), fakePage('/docs/ab/11.05.24/01/', '?utm_source=mail'));
    const stop = startEngine(ctx, { landingPage, loadServices: loader.loadServices, target: page.target });
    return { ctx, stop, ...loader };
  }

  it("captures the traffic source 1000 ms and sends 'LP view' 1 s after the load event, not after the start", async () => {
    const page = fakeLoadTarget('interactive');
    const { stop } = startOn(page);
    await vi.advanceTimersByTimeAsync(3000);
    expect(window.localStorage.getItem('b_ts')).toBeNull();
    expect(window.dataLayer).toEqual([]);
    page.load();
    await vi.advanceTimersByTimeAsync(TRAFFIC_SOURCE_DELAY_MS - 1);
    expect(window.localStorage.getItem('b_ts')).toBeNull();
    expect(window.dataLayer).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(JSON.parse(window.localStorage.getItem('b_ts')!).SourceChannel).toBe('mail');
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'LP view', variantId: 'docs-ab-11.05.24-01' })]);
    stop();
  });

  it('loads the services part for a new visitor only once the loaded page is idle, at the latest 300 ms after load', async () => {
    const page = fakeLoadTarget('loading');
    const { loadServices, calls, stop } = startOn(page);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loadServices).not.toHaveBeenCalled();
    page.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.pendingIdle()).toEqual([SERVICES_IDLE_TIMEOUT_MS]);
    expect(SERVICES_IDLE_TIMEOUT_MS).toBeLessThan(LP_VIEW_DELAY_MS);
    expect(loadServices).not.toHaveBeenCalled();
    page.idle();
    await vi.advanceTimersByTimeAsync(0);
    expect(loadServices).toHaveBeenCalledOnce();
    expect(calls).toEqual(['authenticate', 'lookupLocalization', 'commitSendToWebapp']);
    stop();
    expect(calls).toContain('cancelLookup');
  });

  it('authenticates a returning visitor (single-sign-on cookie) at once, before the page has loaded', async () => {
    Cookies.set('p_ssojwt', 'sso-token');
    const page = fakeLoadTarget('loading');
    const { loadServices, part, calls, ctx, stop } = startOn(page);
    expect(loadServices).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(part.authenticate).toHaveBeenCalledWith(ctx);
    expect(calls).toEqual(['authenticate', 'lookupLocalization', 'commitSendToWebapp']);
    page.load();
    page.idle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loadServices).toHaveBeenCalledOnce();
    stop();
  });

  it('starts the services part as soon as a dialog opens, and at once when it is already open', async () => {
    const waiting = fakeLoadTarget('loading');
    const first = startOn(waiting);
    await vi.advanceTimersByTimeAsync(100);
    expect(first.loadServices).not.toHaveBeenCalled();
    useLandingStore.getState().toggleDialog();
    expect(first.loadServices).toHaveBeenCalledOnce();
    waiting.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.pendingIdle()).toEqual([]);
    useLandingStore.getState().toggleDialog();
    useLandingStore.getState().toggleDialogPassword();
    expect(first.loadServices).toHaveBeenCalledOnce();
    first.stop();

    resetStores();
    useLandingStore.getState().toggleDialog();
    const second = startOn(fakeLoadTarget('loading'));
    expect(second.loadServices).toHaveBeenCalledOnce();
    second.stop();
  });

  it('hands a services chunk that cannot load to onLoadError, and still runs the timers', async () => {
    Cookies.set('p_ssojwt', 'sso-token');
    const failure = new Error('Loading chunk 7 failed');
    const onLoadError = vi.fn();
    const { ctx } = testContext();
    const stop = startEngine(ctx, {
      loadServices: () => Promise.reject(failure),
      onLoadError,
      target: fakeLoadTarget('complete').target,
    });
    await vi.advanceTimersByTimeAsync(LP_VIEW_DELAY_MS);
    expect(onLoadError).toHaveBeenCalledWith(failure);
    expect(window.dataLayer).toHaveLength(1);
    stop();
  });

  it('runs nothing of the services part when stopped before it loaded', async () => {
    Cookies.set('p_ssojwt', 'sso-token');
    const { stop, part } = startOn(fakeLoadTarget('complete'));
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(part.authenticate).not.toHaveBeenCalled();
    expect(part.lookupLocalization).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });
});

describe('loading the services part in steps', () => {
  it('runs each step in a task of its own, then loads the flows', async () => {
    const order: string[] = [];
    const step = (name: string) => () => {
      order.push(name);
      return Promise.resolve();
    };
    const nextTask = () => {
      order.push('next task');
      return Promise.resolve();
    };
    const services = await loadServicesInSteps([step('http library'), step('retry plug-in')], nextTask);
    expect(order).toEqual(['http library', 'next task', 'retry plug-in', 'next task']);
    expect(services.lookupLocalization).toBe(lookupLocalization);
  });

  it('fails with the step that could not load, and loads nothing after it', async () => {
    const failure = new Error('Loading chunk 12 failed');
    const after = vi.fn(() => Promise.resolve());
    await expect(loadServicesInSteps([() => Promise.reject(failure), after], () => Promise.resolve())).rejects.toBe(
      failure,
    );
    expect(after).not.toHaveBeenCalled();
  });

  it('waits for a timer between steps by default', async () => {
    let done = false;
    const loading = loadServicesInSteps([() => Promise.resolve()]).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await loading;
    expect(done).toBe(true);
  });
});
