import type { AxiosInstance } from 'axios';
import { retryPost } from '@/services/http';

export interface PaypalStart {
  /** The package token, which is the subscription plan's id. */
  planId: string;
  email?: string;
  /** Absolute addresses: where the buyer comes back after approving, or after cancelling. */
  returnUrl: string;
  cancelUrl: string;
}

/**
 * Creates a subscription with the PayPal service and returns the address where the buyer approves
 * it (the answer's `approve` link). Throws when the service fails or gives no such link.
 */
export async function startPaypal(client: AxiosInstance, start: PaypalStart): Promise<string> {
  const body = {
    plan_id: start.planId,
    ...(start.email ? { subscriber: { email_address: start.email } } : {}),
    application_context: { return_url: start.returnUrl, cancel_url: start.cancelUrl },
  };
  const { data } = await client.post<unknown>('subscription/', JSON.stringify(body), retryPost());
  const links = typeof data === 'object' && data !== null ? (data as { links?: unknown }).links : undefined;
  const approve = Array.isArray(links)
    ? (links as { rel?: unknown; href?: unknown }[]).find((link) => link.rel === 'approve')?.href
    : undefined;
  if (typeof approve !== 'string' || !/^(https?:\/\/|\/)/.test(approve)) {
    throw new Error('The subscription service gave no approval link');
  }
  return approve;
}
