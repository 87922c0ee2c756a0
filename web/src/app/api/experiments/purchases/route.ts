import { env, siteUrl } from '@/env';
import { requestTimeCookieSigner } from '@/experiments/cookie-secret';
import { flushExposures } from '@/experiments/exposures';
import { createPurchaseRecorder } from '@/experiments/purchases';
import { liveExperimentById } from '@/experiments/registry';
import { eventStore } from '@/experiments/store';
import { siteRateLimit } from '@/rate-limits';
import { confirmOrder } from '@/services/order-confirmation';

export const dynamic = 'force-dynamic';

let recorder: ReturnType<typeof createPurchaseRecorder> | undefined;

/** The thank-you page's order, for the visitor's experiment (see experiments/purchases.ts). */
export function POST(request: Request): Promise<Response> {
  recorder ??= createPurchaseRecorder({
    store: eventStore,
    experiment: async (id) => {
      const experiment = await liveExperimentById(id);
      return experiment && { variants: experiment.variants };
    },
    confirmOrder: (orderId, orderToken) => confirmOrder(orderId, orderToken),
    eventsMax: env().EXPERIMENT_EVENTS_MAX,
    signer: requestTimeCookieSigner,
    flushExposures,
    siteOrigins: [new URL(siteUrl()).origin],
    limits: { perClient: siteRateLimit('purchases-client'), perVisitor: siteRateLimit('purchases-visitor') },
  });
  return recorder(request);
}
