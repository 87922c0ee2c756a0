import * as z from 'zod/mini';
import { logError } from '@/lib/log';
import { HttpError, parseJsonBody, readText } from '@/lib/http-body';
import { exposureForConversion, recordConversion } from './conversions';
import type { CookieSigner } from './cookie-signing';
import { createRateLimit, type RateLimit } from '@/lib/rate-limit';
import { requestClientAddress } from '@/client-address';
import type { EventStore } from './store/types';
import { measuredVisitor, variantProblem, type LiveExperiments } from './measured-visitor';
import { isExperimentKey, isVariantId } from './visitor';

/**
 * The collector of the browser's experiment events (POST /api/experiments/events/): a sign-up
 * started, an account created. An event is stored only when it can be believed: sent from the
 * site's own pages, by a visitor who accepted cookies, about a live experiment and the very variant
 * the server logged serving that visitor, and for an account, confirmed by the userbase itself. A
 * visitor id must bear the server's signature, and a made-up variant has no exposure logged by the
 * server, so a forged event is refused; an account counts once, whichever visitor sends it.
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

export interface CollectorDeps {
  store: () => Promise<EventStore>;
  /** The live (running or stopped) experiment with this id and its variants, or null. */
  experiment: LiveExperiments;
  confirmAccount: (tokens: { jwt: string; ssojwt: string }) => Promise<AccountCheck>;
  /** The most conversions the store may hold (exposures have their own bound). */
  eventsMax: number;
  /** Verifies the server's signature on the visitor id cookie. */
  signer: CookieSigner;
  /** Writes the exposures still waiting in memory, so that one logged a moment ago is found. */
  flushExposures?: () => Promise<void>;
  /** Origins accepted besides the request's own (the site's public one behind a reverse proxy). */
  siteOrigins?: readonly string[];
  /** The site's limits (web/src/rate-limits.ts); absent: the defaults, in this process's memory. */
  limits?: { perVisitor?: RateLimit; perClient?: RateLimit };
  now?: () => number;
  log?: (what: string, error: unknown) => void;
}

const NO_STORE = { 'cache-control': 'no-store' };

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  });
}

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  answer(status, { error }, headers);

/** Whether a request comes from the site's own pages: its Origin (or, without one, its fetch site). */
export function isSameOrigin(request: Request, siteOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === new URL(request.url).origin || siteOrigins.includes(origin);
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/** The value at a path inside the body, undefined where any step is missing. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The first problem of a body, naming its field: 'type: must be "signup_started" or ...'. */
export function problemOf(error: z.core.$ZodError, raw: unknown): string {
  const issue = error.issues[0];
  if (!issue || issue.path.length === 0) return 'the event must be a JSON object';
  const field = issue.path.map(String).join('.');
  return `${field}: ${valueAt(raw, issue.path) === undefined ? 'is required' : issue.message}`;
}

export function createCollector(deps: CollectorDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? logError;
  const siteOrigins = deps.siteOrigins ?? [];
  const perVisitor = deps.limits?.perVisitor ?? createRateLimit('events-visitor');
  const perClient = deps.limits?.perClient ?? createRateLimit('events-client');
  let fullLogged = false;

  async function handle(request: Request): Promise<Response> {
    if (!isSameOrigin(request, siteOrigins)) return refuse(403, 'events are taken only from the site’s own pages');

    const byClient = await perClient.consume(requestClientAddress(request.headers));
    if (!byClient.allowed) {
      return refuse(429, 'too many events', { 'retry-after': String(byClient.retryAfterSeconds) });
    }

    let text: string;
    try {
      text = await readText(request, EVENT_BODY_LIMIT);
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.message, error.headers);
      throw error;
    }
    let raw: unknown;
    try {
      raw = parseJsonBody(text);
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.message);
      throw error;
    }
    const parsed = eventBody.safeParse(raw);
    if (!parsed.success) return refuse(422, problemOf(parsed.error, raw));
    const event = parsed.data;
    if (event.type === 'account_created' && !event.tokens) {
      return refuse(422, 'tokens: is required for account_created (the userbase’s jwt and ssojwt)');
    }

    // Events measure visitors: only those who accepted cookies, under an id the server signed.
    const measured = await measuredVisitor(request, deps.signer, perVisitor, 'events');
    if ('refusal' in measured) return refuse(measured.refusal.status, measured.refusal.error, measured.refusal.headers);
    const { visitorId } = measured;

    const problem = await variantProblem(deps.experiment, event.experiment, event.variant);
    if (problem) return refuse(422, problem);

    const store = await deps.store();
    const exposed = await exposureForConversion(store, event.experiment, visitorId, {
      eventsMax: deps.eventsMax,
      flushExposures: deps.flushExposures,
    });
    if (exposed.status === 'full') {
      if (!fullLogged) {
        fullLogged = true;
        log(
          'Experiment events refused',
          new Error(
            `the store holds ${exposed.conversions} conversions, its bound EXPERIMENT_EVENTS_MAX is ${deps.eventsMax}`,
          ),
        );
      }
      return refuse(507, 'the event store is full');
    }
    fullLogged = false;
    if (exposed.status !== 'exposed' || exposed.variant !== event.variant) {
      return refuse(409, 'no exposure of this visitor to this variant was logged');
    }

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
      variant: exposed.variant,
      visitorId,
      at: new Date(now()),
      subject,
    });
    return answer(202, { stored });
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      log('The experiment event collector failed', error);
      return refuse(500, 'the event could not be stored');
    }
  };
}
