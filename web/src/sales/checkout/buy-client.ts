import axios, { type AxiosInstance } from 'axios';
import { createHttpClient, retryPost, type HttpOptions } from '@/services/http';

/** What the payment service takes for one card payment. */
export interface BuyBody {
  package: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  state?: string;
  card: { number: string; cvc: string; expMonth: string; expYear: string };
  language: string;
  variantId?: string;
  eftid?: string;
  captchaToken?: string;
}

/** How a payment ended, as the checkout tells the buyer. */
export type BuyOutcome =
  /** `orderToken`: the short-lived signed link the thank-you page reads the order with. */
  | { kind: 'paid'; orderId: string; orderToken: string | null }
  | { kind: 'licenseExist'; emailId: string }
  | { kind: 'paymentNotReceived' }
  | { kind: 'botCheckFailed' }
  | { kind: 'badRequest'; message: string }
  /** Over the payment service's rate limit (429): nothing was charged; wait, then pay again. */
  | { kind: 'tooManyRequests' }
  /** The processor or the service failed, or no answer came: the payment may need support. */
  | { kind: 'buyAPIError'; answered: boolean };

/** The payment may take this long (a slow card processor); the buyer is told to wait up to 2 minutes. */
export const BUY_TIMEOUT_MS = 120_000;

/** The client for the payment calls of one service (the userbase, or PayPal's). */
export function createBuyClient(baseURL: string, options?: HttpOptions): AxiosInstance {
  return createHttpClient(baseURL, options);
}

function stringField(data: unknown, name: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/**
 * Sends one payment attempt: `body` exactly as given (already serialised, so that every retry and
 * a resumed attempt send the same bytes) under the attempt's `key`. Network failures and 5xx are
 * retried with the same key, which can never charge twice; a 429 is the buyer's to retry later.
 * Never throws.
 */
export async function buy(client: AxiosInstance, body: string, key: string): Promise<BuyOutcome> {
  try {
    const response = await client.post<unknown>('buy/', body, {
      headers: { 'Idempotency-Key': key },
      timeout: BUY_TIMEOUT_MS,
      ...retryPost(),
    });
    const orderId = stringField(response.data, 'orderId');
    return orderId
      ? { kind: 'paid', orderId, orderToken: stringField(response.data, 'orderToken') }
      : { kind: 'buyAPIError', answered: true };
  } catch (error) {
    if (!axios.isAxiosError(error) || !error.response) return { kind: 'buyAPIError', answered: false };
    const { status, data } = error.response;
    const code = stringField(data, 'error');
    if (status === 409 && code === 'licenseExist') {
      return { kind: 'licenseExist', emailId: stringField(data, 'emailId') ?? '' };
    }
    if (status === 402) return { kind: 'paymentNotReceived' };
    if (status === 429) return { kind: 'tooManyRequests' };
    if (status === 403 && code === 'botCheckFailed') return { kind: 'botCheckFailed' };
    if (status === 400 || status === 413) return { kind: 'badRequest', message: stringField(data, 'message') ?? '' };
    return { kind: 'buyAPIError', answered: true };
  }
}

/** The request body for a card payment, serialised; the bot-check token, when there is one, last. */
export function buyBodyText(body: BuyBody): string {
  return JSON.stringify(body);
}
