/**
 * The browser's side of an experiment: which experiment and variant the page being shown belongs
 * to (from the cookies the proxy wrote), and the conversions sent to the site's collector. The
 * page itself is the same cached HTML for every visitor; only these cookies tell them apart.
 */
import { CONSENT_COOKIE } from '@/lib/consent-cookie';
import { unsignedPart } from './cookie-signing';
import {
  STICKY_COOKIE_PREFIX,
  VISITOR_COOKIE,
  isExperimentKey,
  isVariantId,
  isVisitorId,
  parseStickyValue,
} from './visitor';

/** Where the browser sends its experiment events. */
export const EXPERIMENT_EVENTS_PATH = '/api/experiments/events/';
/** Where the thank-you page reports the order of a visitor in an experiment (experiments/purchases.ts). */
export const EXPERIMENT_PURCHASES_PATH = '/api/experiments/purchases/';

export interface ExperimentMembership {
  /** The experiment document's id. */
  experiment: string;
  /** The variant's landing page document id (the page shown). */
  variant: string;
  visitorId: string;
}

const STICKY_NAME = new RegExp(`^${STICKY_COOKIE_PREFIX}(.+)_v([1-9][0-9]*)$`);

/** The cookies of a `document.cookie` string, by name (the first of a repeated name wins). */
export function parseCookies(cookieText: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieText.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(at + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // A value that is not percent-encoded text is kept as sent.
    }
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * The experiment the visitor saw this page in: the sticky cookie whose variant is this page, with
 * a visitor id, and only with the visitor's consent (events are measuring). Null otherwise, also
 * for a visitor who opened a variant at its own address for a preview.
 */
export function membershipOf(pageId: string, cookieText: string): ExperimentMembership | null {
  if (!consentStands(cookieText)) return null;
  const cookies = parseCookies(cookieText);
  // The signatures are the server's business (it checks what comes back); the page reads the values.
  const visitorId = unsignedPart(cookies.get(VISITOR_COOKIE.name));
  if (!isVisitorId(visitorId)) return null;
  for (const [name, value] of cookies) {
    const named = STICKY_NAME.exec(name);
    if (!named) continue;
    const sticky = parseStickyValue(unsignedPart(value));
    if (sticky && sticky.bucketVersion === Number(named[2]) && sticky.variantId === pageId) {
      return { experiment: named[1]!, variant: sticky.variantId, visitorId };
    }
  }
  return null;
}

/** The membership for the page shown now, read in the browser; null on the server. */
export function currentMembership(pageId: string): ExperimentMembership | null {
  if (typeof document === 'undefined') return null;
  return membershipOf(pageId, document.cookie);
}

/** The fields the dataLayer events carry for a page in an experiment (none otherwise). */
export function experimentFields(membership: ExperimentMembership | null) {
  return membership
    ? { experimentId: membership.experiment, experimentVariant: membership.variant, visitorId: membership.visitorId }
    : {};
}

export type ConversionEvent =
  { type: 'signup_started' } | { type: 'account_created'; tokens: { jwt: string; ssojwt: string } };

/** Whether the visitor's consent stands now: user-cookies=1 in the browser's cookies at this moment. */
export function consentStands(cookieText: string): boolean {
  return parseCookies(cookieText).get(CONSENT_COOKIE.name) === CONSENT_COOKIE.value;
}

/**
 * Sends a conversion to the collector, in the background: never throws, never delays the visitor.
 * `keepalive` lets it finish while the page hands off to the web application. The server checks the
 * visitor id and the variant against its own records (and an account against the userbase).
 * Nothing is sent once the visitor has withdrawn consent, even with a membership read before
 * (the cookie banner can be reopened at any time): the consent is read again at the moment of sending.
 */
export function sendConversion(membership: ExperimentMembership | null, event: ConversionEvent): void {
  if (!membership || typeof fetch === 'undefined') return;
  if (typeof document !== 'undefined' && !consentStands(document.cookie)) return;
  const body = JSON.stringify({ ...event, experiment: membership.experiment, variant: membership.variant });
  try {
    void fetch(EXPERIMENT_EVENTS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => {
      // Measuring must never break the sign-up: a lost event is a lost count, nothing more.
    });
  } catch {
    // fetch itself may throw synchronously (a body too large for keepalive): the same rule.
  }
}

/** The query parameters that carry an experiment's assignment from the checkout to the thank-you page. */
export const ASSIGNMENT_PARAMS = { experiment: 'experiment', variant: 'experimentVariant' } as const;

/** The thank-you address's parameters for the page's membership (none outside an experiment). */
export function assignmentParams(membership: ExperimentMembership | null): Record<string, string> {
  return membership
    ? { [ASSIGNMENT_PARAMS.experiment]: membership.experiment, [ASSIGNMENT_PARAMS.variant]: membership.variant }
    : {};
}

/** The assignment a thank-you address carries, or null when it carries none (or a malformed one). */
export function assignmentOf(query: URLSearchParams): { experiment: string; variant: string } | null {
  const experiment = query.get(ASSIGNMENT_PARAMS.experiment);
  const variant = query.get(ASSIGNMENT_PARAMS.variant);
  return isExperimentKey(experiment) && isVariantId(variant) ? { experiment, variant } : null;
}

/**
 * Reports an order to the site for the experiment the checkout carried, in the background, with the
 * order's signed link (`orderToken` of the thank-you address): the server reads the order from the
 * userbase with it (its amount and currency are never taken from here) and counts it once per order.
 * Nothing is sent without consent, an assignment or the link (without it the server could not read
 * the order).
 */
export function sendPurchase(
  order: { orderId: string; orderToken: string | null },
  assignment: { experiment: string; variant: string } | null,
): void {
  if (!assignment || !order.orderToken || typeof fetch === 'undefined') return;
  if (typeof document !== 'undefined' && !consentStands(document.cookie)) return;
  void fetch(EXPERIMENT_PURCHASES_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderId: order.orderId, orderToken: order.orderToken, ...assignment }),
    credentials: 'same-origin',
  }).catch(() => {
    // A purchase not reported is a count lost, never a page broken.
  });
}
