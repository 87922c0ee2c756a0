import { expect } from 'vitest';
import { postJson } from './harness';

export { CARDS, FUTURE_YEAR, buyBody } from './buy-body';

/** POSTs a buy with a fresh Idempotency-Key unless one is given. */
export function postBuy(base: string, body: unknown, key: string | null = crypto.randomUUID()): Promise<Response> {
  return postJson(`${base}buy/`, body, key === null ? {} : { 'Idempotency-Key': key });
}

/**
 * A buy answer without its signed order link: each answer, a replay too, carries a freshly signed
 * link (its expiry counts from the answer), so repeats are compared on the rest, the stored part.
 */
export function storedPart(text: string): unknown {
  const { orderToken, ...rest } = JSON.parse(text) as Record<string, unknown>;
  expect(orderToken).toMatch(/^\d+\.[\w-]{43}$/);
  return rest;
}

/** GET order/{orderId} with the purchase's signed link (the thank-you page's read). */
export function readOrder(base: string, orderId: string, orderToken: string): Promise<Response> {
  return fetch(`${base}order/${encodeURIComponent(orderId)}/?${new URLSearchParams({ orderToken }).toString()}`);
}
