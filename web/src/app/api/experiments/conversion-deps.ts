import { env, siteUrl } from '@/env';
import type { ConversionRouteDeps } from '@/experiments/conversion-route';
import { requestTimeCookieSigner } from '@/experiments/cookie-secret';
import { flushExposures } from '@/experiments/exposures';
import { liveExperimentById } from '@/experiments/registry';
import { eventStore } from '@/experiments/store';
import { siteRateLimit } from '@/rate-limits';

/**
 * What the site hands both conversion routes (events/ and purchases/): its event store, its live
 * experiments, its bound, signer and public origin, and its limits named after the reports.
 */
export function siteConversionDeps(what: 'events' | 'purchases'): ConversionRouteDeps {
  return {
    store: eventStore,
    experiment: async (id) => {
      const experiment = await liveExperimentById(id);
      return experiment && { variants: experiment.variants };
    },
    eventsMax: env().EXPERIMENT_EVENTS_MAX,
    signer: requestTimeCookieSigner,
    flushExposures,
    siteOrigins: [new URL(siteUrl()).origin],
    limits: { perClient: siteRateLimit(`${what}-client`), perVisitor: siteRateLimit(`${what}-visitor`) },
  };
}
