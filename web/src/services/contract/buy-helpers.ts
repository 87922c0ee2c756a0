import { postJson } from './harness';

export { CARDS, FUTURE_YEAR, buyBody } from './buy-body';

/** POSTs a buy with a fresh Idempotency-Key unless one is given. */
export function postBuy(base: string, body: unknown, key: string | null = crypto.randomUUID()): Promise<Response> {
  return postJson(`${base}buy/`, body, key === null ? {} : { 'Idempotency-Key': key });
}
