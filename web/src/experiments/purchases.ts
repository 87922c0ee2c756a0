import * as z from 'zod/mini';
import { HttpError, parseJsonBody, readText } from '@/lib/http-body';
import { logError } from '@/lib/log';
import { createRateLimit, type RateLimit } from '@/lib/rate-limit';
import { requestClientAddress } from '@/client-address';
import { isSameOrigin, problemOf } from './collector';
import { exposureForConversion } from './conversions';
import type { CookieSigner } from './cookie-signing';
import { measuredVisitor, variantProblem, type LiveExperiments } from './measured-visitor';
import type { EventStore } from './store/types';
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
 * The first of the conversions' two steps (conversions.ts: the bound, then the server's exposure) is
 * the same as for an account. The second is not recordConversion: a purchase carries an amount and a
 * currency, which an event row has no place for, so it is stored in its own table (store.recordPurchase,
 * with the order id as what makes it once per experiment) and counted with the conversions' bound.
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

export interface PurchaseRecorderDeps {
  store: () => Promise<EventStore>;
  /** The live (running or stopped) experiment with this id and its variants, or null. */
  experiment: LiveExperiments;
  /** Reads the order from the userbase with its signed link. */
  confirmOrder: (orderId: string, orderToken: string) => Promise<OrderCheck>;
  /** The most conversions (purchases among them) the store may hold (exposures have their own bound). */
  eventsMax: number;
  /** Verifies the server's signature on the visitor id cookie. */
  signer: CookieSigner;
  flushExposures?: () => Promise<void>;
  siteOrigins?: readonly string[];
  /** The site's limits (web/src/rate-limits.ts); absent: the defaults, in this process's memory. */
  limits?: { perVisitor?: RateLimit; perClient?: RateLimit };
  now?: () => number;
  log?: (what: string, error: unknown) => void;
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  answer(status, { error }, headers);

export function createPurchaseRecorder(deps: PurchaseRecorderDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? logError;
  const perVisitor = deps.limits?.perVisitor ?? createRateLimit('purchases-visitor');
  const perClient = deps.limits?.perClient ?? createRateLimit('purchases-client');

  async function handle(request: Request): Promise<Response> {
    if (!isSameOrigin(request, deps.siteOrigins ?? [])) {
      return refuse(403, 'purchases are taken only from the site’s own pages');
    }
    const byClient = await perClient.consume(requestClientAddress(request.headers));
    if (!byClient.allowed)
      return refuse(429, 'too many purchases', { 'retry-after': String(byClient.retryAfterSeconds) });

    let raw: unknown;
    try {
      raw = parseJsonBody(await readText(request, PURCHASE_BODY_LIMIT));
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.message, error.headers);
      throw error;
    }
    const parsed = purchaseBody.safeParse(raw);
    if (!parsed.success) return refuse(422, problemOf(parsed.error, raw));
    const body = parsed.data;

    const measured = await measuredVisitor(request, deps.signer, perVisitor, 'purchases');
    if ('refusal' in measured) return refuse(measured.refusal.status, measured.refusal.error, measured.refusal.headers);
    const { visitorId } = measured;

    const problem = await variantProblem(deps.experiment, body.experiment, body.variant);
    if (problem) return refuse(422, problem);
    const store = await deps.store();
    const exposed = await exposureForConversion(store, body.experiment, visitorId, {
      eventsMax: deps.eventsMax,
      flushExposures: deps.flushExposures,
    });
    if (exposed.status === 'full') return refuse(507, 'the event store is full');
    if (exposed.status !== 'exposed' || exposed.variant !== body.variant) {
      return refuse(409, 'no exposure of this visitor to this variant was logged');
    }

    const check = await deps.confirmOrder(body.orderId, body.orderToken);
    if (check.status === 'unreachable') return refuse(502, 'the userbase could not confirm the order');
    if (check.status === 'refused') {
      return refuse(403, 'the userbase did not show this order with this link (unknown, wrong or expired)');
    }

    const stored = await store.recordPurchase({
      experiment: body.experiment,
      orderId: check.order.orderId,
      variant: exposed.variant,
      visitorId,
      amountMinor: check.order.amountMinor,
      currency: check.order.currency,
      at: new Date(now()),
    });
    return answer(202, { stored });
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      log('The experiment purchase could not be recorded', error);
      return refuse(500, 'the purchase could not be recorded');
    }
  };
}
