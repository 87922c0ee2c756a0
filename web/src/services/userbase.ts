import type { AxiosInstance } from 'axios';
import type { AccountPayload } from '@/engine/payload';
import type { Account } from '@/engine/stores/account';
import { currentPageOrigin, isSameOrigin, newIdempotencyKey, retryPost, setBearer, statusOf } from './http';

export interface SignupTokens {
  jwt: string;
  ssojwt: string;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const id = (value: unknown): string | null =>
  filled(value) ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/*
 * The three answers are checked by hand rather than with a schema library: this module runs on
 * every landing page, whose start-up code stays small.
 */
function tokensOf(data: unknown): SignupTokens | null {
  return isObject(data) && filled(data.jwt) && filled(data.ssojwt) ? { jwt: data.jwt, ssojwt: data.ssojwt } : null;
}

function subjectOf(data: unknown): string | null {
  return isObject(data) && isObject(data.u) ? id(data.u.sub) : null;
}

function accountOf(data: unknown): Account | null {
  if (!isObject(data) || !isObject(data.account)) return null;
  const { userEmail, userId } = data.account;
  const userIdText = id(userId);
  return typeof userEmail === 'string' && userIdText ? { userEmail, userId: userIdText } : null;
}

/** 409 on account creation: the address already has an account; the form shows its 'exists' label. */
export class AccountExistsError extends Error {
  constructor() {
    super('Account already exists');
    this.name = 'AccountExistsError';
  }
}

/** 429 on account creation: too many sign-ups from this connection or for this address for now. */
export class TooManySignupsError extends Error {
  constructor() {
    super('Too many sign-ups for now');
    this.name = 'TooManySignupsError';
  }
}

export class UnexpectedAnswerError extends Error {
  constructor(call: string, detail: string) {
    super(`Unexpected answer from ${call}: ${detail}`);
    this.name = 'UnexpectedAnswerError';
  }
}

function parse<T>(read: (data: unknown) => T | null, data: unknown, call: string): T {
  const value = read(data);
  if (value === null) throw new UnexpectedAnswerError(call, 'a field is missing or has the wrong type');
  return value;
}

export interface CreateAccountOptions {
  /** One key per attempt, shared by its retries; a fresh one by default. */
  idempotencyKey?: string;
  /** The page's origin (the current page's by default; null outside a browser). */
  pageOrigin?: string | null;
}

/**
 * POST user/. To a same-origin userbase the attempt carries one Idempotency-Key shared by
 * its retries, so a retry whose first try did reach the server replays that answer instead of
 * creating anything. To a userbase on another origin it carries none: a custom header would make the
 * request need a CORS preflight that the userbase need not answer. A retry there still creates no
 * second account; at worst it answers 409 (AccountExistsError).
 */
export async function createAccount(
  client: AxiosInstance,
  payload: AccountPayload,
  options: CreateAccountOptions = {},
): Promise<SignupTokens> {
  const pageOrigin = options.pageOrigin === undefined ? currentPageOrigin() : options.pageOrigin;
  const withKey = isSameOrigin(client.defaults.baseURL ?? '', pageOrigin);
  try {
    const response = await client.post('user/', payload, {
      ...retryPost(),
      ...(withKey ? { headers: { 'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey() } } : {}),
    });
    return parse(tokensOf, response.data, 'POST user/');
  } catch (error) {
    if (statusOf(error) === 409) throw new AccountExistsError();
    if (statusOf(error) === 429) throw new TooManySignupsError();
    throw error;
  }
}

/**
 * POST auth/ssoValidate/ with the bearer set: the user id of a single-sign-on token. A token that
 * does not validate is taken off the client again, so no later request carries it.
 */
export async function validateSso(client: AxiosInstance, ssojwt: string): Promise<string> {
  setBearer(client, ssojwt);
  try {
    const response = await client.post('auth/ssoValidate/', { ssojwt }, retryPost());
    return parse(subjectOf, response.data, 'POST auth/ssoValidate/');
  } catch (error) {
    setBearer(client, null);
    throw error;
  }
}

/** GET account/get/{userId}. */
export async function getAccount(client: AxiosInstance, userId: string): Promise<Account> {
  const response = await client.get(`account/get/${encodeURIComponent(userId)}`);
  return parse(accountOf, response.data, 'GET account/get/');
}
