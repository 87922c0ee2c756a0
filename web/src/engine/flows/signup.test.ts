// @vitest-environment jsdom
import { inspect } from 'node:util';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { fallbackLocalization } from '../localization';
import { useAccountStore } from '../stores/account';
import { useGlobalStore } from '../stores/global';
import { useLandingStore } from '../stores/landing';
import { useLocalizationStore } from '../stores/localization';
import { useProgressStore } from '../stores/progress';
import { EMPTY_TRAFFIC_SOURCE } from '../traffic-source';
import { fakePage, makeVariant, resetStores, scriptClient, SERVICES, testContext } from '../test-kit';
import { clientsOf } from './clients';
import { freshEngineOnFakeTimers } from './fresh-engine';
import { createEngineContext } from './context';
import { HANDOFF_DELAY_MS, submitSignup } from './signup';
import { authenticate } from './start-services';

const TOKENS = { jwt: 'jwt-1', ssojwt: 'sso-1' };

function setup(variant = makeVariant()) {
  const { ctx, navigations } = testContext(variant, fakePage('/docs/ab/11.05.24/01/'));
  useLandingStore.getState().load(variant);
  useLocalizationStore
    .getState()
    .setRecord({ ...fallbackLocalization(null), ipAddress: '203.0.113.9, 10.0.0.1' }, 'service');
  useLocalizationStore.getState().setDevice('tablet');
  useGlobalStore.getState().setTrafficSource({ ...EMPTY_TRAFFIC_SOURCE, SourceChannel: 'google' });
  return { ctx, navigations };
}

freshEngineOnFakeTimers();

