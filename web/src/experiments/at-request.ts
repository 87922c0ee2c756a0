/**
 * What the proxy does for a request at the public address of a live experiment: which variant's
 * page to serve, which cookies to write, and whether the view is an exposure to log. Pure: the
 * proxy hands the cookies and headers in and applies the answer.
 */
import { CONSENT_COOKIE } from '@/lib/consent-cookie';
import { assign, type Assignment } from './assignment';
import type { CookieSigner } from './cookie-signing';
import type { LiveExperiment } from './registry';
import { isBot, isPrefetch, type HeaderReader } from './request-kind';
import {
  VISITOR_COOKIE,
  readVisitorId,
  signStickyValue,
  signVisitorId,
  verifiedStickyValue,
  type RandomBytes,
  type VisitorRead,
} from './visitor';

export interface ExperimentRequest {
  experiment: LiveExperiment;
  /** The address asked for, as the site's internal path: '/en/docs/free-demo/'. */
  address: string;
  method: string;
  cookie: (name: string) => string | undefined;
  headers: HeaderReader;
  /** The site splits visitors even without consent (their views are still not counted). */
  assignmentIsNecessary: boolean;
  /** Signs the cookies written and verifies the ones sent (the secret every instance shares). */
  signer: CookieSigner;
  randomBytes?: RandomBytes;
}

export interface ExperimentDecision {
  assignment: Assignment;
  /** The internal path of the variant's page, or null when it is the page at the address itself. */
  rewriteTo: string | null;
  /** Cookies to write (signed): the visitor id when it is new, the sticky variant when it changes. */
  cookies: Array<{ name: string; value: string }>;
  /** The exposure to log, when this is a counted view of a real page. */
  exposure: { experiment: string; variant: string; visitorId: string } | null;
  /** A cookie sent was not signed by the server: it was replaced, and this view is not counted. */
  forged: boolean;
}

/**
 * The decision for one request. Cookies are read and written only where the visitor may be split
 * (consent, or assignment treated as necessary) and only for a person's page view: a robot or a
 * prefetch gets the control with no cookie, and a visitor without consent gets the control with
 * no cookie and no visitor id. A HEAD request is served like a GET but never logged.
 *
 * Only cookies bearing the server's signature are believed. A visitor id that is not (made up,
 * edited, or written before cookies were signed) is replaced by a new signed one; a sticky value
 * that is not signed for this very visitor is ignored and the visitor re-assigned by the hash. In
 * both cases the view is served but not counted: a visitor cannot make up identities or pick their
 * variant to inflate a count. A visitor with no cookie at all is a first visit and counts.
 */
export async function decideExperiment(request: ExperimentRequest): Promise<ExperimentDecision> {
  const { experiment, signer } = request;
  const consent = request.cookie(CONSENT_COOKIE.name) === CONSENT_COOKIE.value;
  const mayKeepCookies = consent || request.assignmentIsNecessary;
  const bot = isBot(request.headers.get('user-agent'));
  const prefetch = isPrefetch(request.headers);
  const visitor: VisitorRead | null =
    mayKeepCookies && !bot && !prefetch
      ? await readVisitorId(request.cookie(VISITOR_COOKIE.name), signer, request.randomBytes)
      : null;
  const stickySent = request.cookie(experiment.stickyCookie);
  const sticky =
    visitor && stickySent
      ? await verifiedStickyValue(experiment.stickyCookie, visitor.visitorId, stickySent, signer)
      : null;
  const forged = Boolean(visitor && (visitor.forged || (stickySent && sticky === null)));
  const assignment = assign({
    experiment,
    visitorId: visitor?.visitorId ?? null,
    stickyCookieValue: sticky,
    isBot: bot,
    isPrefetch: prefetch,
    consent,
    assignmentIsNecessary: request.assignmentIsNecessary,
  });
  const split = assignment.reason === 'sticky' || assignment.reason === 'hashed';
  const cookies: ExperimentDecision['cookies'] = [];
  if (split && visitor?.isNew) {
    cookies.push({ name: VISITOR_COOKIE.name, value: await signVisitorId(visitor.visitorId, signer) });
  }
  if (split && visitor && assignment.setSticky) {
    const value = await signStickyValue(experiment.stickyCookie, visitor.visitorId, assignment.setSticky, signer);
    cookies.push({ name: experiment.stickyCookie, value });
  }
  const target = experiment.variantPaths.get(assignment.variantId) ?? null;
  return {
    assignment,
    rewriteTo: target === null || target === request.address ? null : target,
    cookies,
    exposure:
      assignment.counted && !forged && visitor && request.method === 'GET'
        ? { experiment: experiment.id, variant: assignment.variantId, visitorId: visitor.visitorId }
        : null,
    forged,
  };
}
