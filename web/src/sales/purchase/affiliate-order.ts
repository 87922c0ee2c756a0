/*
 * The affiliate retailer's landing (/start/cb/): the retailer sends the buyer here with its
 * receipt in the address; the site posts that query to the userbase, which records the order and
 * the buyer's account, and shows what it answers.
 */
import type { Fetch } from './tracking';

/** The landing query fields the userbase reads; anything else in the address stays in the browser. */
export const CLICKBANK_FIELDS = ['cbreceipt', 'item', 'cemail', 'cname', 'lang'] as const;

export type ClickbankQuery = Partial<Record<(typeof CLICKBANK_FIELDS)[number], string>>;

/** The retailer's fields of the address; null when it carries no receipt. `language` stands in for a missing lang. */
export function clickbankQuery(query: URLSearchParams, language: string): ClickbankQuery | null {
  const receipt = query.get('cbreceipt')?.trim();
  if (!receipt) return null;
  const fields: ClickbankQuery = {};
  for (const name of CLICKBANK_FIELDS) {
    const value = query.get(name)?.trim();
    if (value) fields[name] = value;
  }
  fields.lang ??= language;
  return fields;
}

export interface AffiliateOrder {
  orderId: string;
  amount: number;
  sku: string;
  product: string;
  firstName: string;
  userId: string;
  /** The signed link that reads the order back (GET order/{orderId}?orderToken=…), or null. */
  orderToken: string | null;
}

/** The userbase's answer as the page shows it, or null when it is not one. */
export function parseAffiliateOrder(value: unknown): AffiliateOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { orderDetails, userId, orderToken } = value as {
    orderDetails?: unknown;
    userId?: unknown;
    orderToken?: unknown;
  };
  if (typeof orderDetails !== 'object' || orderDetails === null || typeof userId !== 'string' || !userId) return null;
  const { orderId, amount, sku, product, fname } = orderDetails as Record<string, unknown>;
  if (typeof orderId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(orderId)) return null;
  if (
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    typeof sku !== 'string' ||
    typeof product !== 'string'
  ) {
    return null;
  }
  return {
    orderId,
    amount,
    sku,
    product,
    firstName: typeof fname === 'string' ? fname : '',
    userId,
    orderToken: typeof orderToken === 'string' && orderToken ? orderToken : null,
  };
}

export type AffiliateOrderResult = { ok: true; order: AffiliateOrder } | { ok: false; reason: 'invalid' | 'failed' };

/**
 * Posts the landing query to {userbase}affiliate/clickbank. A 400 (a receipt or address the
 * userbase refuses) is 'invalid'; any other failure, a network error or an answer that is not an
 * order is 'failed'. Never throws.
 */
export async function postClickbank(
  fetcher: Fetch,
  userbaseBase: string,
  query: ClickbankQuery,
): Promise<AffiliateOrderResult> {
  try {
    const response = await fetcher(`${userbaseBase}affiliate/clickbank/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'application/json' },
      body: JSON.stringify(query),
    });
    if (response.status === 400) return { ok: false, reason: 'invalid' };
    if (!response.ok) return { ok: false, reason: 'failed' };
    const order = parseAffiliateOrder(await response.json());
    return order ? { ok: true, order } : { ok: false, reason: 'failed' };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
