import 'server-only';
import { serviceFetch } from './service-fetch';

/** An order as the userbase confirms it: its id, its total in hundredths, its currency. */
export interface ConfirmedOrder {
  orderId: string;
  /** The sum of unit price × quantity over its lines, in hundredths of the currency (4995 = 49.95). */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** The userbase's word on an order. */
export type OrderConfirmation =
  { status: 'confirmed'; order: ConfirmedOrder } | { status: 'refused' } | { status: 'unreachable' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The total of an answer's lines in hundredths, or null when a line is not a price and a whole quantity. */
function totalMinor(items: unknown): number | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  let total = 0;
  for (const item of items) {
    if (!isRecord(item)) return null;
    const { unitPrice, quantity } = item;
    if (typeof unitPrice !== 'number' || !Number.isFinite(unitPrice) || unitPrice < 0) return null;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
    total += Math.round(unitPrice * 100) * quantity;
  }
  return Number.isSafeInteger(total) ? total : null;
}

/**
 * Asks the userbase, from the server, for an order (GET order/{id}/?orderToken=…) with the order's
 * signed short-lived link, the proof that whoever reports it holds the buyer's thank-you address: an
 * order id alone proves nothing. The amount and currency that count are the userbase's, never the
 * browser's. A 4xx (no such order, a link that is wrong or expired) is a refusal. No answer, a server
 * error or an answer that is not an order means it could not be asked. Never throws.
 */
export async function confirmOrder(
  orderId: string,
  orderToken: string,
  fetchService: typeof serviceFetch = serviceFetch,
): Promise<OrderConfirmation> {
  if (!orderToken) return { status: 'refused' };
  // The userbase's name for the link (its wire contract, services/openapi.yaml).
  const query = new URLSearchParams({ orderToken }).toString();
  let response: Response;
  try {
    response = await fetchService('userbase', `order/${encodeURIComponent(orderId)}/?${query}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return { status: 'unreachable' };
  }
  if (response.status >= 400 && response.status < 500) return { status: 'refused' };
  if (response.status !== 200) return { status: 'unreachable' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { status: 'unreachable' };
  }
  if (!isRecord(body)) return { status: 'unreachable' };
  const amountMinor = totalMinor(body.items);
  const { orderNumber, currencyCode } = body;
  // The order must be the one asked for: an answer about another order confirms nothing.
  if (amountMinor === null || orderNumber !== orderId) return { status: 'unreachable' };
  if (typeof currencyCode !== 'string' || !/^[A-Z]{3}$/.test(currencyCode)) return { status: 'unreachable' };
  return { status: 'confirmed', order: { orderId, amountMinor, currency: currencyCode } };
}
