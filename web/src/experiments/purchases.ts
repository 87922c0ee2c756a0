import * as z from 'zod/mini';
import { HttpError, parseJsonBody, readText } from '@/lib/http-body';
import { logError } from '@/lib/log';
import { clientAddress, isSameOrigin, problemOf } from './collector';
import { measuredVisitor } from './measured-visitor';
import { createRateLimiter } from './rate-limit';
import type { EventStore } from './store/types';
import { isExperimentKey, isVariantId } from './visitor';

/**
 * Purchases counted for an experiment (POST /api/experiments/purchases/). The thank-you page names
 * the order and the experiment the checkout carried; the server believes neither the amount nor the
 * purchase from the browser: it asks the userbase for the order itself and stores the userbase's
 * total and currency, once per order and experiment, for the variant the server logged serving this
 * visitor. A reload of the thank-you page, or a second tab, finds the order already counted.
 */

/** The largest body taken: three short ids. */
export const PURCHASE_BODY_LIMIT = 1024;

const purchaseBody = z.object({
  orderId: z.string('must be a string').check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not an order id')),
  experiment: z.string('must be a string').check(z.refine(isExperimentKey, 'is not an experiment id')),
  variant: z.string('must be a string').check(z.refine(isVariantId, 'is not a variant id')),
});

/** The userbase's word on an order, as the route hands it over (services/order-confirmation.ts). */
export type OrderCheck =
  | { status: 'confirmed'; order: { orderId: string; amountMinor: number; currency: string } }
  | { status: 'refused' }
  | { status: 'unreachable' };

export interface PurchaseRecorderDeps {
  store: () => Promise<EventStore>;
  /** The live (running or stopped) experiment with this id and its variants, or null. */
  experiment: (id: string) => Promise<{ variants: readonly { id: string }[] } | null>;
  confirmOrder: (orderId: string) => Promise<OrderCheck>;
  /** The most events and purchases the store may hold. */
  eventsMax: number;
  flushExposures?: () => Promise<void>;
  siteOrigins?: readonly string[];
  limits?: { perVisitor?: { capacity: number; windowMs: number } };
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
  // A visitor reports a handful of orders at most; the bound keeps anyone from making the server ask
  // the userbase for order after order.
  const perVisitor = createRateLimiter(deps.limits?.perVisitor ?? { capacity: 10, windowMs: 60_000 });
  const perClient = createRateLimiter({ capacity: 100, windowMs: 60_000 });

  async function handle(request: Request): Promise<Response> {
    if (!isSameOrigin(request, deps.siteOrigins ?? [])) {
      return refuse(403, 'purchases are taken only from the site’s own pages');
    }
    const byClient = perClient.take(clientAddress(request.headers), now());
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

    const measured = measuredVisitor(request, perVisitor, now(), 'purchases');
    if ('refusal' in measured) return refuse(measured.refusal.status, measured.refusal.error, measured.refusal.headers);
    const { visitorId } = measured;

    const store = await deps.store();
    if ((await store.size()) >= deps.eventsMax) return refuse(507, 'the event store is full');

    const experiment = await deps.experiment(body.experiment);
    if (!experiment) return refuse(422, 'experiment: is not a running or stopped experiment');
    if (!experiment.variants.some((variant) => variant.id === body.variant)) {
      return refuse(422, 'variant: is not a variant of this experiment');
    }
    let exposed = await store.exposureOf(body.experiment, visitorId);
    if (exposed === null && deps.flushExposures) {
      await deps.flushExposures();
      exposed = await store.exposureOf(body.experiment, visitorId);
    }
    if (exposed !== body.variant) return refuse(409, 'no exposure of this visitor to this variant was logged');

    const check = await deps.confirmOrder(body.orderId);
    if (check.status === 'unreachable') return refuse(502, 'the userbase could not confirm the order');
    if (check.status === 'refused') return refuse(422, 'orderId: the userbase knows no such order');

    const stored = await store.recordPurchase({
      experiment: body.experiment,
      orderId: check.order.orderId,
      variant: exposed,
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
