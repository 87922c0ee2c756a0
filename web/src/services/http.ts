import axios, { type AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkOrIdempotentRequestError, isRetryableError } from 'axios-retry';

/** Failed requests are retried up to 3 times. */
export const MAX_RETRIES = 3;
const TIMEOUT_MS = 15_000;

/** The page's top progress bar, driven by the requests: it shows failed on failed requests. */
export interface RequestProgress {
  start(): void;
  finish(): void;
  fail(): void;
}

export interface HttpOptions {
  /** Delay before retry n; exponential back-off by default (tests pass () => 0). */
  retryDelay?: (retryCount: number, error: AxiosError) => number;
  progress?: RequestProgress;
}

/**
 * The site's HTTP client for one service: bodies go as text/plain, JSON is accepted, and
 * failed requests are retried up to 3 times. By default only idempotent methods are retried; a POST
 * opts in per request (see `retryPost`).
 *
 * Content type and Accept are CORS-safelisted, so a plain request to a service on another origin is
 * "simple" and needs no preflight. Any other header makes it non-simple: the Authorization of
 * validation and account requests does (the service must answer the preflight), and that is why
 * the sign-up sends its Idempotency-Key only to a same-origin userbase (see `isSameOrigin`).
 */
export function createHttpClient(baseURL: string, options: HttpOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: TIMEOUT_MS,
    headers: { 'Content-Type': 'text/plain', Accept: 'application/json' },
  });
  axiosRetry(client, {
    retries: MAX_RETRIES,
    retryDelay: options.retryDelay ?? ((count, error) => exponentialDelay(count, error, 200)),
    retryCondition: isNetworkOrIdempotentRequestError,
  });
  const progress = options.progress;
  if (progress) {
    // Registered after axios-retry: a failure that a retry recovers reaches this as a success, so
    // only a request that finally failed paints the bar as failed.
    client.interceptors.request.use((config) => {
      progress.start();
      return config;
    });
    client.interceptors.response.use(
      (response) => {
        progress.finish();
        return response;
      },
      (error: unknown) => {
        progress.fail();
        return Promise.reject(error);
      },
    );
  }
  return client;
}

/**
 * Per-request retry settings for a POST that is safe to repeat: one that changes nothing (token
 * validation), or the sign-up, which can never create a second account: with its Idempotency-Key
 * a retry replays the first answer, and without it (cross-origin) a retry whose first try did
 * create the account answers 409. Network failures and 5xx are retried; a 4xx answer is final, 429
 * too: the site's rate limits ask for minutes (Retry-After), and the visitor is told so at once
 * rather than left waiting on a retry.
 */
export function retryPost() {
  return { 'axios-retry': { retries: MAX_RETRIES, retryCondition: retryableNot429 } } as const;
}

function retryableNot429(error: AxiosError): boolean {
  return isRetryableError(error) && error.response?.status !== 429;
}

/** Sets (or clears) the bearer authorization every later request of this client carries. */
export function setBearer(client: AxiosInstance, token: string | null): void {
  if (token) client.defaults.headers.common.Authorization = `Bearer ${token}`;
  else delete client.defaults.headers.common.Authorization;
}

/**
 * Whether requests to `baseURL` from a page at `pageOrigin` stay on the page's origin, where CORS does
 * not apply: a relative base (the embedded services) always does. A null `pageOrigin` means no
 * page at all (a server or a test process), where there is no CORS either.
 */
export function isSameOrigin(baseURL: string, pageOrigin: string | null): boolean {
  if (pageOrigin === null) return true;
  try {
    return new URL(baseURL, pageOrigin).origin === new URL(pageOrigin).origin;
  } catch {
    return false;
  }
}

/** The origin of the page this code runs in, or null outside a browser. */
export function currentPageOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

export function statusOf(error: unknown): number | null {
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** A fresh random key for one sign-up attempt: its retries share it, a new submit gets a new one. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