describe('submitSignup', () => {
  it('stores the e-mail cookie, turns progress on and sends the payload', async () => {
    const { ctx } = setup();
    let progressDuringRequest = false;
    let emailCookieDuringRequest: string | undefined;
    const requests = scriptClient(clientsOf(ctx).userbase, {
      'POST user/': () => {
        progressDuringRequest = useProgressStore.getState().progress;
        emailCookieDuringRequest = Cookies.get('b_email');
        return { status: 201, data: TOKENS };
      },
    });
    const done = submitSignup(ctx, { email: ' ada@example.com ', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    expect(progressDuringRequest).toBe(true);
    expect(emailCookieDuringRequest).toBe('ada@example.com');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers['content-type']).toBe('text/plain');
    expect(requests[0]!.headers.accept).toContain('application/json');
    expect(requests[0]!.body).toEqual({
      Email: 'ada@example.com',
      Password: null,
      AutogeneratePassword: true,
      Device: 'tablet',
      IpAddress: '203.0.113.9',
      Language: 'en',
      DocName: 'Business Plan',
      CreationPage: 'www.paperwise.test/docs/ab/11.05.24/01/',
      ...EMPTY_TRAFFIC_SOURCE,
      SourceChannel: 'google',
    });
  });

  it("takes Device from the location service's record when it has one", async () => {
    const { ctx } = setup();
    useLocalizationStore.getState().setRecord({ ...fallbackLocalization(null), device: 'mobile' }, 'service');
    const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    const done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    expect(requests[0]!.body).toMatchObject({ Device: 'mobile' });
  });

  it('leaves Device out of the payload where the variant says so', async () => {
    const { ctx } = setup(makeVariant({}, { sendDevice: false }));
    const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    const done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    expect(requests[0]!.body).not.toHaveProperty('Device');
  });

  it("emits 'Account Created', waits 2 s, then hands off with e-mail, token and destination", async () => {
    const { ctx, navigations } = setup();
    Cookies.set('b_eftid', 'ef-42');
    useLandingStore.getState().setDestination('doc/loan-agreement-D107');
    scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    const done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(window.dataLayer).toContainEqual({
      event: 'Account Created',
      device: 'tablet',
      variantId: 'docs-ab-11.05.24-01',
    });
    expect(HANDOFF_DELAY_MS).toBe(2000); // the delay before the hand-off after sign-up: 2 seconds
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS - 1);
    expect(navigations).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe('handed-off');
    expect(navigations).toHaveLength(1);
    const url = new URL(navigations[0]!);
    expect(url.origin + url.pathname).toBe('https://www.paperwise.test/embedded/webapp/sso/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ssotoken: 'sso-1',
      entryPoint: 'docs-ab-11.05.24-01',
      welcomeAutoGeneratedPassword: 'ada@example.com',
      destination: 'doc/loan-agreement-D107',
      EFtransactionId: 'ef-42',
      lang: 'en',
      lib: 'en',
    });
    expect(Cookies.get('p_ssojwt')).toBe('sso-1');
    expect(useAccountStore.getState().jwt).toBe('jwt-1');
  });

  it("does not emit 'Account Created' where the variant does not fire it, nor for a chosen password", async () => {
    const { ctx } = setup(makeVariant({}, { fireAccountCreated: false }));
    scriptClient(clientsOf(ctx).userbase, {
      'POST user/': [
        { status: 201, data: TOKENS },
        { status: 201, data: TOKENS },
      ],
    });
    let done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    resetStores();
    const second = setup(makeVariant());
    scriptClient(clientsOf(second.ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    done = submitSignup(second.ctx, { email: 'bob@example.com', password: 'abcd1234' });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    expect(window.dataLayer?.filter((e) => (e as { event: string }).event === 'Account Created')).toHaveLength(0);
    const url = new URL(second.navigations[0]!);
    expect(url.searchParams.has('welcomeAutoGeneratedPassword')).toBe(false);
  });

  it('closes the dialog on hand-off in the second variant only', async () => {
    const { ctx } = setup(makeVariant({ directGo: 'emailAndSsoCookie' }));
    useLandingStore.setState({ dialog: true });
    scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    let done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    expect(useLandingStore.getState().dialog).toBe(false);

    resetStores();
    const first = setup(makeVariant({ directGo: 'emailCookie' }));
    useLandingStore.setState({ dialog: true });
    scriptClient(clientsOf(first.ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    done = submitSignup(first.ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    expect(useLandingStore.getState().dialog).toBe(true);
  });

  it.each([
    [409, { message: 'exists' }, 'exists'],
    // Over the userbase's rate limit: not retried (its Retry-After is minutes); the form says so.
    [429, { error: 'too many sign-ups; try again later' }, 'limited'],
  ] as const)(
    'on %i clears progress, answers what the form says, does not retry or hand off',
    async (status, data, said) => {
      const { ctx, navigations } = setup();
      const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status, data }, { status: 200 }] });
      const result = await submitSignup(ctx, { email: 'ada@example.com', password: null });
      await vi.advanceTimersByTimeAsync(5000);
      expect(result).toBe(said);
      expect(requests).toHaveLength(1);
      expect(useProgressStore.getState().progress).toBe(false);
      expect(navigations).toHaveLength(0);
    },
  );

  it('on any other error clears progress and only logs', async () => {
    const { ctx, navigations } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 400, data: 'bad' }] });
    const result = await submitSignup(ctx, { email: 'ada@example.com', password: null });
    expect(result).toBe('failed');
    expect(log).toHaveBeenCalledWith('Error while creating account', expect.anything());
    expect(useProgressStore.getState().progress).toBe(false);
    expect(navigations).toHaveLength(0);
  });

  it('retries a failed sign-up with the same Idempotency-Key, up to 3 times', async () => {
    const { ctx } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = scriptClient(clientsOf(ctx).userbase, {
      'POST user/': [{ status: 503 }, { status: 0 }, { status: 201, data: TOKENS }],
    });
    const done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    expect(await done).toBe('handed-off');
    const keys = new Set(requests.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/\S{8,}/);
  });

  it('gives up after 3 retries', async () => {
    const { ctx } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': () => ({ status: 502 }) });
    const done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(100);
    expect(await done).toBe('failed');
    expect(requests).toHaveLength(4);
  });

  it('sends nothing for a second submit while one is under way', async () => {
    const { ctx } = setup();
    const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    const first = submitSignup(ctx, { email: 'ada@example.com', password: null });
    expect(await submitSignup(ctx, { email: 'ada@example.com', password: null })).toBe('ignored');
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await first;
    expect(requests).toHaveLength(1);
  });

  it('uses a new Idempotency-Key for a new submit', async () => {
    const { ctx } = setup();
    const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 409 }, { status: 409 }] });
    await submitSignup(ctx, { email: 'ada@example.com', password: null });
    await submitSignup(ctx, { email: 'ada@example.com', password: null });
    expect(requests[0]!.headers['idempotency-key']).not.toBe(requests[1]!.headers['idempotency-key']);
  });

  it('falls back to the web app root for a destination that is not a web-app path', async () => {
    const { ctx, navigations } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useLandingStore.getState().setDestination('//evil.example/x');
    scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    const done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    const url = new URL(navigations[0]!);
    expect(url.origin).toBe('https://www.paperwise.test');
    expect(url.searchParams.get('destination')).toBe('/');
  });
});

