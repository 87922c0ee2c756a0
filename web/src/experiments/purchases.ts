import * as z from 'zod/mini';
import { answer, createConversionRoute, refuse, type ConversionRouteDeps } from './conversion-route';
import { isExperimentKey, isVariantId } from './visitor';

/**
 * Purchases counted for an experiment (POST /api/experiments/purchases/). The thank-you page names
 * the order, its signed link (`orderToken`) and the experiment the checkout carried; the server
 * believes neither the amount nor the purchase from the browser: it reads the order from the
 * userbase with that link (an order id alone opens nothing, so nobody claims an order they only know
 * the id of) and stores the userbase's total and currency, once per order and experiment, for the
 * variant the server logged serving this visitor (a signed visitor id, as for every event). A reload
 * of the thank-you page, or a second tab, finds the order already counted.
 *
 * Every step before the order's check is the same as for an event (conversion-route.ts), and with
 * it the first of the conversions' two steps (conversions.ts: the bound, then the server's
 * exposure). The second is not recordConversion: a purchase carries an amount and a currency, which
 * an event row has no place for, so it is stored in its own table (store.recordPurchase, with the
 * order id as what makes it once per experiment) and counted with the conversions' bound.
 */

/** The largest body taken: three short ids and the order's signed link. */
export const PURCHASE_BODY_LIMIT = 1024;

const purchaseBody = z.object({
  orderId: z.string('must be a string').check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not an order id')),
  experiment: z.string('must be a string').check(z.refine(isExperimentKey, 'is not an experiment id')),
  variant: z.string('must be a string').check(z.refine(isVariantId, 'is not a variant id')),
  orderToken: z.string('must be a string').check(z.regex(/^[A-Za-z0-9._-]{1,200}$/, 'is not an order link')),
});

/** The userbase's word on an order, as the route hands it over (services/order-confirmation.ts). */
export type OrderCheck =
  | { status: 'confirmed'; order: { orderId: string; amountMinor: number; currency: string } }
  | { status: 'refused' }
  | { status: 'unreachable' };

export interface PurchaseRecorderDeps extends ConversionRouteDeps {
  /** Reads the order from the userbase with its signed link. */
  confirmOrder: (orderId: string, orderToken: string) => Promise<OrderCheck>;
}

export function createPurchaseRecorder(deps: PurchaseRecorderDeps): (request: Request) => Promise<Response> {
  return createConversionRoute(deps, {
    what: 'purchases',
    body: purchaseBody,
    bodyLimit: PURCHASE_BODY_LIMIT,
    failure: { log: 'The experiment purchase could not be recorded', error: 'the purchase could not be recorded' },
    count: async ({ body, visitorId, variant, store, at }) => {
      const check = await deps.confirmOrder(body.orderId, body.orderToken);
      if (check.status === 'unreachable') return refuse(502, 'the userbase could not confirm the order');
      if (check.status === 'refused') {
        return refuse(403, 'the userbase did not show this order with this link (unknown, wrong or expired)');
      }
      const stored = await store.recordPurchase({
        experiment: body.experiment,
        orderId: check.order.orderId,
        variant,
        visitorId,
        amountMinor: check.order.amountMinor,
        currency: check.order.currency,
        at: at(),
      });
      return answer(202, { stored });
    },
  });
}
