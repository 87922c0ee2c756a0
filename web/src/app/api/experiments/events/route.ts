import { env, siteUrl } from '@/env';
import { createCollector } from '@/experiments/collector';
import { requestTimeCookieSigner } from '@/experiments/cookie-secret';
import { flushExposures } from '@/experiments/exposures';
import { liveExperimentById } from '@/experiments/registry';
import { eventStore } from '@/experiments/store';
import { siteRateLimit } from '@/rate-limits';
import { confirmAccount } from '@/services/account-confirmation';

export const dynamic = 'force-dynamic';

let collector: ReturnType<typeof createCollector> | undefined;

/** A browser's experiment event: a sign-up started or an account created (see experiments/collector.ts). */
export function POST(request: Request): Promise<Response> {
  collector ??= createCollector({
    store: eventStore,
    experiment: async (id) => {
      const experiment = await liveExperimentById(id);
      return experiment && { variants: experiment.variants };
    },
    confirmAccount: (tokens) => confirmAccount(tokens),
    eventsMax: env().EXPERIMENT_EVENTS_MAX,
    signer: requestTimeCookieSigner,
    flushExposures,
    siteOrigins: [new URL(siteUrl()).origin],
    limits: { perClient: siteRateLimit('events-client'), perVisitor: siteRateLimit('events-visitor') },
  });
  return collector(request);
}
