/*
 * After a purchase: which transaction the thank-you page's address names, whether it counts as
 * tracked, and the one GA4 purchase event an order gives. Nothing here throws: a purchase that
 * cannot be confirmed is simply not tracked, and the page is shown as usual.
 */
import type { PurchaseEcommerce } from '@/engine/analytics';

/** The order's details are read this long after the page has loaded (the order may still be settling). */
export const ORDER_DETAIL_DELAY_MS = 3000;

/** The local storage key of the orders already pushed to analytics on this browser. */
export const TRACKED_ORDERS_KEY = 'b_tracked_orders';
/** How many order ids each list keeps: the oldest are dropped beyond this. */
export const ONCE_LIST_LIMIT = 50;

/** An id from the address: letters, digits, dash and underscore, at most 64 characters. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A variant's analytics id: visible characters, at most 100. */
const VARIANT_PATTERN = /^[\x21-\x7e]{1,100}$/;
/**
 * The purchase's signed link to its order (the buy answer's `orderToken`, carried on the thank-you
 * address): the order service only shows an order to its buyer's token or to this link.
 */
export const ORDER_TOKEN_PARAMETER = 'orderToken';
const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9._-]{1,200}$/;

export type PurchaseRequest =
  | { kind: 'subscription'; subscriptionId: string; variantId: string | null }
  | { kind: 'order'; orderId: string; orderToken: string | null; variantId: string | null }
  | { kind: 'none' };

/**
 * What the thank-you address asks for: a PayPal subscription (subscriptionId) before a card order
 * (orderId); an id that is not a plain id is ignored rather than sent anywhere.
 */
export function purchaseRequest(query: URLSearchParams): PurchaseRequest {
  const variant = query.get('variant')?.trim() ?? '';
  const variantId = VARIANT_PATTERN.test(variant) ? variant : null;
  const subscriptionId = query.get('subscriptionId')?.trim() ?? '';
  if (ID_PATTERN.test(subscriptionId)) return { kind: 'subscription', subscriptionId, variantId };
  const orderId = query.get('orderId')?.trim() ?? '';
  const token = query.get(ORDER_TOKEN_PARAMETER)?.trim() ?? '';
  const orderToken = ORDER_TOKEN_PATTERN.test(token) ? token : null;
  if (ID_PATTERN.test(orderId)) return { kind: 'order', orderId, orderToken, variantId };
  return { kind: 'none' };
}

export interface OrderItem {
  sku: string;
  productName: string;
  unitPrice: number;
  quantity: number;
}

/**
 * An order as the userbase answers GET order/{orderId} to the purchase's signed link. (The
 * buyer's own token also gets `userEmail`, which nothing here needs.)
 */
export interface OrderDetail {
  orderNumber: string;
  items: OrderItem[];
  currencyCode: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function orderItem(value: unknown): OrderItem | null {
  if (!isRecord(value)) return null;
  const { sku, productName, unitPrice, quantity } = value;
  if (!isText(sku, 64) || !isText(productName) || !isAmount(unitPrice)) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { sku, productName, unitPrice, quantity };
}

/** The order of an answer, or null when the answer is not one (a missing field, a wrong type, no items). */
export function parseOrderDetail(value: unknown): OrderDetail | null {
  if (!isRecord(value) || !Array.isArray(value.items) || value.items.length === 0) return null;
  const { orderNumber, currencyCode } = value;
  if (!isText(orderNumber, 64) || typeof currencyCode !== 'string' || !/^[A-Z]{3}$/.test(currencyCode)) return null;
  const items = value.items.map(orderItem);
  if (items.some((item) => item === null)) return null;
  return { orderNumber, items: items as OrderItem[], currencyCode };
}

/** Rounds to cents, half away from zero, without the float error of 1.005 * 100. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The order's total: every line's price times its quantity, in cents. */
export function orderTotal(order: OrderDetail): number {
  return roundCents(order.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0));
}

/** The GA4 e-commerce part of the purchase event of an order. */
export function purchaseEcommerce(order: OrderDetail): PurchaseEcommerce {
  return {
    transaction_id: order.orderNumber,
    value: orderTotal(order),
    currency: order.currencyCode,
    items: order.items.map((item) => ({
      item_id: item.sku,
      item_name: item.productName,
      price: item.unitPrice,
      quantity: item.quantity,
    })),
  };
}

