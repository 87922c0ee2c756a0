import * as z from 'zod/mini';
import { logError } from '@/lib/log';
import { recordConversion } from './conversions';
import { answer, createConversionRoute, refuse, type ConversionRouteDeps } from './conversion-route';
import { isExperimentKey, isVariantId } from './visitor';

/**
 * The collector of the browser's experiment events (POST /api/experiments/events/): a sign-up
 * started, an account created. An event is stored only when it can be believed: sent from the
 * site's own pages, by a visitor who accepted cookies, about a live experiment and the very variant
 * the server logged serving that visitor, and for an account, confirmed by the userbase itself. A
 * visitor id must bear the server's signature, and a made-up variant has no exposure logged by the
 * server, so a forged event is refused; an account counts once, whichever visitor sends it. The
 * steps before the account's check are every conversion's (conversion-route.ts).
 */

/** The largest body taken: an event with its two tokens fits many times over. */
export const EVENT_BODY_LIMIT = 4 * 1024;

const token = z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(1500, 'is too long'));

const eventBody = z.object({
  type: z.enum(['signup_started', 'account_created'], 'must be "signup_started" or "account_created"'),
  experiment: z.string('must be a string').check(z.refine(isExperimentKey, 'is not an experiment id')),
  variant: z.string('must be a string').check(z.refine(isVariantId, 'is not a variant id')),
  tokens: z.optional(z.object({ jwt: token, ssojwt: token }, 'must be an object with jwt and ssojwt')),
});

export type CollectedEvent = z.infer<typeof eventBody>;

/** The userbase's word on a new account's tokens. */
export type AccountCheck = { status: 'confirmed'; subject: string } | { status: 'refused' } | { status: 'unreachable' };

export interface CollectorDeps extends ConversionRouteDeps {
  confirmAccount: (tokens: { jwt: string; ssojwt: string }) => Promise<AccountCheck>;
}

export function createCollector(deps: CollectorDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? logError;
  let fullLogged = false;

  return createConversionRoute(deps, {
    what: 'events',
    body: eventBody,
    bodyLimit: EVENT_BODY_LIMIT,
    bodyProblem: (event) =>
      event.type === 'account_created' && !event.tokens
        ? 'tokens: is required for account_created (the userbase’s jwt and ssojwt)'
        : null,
    // A full store is logged once, until it has room again.
    observe: (exposed) => {
      if (exposed.status !== 'full') {
        fullLogged = false;
        return;
      }
      if (fullLogged) return;
      fullLogged = true;
      log(
        'Experiment events refused',
        new Error(
          `the store holds ${exposed.conversions} conversions, its bound EXPERIMENT_EVENTS_MAX is ${deps.eventsMax}`,
        ),
      );
    },
    failure: { log: 'The experiment event collector failed', error: 'the event could not be stored' },
    count: async ({ body: event, visitorId, variant, store, at }) => {
      let subject: string | null = null;
      if (event.type === 'account_created') {
        const check = await deps.confirmAccount(event.tokens!);
        if (check.status === 'unreachable') return refuse(502, 'the userbase could not confirm the account');
        if (check.status === 'refused') return refuse(403, 'the userbase did not confirm the account');
        subject = check.subject;
      }
      const stored = await recordConversion(store, {
        type: event.type,
        experiment: event.experiment,
        variant,
        visitorId,
        at: at(),
        subject,
      });
      return answer(202, { stored });
    },
  });
}
