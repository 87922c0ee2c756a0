import type * as z from 'zod/mini';
import { requestClientAddress } from '@/client-address';
import { HttpError, parseJsonBody, readText } from '@/lib/http-body';
import { logError } from '@/lib/log';
import { createRateLimit, type RateLimit } from '@/lib/rate-limit';
import { exposureForConversion, type ExposureCheck } from './conversions';
import type { CookieSigner } from './cookie-signing';
import { measuredVisitor, variantProblem, type LiveExperiments } from './measured-visitor';
import type { EventStore } from './store/types';

/**
 * The one way a browser reports a conversion to the server (POST /api/experiments/events/ and
 * /purchases/, see collector.ts and purchases.ts). Before a route's own check (the userbase's word on
 * the account or the order) and its own write, every report goes through the same steps, in this
 * order: sent from the site's own pages, within the per-client bound (before the body is read), a
 * body that fits and says what it must, a visitor who may be measured (measured-visitor.ts), a live
 * experiment and one of its variants, room in the store, and the server's own exposure of that
 * visitor to that variant. The first step that fails answers, as JSON, and nothing is stored.
 */

/** What both routes are given. */
export interface ConversionRouteDeps {
  store: () => Promise<EventStore>;
  /** The live (running or stopped) experiment with this id and its variants, or null. */
  experiment: LiveExperiments;
  /** The most conversions the store may hold, all kinds together (exposures have their own bound). */
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

/** A report that passed every shared step: its body, and the visitor in the variant the server served. */
export interface ExposedReport<Body> {
  body: Body;
  visitorId: string;
  /** The variant of the server's exposure (equal to the one the body names). */
  variant: string;
  store: EventStore;
  /** The moment to store with the conversion, read when the route writes it. */
  at: () => Date;
}

export interface ConversionRoute<Body extends { experiment: string; variant: string }> {
  /** The reports' name in the errors and limits: 'too many events', the 'events-client' limit. */
  what: 'events' | 'purchases';
  body: z.ZodMiniType<Body>;
  /** The largest body taken, in bytes. */
  bodyLimit: number;
  /** A problem of a well-formed body the schema cannot say (the 422's error), or null. */
  bodyProblem?: (body: Body) => string | null;
  /** Told each exposure check, before the route answers it (the collector logs a full store once). */
  observe?: (exposure: ExposureCheck) => void;
  /** The log line and the 500's error when a step throws. */
  failure: { log: string; error: string };
  /** The route's own check and write, for a report that passed the shared steps. */
  count: (report: ExposedReport<Body>) => Promise<Response>;
}

const NO_STORE = { 'cache-control': 'no-store' };

export function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  });
}

export const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
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

/** The handler of a conversion route: the shared steps, then the route's own `count`. */
export function createConversionRoute<Body extends { experiment: string; variant: string }>(
  deps: ConversionRouteDeps,
  route: ConversionRoute<Body>,
): (request: Request) => Promise<Response> {
  const { what } = route;
  const now = deps.now ?? Date.now;
  const log = deps.log ?? logError;
  const siteOrigins = deps.siteOrigins ?? [];
  const perVisitor = deps.limits?.perVisitor ?? createRateLimit(`${what}-visitor`);
  const perClient = deps.limits?.perClient ?? createRateLimit(`${what}-client`);

  async function handle(request: Request): Promise<Response> {
    if (!isSameOrigin(request, siteOrigins)) return refuse(403, `${what} are taken only from the site’s own pages`);

    const byClient = await perClient.consume(requestClientAddress(request.headers));
    if (!byClient.allowed) {
      return refuse(429, `too many ${what}`, { 'retry-after': String(byClient.retryAfterSeconds) });
    }

    let raw: unknown;
    try {
      raw = parseJsonBody(await readText(request, route.bodyLimit));
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.message, error.headers);
      throw error;
    }
    const parsed = route.body.safeParse(raw);
    if (!parsed.success) return refuse(422, problemOf(parsed.error, raw));
    const body = parsed.data;
    const bodyProblem = route.bodyProblem?.(body);
    if (bodyProblem) return refuse(422, bodyProblem);

    // Conversions measure visitors: only those who accepted cookies, under an id the server signed.
    const measured = await measuredVisitor(request, deps.signer, perVisitor, what);
    if ('refusal' in measured) return refuse(measured.refusal.status, measured.refusal.error, measured.refusal.headers);
    const { visitorId } = measured;

    const problem = await variantProblem(deps.experiment, body.experiment, body.variant);
    if (problem) return refuse(422, problem);

    const store = await deps.store();
    const exposed = await exposureForConversion(store, body.experiment, visitorId, {
      eventsMax: deps.eventsMax,
      flushExposures: deps.flushExposures,
    });
    route.observe?.(exposed);
    if (exposed.status === 'full') return refuse(507, 'the event store is full');
    if (exposed.status !== 'exposed' || exposed.variant !== body.variant) {
      return refuse(409, 'no exposure of this visitor to this variant was logged');
    }
    return route.count({ body, visitorId, variant: exposed.variant, store, at: () => new Date(now()) });
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      log(route.failure.log, error);
      return refuse(500, route.failure.error);
    }
  };
}
