/**
 * Helpers for the engine's unit and component tests only (nothing in the site imports this file):
 * a variant fixture, a scripted axios adapter and a fake page.
 */
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { createEngineContext, type EngineContext } from './flows/context';
import { initialAccountState, useAccountStore } from './stores/account';
import { initialGlobalState, useGlobalStore } from './stores/global';
import { initialLandingState, useLandingStore } from './stores/landing';
import { initialLocalizationState, useLocalizationStore } from './stores/localization';
import { useProgressStore } from './stores/progress';
import type { SignupVariant } from './types';

export function makeVariant(
  overrides: Partial<SignupVariant> = {},
  dialog: Partial<SignupVariant['dialog']> = {},
): SignupVariant {
  const base: SignupVariant = {
    variantId: 'docs-ab-11.05.24-01',
    locale: 'en',
    path: '/docs/ab/11.05.24/01/',
    directGo: 'emailAndSsoCookie',
    productName: 'Paperwise',
    servicePhone: '+1 555 0100',
    dialog: {
      key: 'v1',
      kind: 'email',
      title: 'Get instant access',
      subText: 'Start with 3,000+ templates today.',
      heading: null,
      cardHeading: null,
      showLogo: false,
      benefitsHeading: null,
      benefits: [],
      credibility: [],
      buttons: { idle: 'Get Instant Access', busy: 'Creating your account…', disabled: 'Please wait…' },
      buttonActive: true,
      labels: {
        labelDefault: 'Enter your business email',
        labelError: 'Valid email address required',
        labelExists: 'Account already exists',
        passwordLabel: 'Choose a password',
        passError: 'Password must be 8 characters or more, contain a letter & number',
        confirmPasswordLabel: 'Confirm your password',
        confirmPassError: 'Password does not match',
      },
      consent: {
        action: 'Get Instant Access',
        template: 'By clicking “{action}”, you agree to our {terms} and {privacy}.',
        termsLabel: 'Terms of Use',
        privacyLabel: 'Privacy Policy',
        loginPrompt: 'Already have an account?',
        loginLabel: 'Log in here',
      },
      links: { contact: 'Contact us', pricing: 'See plans and pricing', close: 'Close' },
      labelStyle: 'default',
      sendDevice: true,
      fireAccountCreated: true,
    },
    templates: {
      keywords: ['business-and-legal-documents'],
      documents: [
        {
          _key: 'business-plan',
          templateId: 99,
          label: 'Business Plan',
          url: 'business-plan-D99',
          thumb: 'imgs/250px/99.png',
          search: '/search/?t=business-plan',
        },
      ],
      target: null,
      guideDocument: null,
      cardHeading: null,
      isMainButton: false,
    },
    templateCountOverride: null,
    defaults: { keyword: 'business-and-legal-documents', documents: [] },
  };
  return { ...base, ...overrides, dialog: { ...base.dialog, ...dialog } };
}

export interface Reply {
  status: number;
  data?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces a client's transport with a script: each request takes the next reply whose matcher
 * fits ('POST user/'), and is recorded. A reply of status 0 is a network failure.
 */
export function scriptClient(
  client: AxiosInstance,
  script: Record<string, Reply[] | ((req: RecordedRequest) => Reply | Promise<Reply>)>,
) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const body = typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
    const request = { method, url, headers, body };
    requests.push(request);
    const entry = script[`${method} ${url}`];
    const reply = await (typeof entry === 'function' ? entry(request) : entry?.shift());
    if (!reply) throw new Error(`unscripted request ${method} ${url}`);
    if (reply.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
  client.defaults.adapter = adapter;
  return requests;
}

export interface FakePage {
  page: EngineContext['page'];
  navigations: string[];
}

export function fakePage(path = '/docs/ab/11.05.24/01/', search = ''): FakePage {
  const navigations: string[] = [];
  return {
    navigations,
    page: {
      origin: () => 'https://www.paperwise.test',
      host: () => 'www.paperwise.test',
      path: () => path,
      search: () => search,
      navigate: (url) => navigations.push(url),
    },
  };
}

export const SERVICES = {
  userbase: '/embedded/userbase/',
  location: '/embedded/location/',
  cachedApi: '/embedded/cached-api/',
  webapp: '/embedded/webapp/',
};

export function testContext(variant = makeVariant(), page = fakePage()) {
  const ctx = createEngineContext(variant, SERVICES, page.page, { retryDelay: () => 0 });
  return { ctx, navigations: page.navigations };
}

export function resetStores() {
  useLandingStore.setState(initialLandingState);
  useGlobalStore.setState(initialGlobalState);
  useAccountStore.setState(initialAccountState);
  useLocalizationStore.setState(initialLocalizationState);
  useProgressStore.setState({ progress: false });
}

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * A page for the scheduling rules: its load state, a `load()` that fires the load event, and idle
 * callbacks that run only when the test calls `idle()` (with the time-out each one asked for).
 */
export function fakeLoadTarget(readyState: DocumentReadyState = 'loading') {
  const loadListeners = new Set<() => void>();
  const idleCallbacks = new Map<number, { task: () => void; timeout: number | undefined }>();
  let nextHandle = 1;
  const target = {
    document: { readyState },
    addEventListener: (_type: 'load', listener: () => void) => void loadListeners.add(listener),
    removeEventListener: (_type: 'load', listener: () => void) => void loadListeners.delete(listener),
    requestIdleCallback: (task: () => void, options?: { timeout: number }) => {
      idleCallbacks.set(nextHandle, { task, timeout: options?.timeout });
      return nextHandle++;
    },
    cancelIdleCallback: (handle: number) => void idleCallbacks.delete(handle),
  };
  return {
    target: target as typeof target & typeof globalThis,
    load() {
      target.document.readyState = 'complete';
      for (const listener of [...loadListeners]) listener();
    },
    /** The time-outs of the pending idle callbacks. */
    pendingIdle: () => [...idleCallbacks.values()].map((entry) => entry.timeout),
    /** Runs the pending idle callbacks; returns how many ran. */
    idle() {
      const pending = [...idleCallbacks.values()];
      idleCallbacks.clear();
      for (const entry of pending) entry.task();
      return pending.length;
    },
  };
}