/** The part of local storage the once-lists use. */
export type OnceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readList(storage: OnceStorage, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the id is on the list under `key`. Unreadable storage: false. */
export function onList(storage: OnceStorage | null, key: string, id: string): boolean {
  if (!storage) return false;
  try {
    return readList(storage, key).includes(id);
  } catch {
    return false;
  }
}

/**
 * Puts the id on the list under `key` (keeping the newest ONCE_LIST_LIMIT ids). Returns whether it
 * was stored: false when it already was there, or when storage is blocked or full; the caller then
 * does not act, since it could not remember having acted.
 */
export function addToList(storage: OnceStorage | null, key: string, id: string): boolean {
  if (!storage) return false;
  try {
    const list = readList(storage, key);
    if (list.includes(id)) return false;
    storage.setItem(key, JSON.stringify([...list, id].slice(-ONCE_LIST_LIMIT)));
    return readList(storage, key).includes(id);
  } catch {
    return false;
  }
}

/** Local storage, or null where the browser blocks it (reading the property alone may throw). */
export function browserStorage(): OnceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The JSON of a 2xx answer, or null for any other answer, a network failure or a body that is not JSON. */
async function getJson(fetcher: Fetch, url: string, init?: RequestInit): Promise<unknown> {
  try {
    const response = await fetcher(url, { headers: { Accept: 'application/json' }, ...init });
    if (!response.ok) return null;
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** A PayPal subscription counts as a tracked purchase only once it is ACTIVE; anything else, or no answer: false. */
export async function subscriptionTracked(
  fetcher: Fetch,
  paypalBase: string,
  subscriptionId: string,
): Promise<boolean> {
  const answer = await getJson(fetcher, `${paypalBase}subscription/${encodeURIComponent(subscriptionId)}/show/`);
  return isRecord(answer) && answer.status === 'ACTIVE';
}

/** The address of an order's read, with the purchase's signed link when there is one. */
export function orderUrl(userbaseBase: string, orderId: string, orderToken: string | null): string {
  const query = orderToken ? `?${new URLSearchParams({ [ORDER_TOKEN_PARAMETER]: orderToken }).toString()}` : '';
  return `${userbaseBase}order/${encodeURIComponent(orderId)}/${query}`;
}

/** The order's details from the userbase, or null when it cannot be read (no link, an expired one). */
export async function readOrder(
  fetcher: Fetch,
  userbaseBase: string,
  orderId: string,
  orderToken: string | null,
): Promise<OrderDetail | null> {
  return parseOrderDetail(await getJson(fetcher, orderUrl(userbaseBase, orderId, orderToken)));
}

export interface OrderTracking {
  /** The order read, for the page to show; null when it could not be read. */
  order: OrderDetail | null;
  /** Whether this order's purchase event has been pushed on this browser (now or on an earlier visit). */
  tracked: boolean;
}

/**
 * Pushes the order's one purchase event: only when the order was read and its id could be put on
 * the browser's list of tracked orders (so a reload, or a second tab, pushes nothing more).
 */
export function trackOrder(
  order: OrderDetail | null,
  variantId: string | null,
  storage: OnceStorage | null,
  push: (variantId: string | null, ecommerce: PurchaseEcommerce) => void,
): OrderTracking {
  if (!order) return { order: null, tracked: false };
  if (onList(storage, TRACKED_ORDERS_KEY, order.orderNumber)) return { order, tracked: true };
  if (!addToList(storage, TRACKED_ORDERS_KEY, order.orderNumber)) return { order, tracked: false };
  push(variantId, purchaseEcommerce(order));
  return { order, tracked: true };
}

/** Reads the order and pushes its purchase event once (see trackOrder); never throws. */
export async function readAndTrackOrder(
  fetcher: Fetch,
  userbaseBase: string,
  orderRef: { orderId: string; orderToken: string | null },
  variantId: string | null,
  storage: OnceStorage | null,
  push: (variantId: string | null, ecommerce: PurchaseEcommerce) => void,
): Promise<OrderTracking> {
  const order = await readOrder(fetcher, userbaseBase, orderRef.orderId, orderRef.orderToken);
  try {
    return trackOrder(order, variantId, storage, push);
  } catch {
    return { order, tracked: false };
  }
}
