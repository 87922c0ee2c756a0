import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import type { AccountPayload } from '@/engine/payload';
import type { Account } from '@/engine/stores/account';
import { newIdempotencyKey, retryPost, setBearer, statusOf } from './http';

const tokensSchema = z.object({ jwt: z.string().min(1), ssojwt: z.string().min(1) });
const validationSchema = z.object({ u: z.object({ sub: z.union([z.string(), z.number()]).transform(String) }) });
const accountSchema = z.object({
  account: z.object({ userEmail: z.string(), userId: z.union([z.string(), z.number()]).transform(String) }),
});

export type SignupTokens = z.infer<typeof tokensSchema>;

/** 409 on account creation: the address already has an account (signup §4, §8). */
export class AccountExistsError extends Error {
  constructor() {
    super('Account already exists');
    this.name = 'AccountExistsError';
  }
}

export class UnexpectedAnswerError extends Error {
  constructor(call: string, detail: string) {
    super(`Unexpected answer from ${call}: ${detail}`);
    this.name = 'UnexpectedAnswerError';
  }
}

function parse<T>(schema: z.ZodType<T>, data: unknown, call: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new UnexpectedAnswerError(call, result.error.issues[0]?.message ?? 'invalid');
  return result.data;
}

/**
 * POST user/ (signup §7). The attempt carries one Idempotency-Key shared by its retries, so a retry
 * whose first try did reach the server replays that answer instead of creating anything.
 */
export async function createAccount(
  client: AxiosInstance,
  payload: AccountPayload,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<SignupTokens> {
  try {
    const response = await client.post('user/', payload, {
      ...retryPost(),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return parse(tokensSchema, response.data, 'POST user/');
  } catch (error) {
    if (statusOf(error) === 409) throw new AccountExistsError();
    throw error;
  }
}

/** POST auth/ssoValidate/ with the bearer set: the user id of a single-sign-on token. */
export async function validateSso(client: AxiosInstance, ssojwt: string): Promise<string> {
  setBearer(client, ssojwt);
  const response = await client.post('auth/ssoValidate/', { ssojwt }, retryPost());
  return parse(validationSchema, response.data, 'POST auth/ssoValidate/').u.sub;
}

/** GET account/get/{userId}. */
export async function getAccount(client: AxiosInstance, userId: string): Promise<Account> {
  const response = await client.get(`account/get/${encodeURIComponent(userId)}`);
  return parse(accountSchema, response.data, 'GET account/get/').account;
}
