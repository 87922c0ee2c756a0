import { CONSENT_COOKIE } from '@/lib/consent-cookie';
import type { RateLimit } from '@/lib/rate-limit';
import type { CookieSigner } from './cookie-signing';
import { VISITOR_COOKIE, verifiedVisitorId } from './visitor';

/** One cookie's value from a Cookie header, or undefined. */
export function cookieFrom(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Why a request is not one of a visitor who may be measured: its status, error and headers. */
export interface Refusal {
  status: number;
  error: string;
  headers?: Record<string, string>;
}

/**
 * The visitor a request measures, or why not: only a visitor who accepted cookies (events measure
 * people), holding a visitor id this site signed (a made-up or edited one is no visitor the server
 * knows), within the per-visitor bound. Shared by the event collector and the purchase recorder, so
 * that both read the visitor the same way.
 */
export async function measuredVisitor(
  request: Request,
  signer: CookieSigner,
  perVisitor: RateLimit,
  what: string,
): Promise<{ visitorId: string } | { refusal: Refusal }> {
  const cookies = request.headers.get('cookie');
  if (cookieFrom(cookies, CONSENT_COOKIE.name) !== CONSENT_COOKIE.value) {
    return { refusal: { status: 403, error: 'no consent' } };
  }
  const visitorId = await verifiedVisitorId(cookieFrom(cookies, VISITOR_COOKIE.name), signer);
  if (visitorId === null) {
    return {
      refusal: {
        status: 400,
        error: `the ${VISITOR_COOKIE.name} cookie is missing, malformed or not signed by this site`,
      },
    };
  }
  const byVisitor = await perVisitor.consume(visitorId);
  if (!byVisitor.allowed) {
    return {
      refusal: {
        status: 429,
        error: `too many ${what}`,
        headers: { 'retry-after': String(byVisitor.retryAfterSeconds) },
      },
    };
  }
  return { visitorId };
}

/** The live experiments as the routes read them: the running or stopped one with this id, or null. */
export type LiveExperiments = (id: string) => Promise<{ variants: readonly { id: string }[] } | null>;

/**
 * Why a reported experiment and variant cannot be counted (the 422's error), or null: the
 * experiment must be running or stopped, and the variant one of its own.
 */
export async function variantProblem(
  experiments: LiveExperiments,
  experimentId: string,
  variantId: string,
): Promise<string | null> {
  const experiment = await experiments(experimentId);
  if (!experiment) return 'experiment: is not a running or stopped experiment';
  if (!experiment.variants.some((variant) => variant.id === variantId)) {
    return 'variant: is not a variant of this experiment';
  }
  return null;
}