describe('nothing secret reaches the console (the errors are logged as status and message only)', () => {
  const PASSWORD = 'Secret-pass-4821';
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXRva2Vu';

  it('logs a failed sign-up with a password and a failed token validation without either', async () => {
    const { ctx } = setup();
    Cookies.set('p_ssojwt', TOKEN);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    scriptClient(clientsOf(ctx).userbase, {
      'POST auth/ssoValidate/': [{ status: 401, data: { error: 'expired' } }],
      'POST user/': [{ status: 400, data: { error: 'Password: too weak' } }],
    });
    expect(await authenticate(ctx)).toBe(false);
    expect(await submitSignup(ctx, { email: 'ada@example.com', password: PASSWORD })).toBe('failed');

    expect(log).toHaveBeenCalledTimes(2);
    const printed = log.mock.calls.map((args) =>
      args.map((a) => inspect(a, { depth: 20, showHidden: true })).join(' '),
    );
    for (const line of printed) {
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain(TOKEN.split('.')[2]);
    }
    expect(printed[0]).toMatch(/^'Login error' 'HTTP 401: /);
    expect(printed[1]).toMatch(/^'Error while creating account' 'HTTP 400: /);
  });
});

describe('the bearer of a token that did not validate is not sent with the sign-up', () => {
  it('clears it from the shared client after a failed validation', async () => {
    const { ctx } = setup();
    Cookies.set('p_ssojwt', 'stale-token');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = scriptClient(clientsOf(ctx).userbase, {
      'POST auth/ssoValidate/': [{ status: 401 }],
      'POST user/': [{ status: 201, data: TOKENS }],
    });
    expect(await authenticate(ctx)).toBe(false);
    expect(requests[0]!.headers.authorization).toBe('Bearer stale-token');
    const done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    expect(await done).toBe('handed-off');
    expect(requests[1]!.url).toBe('user/');
    expect(requests[1]!.headers).not.toHaveProperty('authorization');
  });

  it('clears it too when the account of a valid token cannot be loaded', async () => {
    const { ctx } = setup();
    Cookies.set('p_ssojwt', 'valid-token');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = scriptClient(clientsOf(ctx).userbase, {
      'POST auth/ssoValidate/': [{ status: 200, data: { u: { sub: 7 } } }],
      'GET account/get/7': [{ status: 404 }],
      'POST user/': [{ status: 409 }],
    });
    expect(await authenticate(ctx)).toBe(false);
    await submitSignup(ctx, { email: 'ada@example.com', password: null });
    expect(requests.at(-1)!.url).toBe('user/');
    expect(requests.at(-1)!.headers).not.toHaveProperty('authorization');
  });
});

describe('Idempotency-Key and CORS', () => {
  it('sends the key to the embedded (relative) userbase', async () => {
    const { ctx } = setup();
    const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 409 }] });
    await submitSignup(ctx, { email: 'ada@example.com', password: null });
    expect(requests[0]!.headers['idempotency-key']).toMatch(/\S{8,}/);
  });

  it('sends no custom header to a userbase on another origin (the request stays simple)', async () => {
    const variant = makeVariant();
    const ctx = createEngineContext(
      variant,
      { ...SERVICES, userbase: 'https://users.elsewhere.test/api/' },
      fakePage().page,
      { retryDelay: () => 0 },
    );
    useLandingStore.getState().load(variant);
    const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 409 }] });
    expect(await submitSignup(ctx, { email: 'ada@example.com', password: null })).toBe('exists');
    const names = Object.keys(requests[0]!.headers);
    expect(names).not.toContain('idempotency-key');
    expect(names).not.toContain('authorization');
    expect(names.filter((n) => !['accept', 'content-type'].includes(n))).toEqual([]);
  });
});

describe('one device for every event and the payload', () => {
  it("'Signup started', 'Account Created' and Device agree with the location service's reading", async () => {
    const { ctx } = setup();
    useLocalizationStore.getState().setRecord({ ...fallbackLocalization(null), device: 'mobile' }, 'service');
    useLocalizationStore.getState().setDevice('desktop');
    const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': [{ status: 201, data: TOKENS }] });
    const done = submitSignup(ctx, { email: 'ada@example.com', password: null });
    await vi.advanceTimersByTimeAsync(HANDOFF_DELAY_MS);
    await done;
    expect(requests[0]!.body).toMatchObject({ Device: 'mobile' });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'Account Created', device: 'mobile' }));
  });
});
