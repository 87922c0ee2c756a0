import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError, json, type RouteHandler } from '../http';
import type { OrderItem, OrderRow } from './store';

/**
 * Who may read an order (GET order/{orderId}): its buyer, with the account's token
 * (Authorization: Bearer), or whoever holds the purchase's signed link, a short-lived
 * `orderToken` the buy answer (and the affiliate retailer's order) hands the browser for the
 * thank-you page. The link is `<expiry in seconds>.<HMAC-SHA-256 of the order id and expiry>`,
 * keyed with the service's secret: it opens that one order until it expires, and nothing else.
 * Nobody else reads an order, and only the buyer's own token shows the buyer's e-mail address.
 */

/** The name of the signed link, in the buy answer, the thank-you address and the order read's query. */
export const ORDER_LINK_PARAMETER = 'orderToken';
/** How long a signed link opens its order: long enough for the thank-you page and a reload or two. */
export const ORDER_LINK_TTL_MS = 60 * 60 * 1000;

const LINK_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function createOrderLinks(key: Uint8Array, now: () => number = Date.now) {
  const mac = (orderId: string, expires: string) =>
    createHmac('sha256', key).update(`order\n${orderId}\n${expires}`).digest('base64url');
  return {
    /** A link to the order that opens it for ORDER_LINK_TTL_MS from now. */
    sign(orderId: string): string {
      const expires = String(Math.ceil((now() + ORDER_LINK_TTL_MS) / 1000));
      return `${expires}.${mac(orderId, expires)}`;
    },
    check(orderId: string, link: string): LinkCheck {
      const match = LINK_PATTERN.exec(link);
      if (!match) return 'invalid';
      const [, expires, given] = match as unknown as [string, string, string];
      const expected = Buffer.from(mac(orderId, expires));
      if (!timingSafeEqual(expected, Buffer.from(given))) return 'invalid';
      return Number(expires) * 1000 <= now() ? 'expired' : 'valid';
    },
  };
}

export type OrderLinks = ReturnType<typeof createOrderLinks>;

/**
 * The order as GET order/{orderId} answers it: `{orderNumber, items, currencyCode}`, plus
 * `userEmail` for the buyer's own token only. Servers reading an order (purchase tracking) rely
 * on this shape.
 */
export function orderDetail(order: OrderRow, withEmail: boolean) {
  return {
    orderNumber: order.order_number,
    items: JSON.parse(order.items) as OrderItem[],
    currencyCode: order.currency_code,
    ...(withEmail ? { userEmail: order.user_email } : {}),
  };
}

export interface OrderReaderDependencies {
  links: OrderLinks;
  order(orderId: string): OrderRow | undefined;
  /** The account id of the request's bearer token; undefined without one; a 401 for a bad one. */
  buyer(request: Request): Promise<string | undefined>;
}

/** The GET order/{orderId} route: the credentials are checked before the order is looked up. */
export function orderReader(deps: OrderReaderDependencies): RouteHandler {
  return async (request, params) => {
    const orderId = params.orderId!;
    const userId = await deps.buyer(request);
    if (userId !== undefined) {
      const order = deps.order(orderId);
      // Another buyer's order is answered as missing: a token does not probe for order numbers.
      if (!order || order.user_id !== userId) throw new HttpError(404, 'no such order');
      return json(orderDetail(order, true));
    }
    const link = new URL(request.url).searchParams.get(ORDER_LINK_PARAMETER);
    if (link === null || link === '') {
      throw new HttpError(
        401,
        `an order is read with its buyer's token (Authorization: Bearer) or the purchase's signed link (${ORDER_LINK_PARAMETER})`,
        { 'www-authenticate': 'Bearer' },
      );
    }
    const check = deps.links.check(orderId, link);
    if (check === 'expired') {
      throw new HttpError(403, `${ORDER_LINK_PARAMETER}: the link has expired; the receipt was sent by e-mail`);
    }
    if (check === 'invalid') throw new HttpError(403, `${ORDER_LINK_PARAMETER}: is not a link to this order`);
    const order = deps.order(orderId);
    if (!order) throw new HttpError(404, 'no such order');
    return json(orderDetail(order, false));
  };
}
