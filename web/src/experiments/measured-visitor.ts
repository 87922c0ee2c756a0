import { CONSENT_COOKIE } from '@/lib/consent-cookie';
import type { RateLimiter } from './rate-limit';
import { VISITOR_COOKIE, isVisitorId } from './visitor';

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
 * people) and holds a well-formed visitor id, within the per-visitor bound. Shared by the event
 * collector and the purchase recorder, so that both read the visitor the same way.
 */
export function measuredVisitor(
  request: Request,
  perVisitor: RateLimiter,
  now: number,
  what: string,
): { visitorId: string } | { refusal: Refusal } {
  const cookies = request.headers.get('cookie');
  if (cookieFrom(cookies, CONSENT_COOKIE.name) !== CONSENT_COOKIE.value) {
    return { refusal: { status: 403, error: 'no consent' } };
  }
  const visitorId = cookieFrom(cookies, VISITOR_COOKIE.name);
  if (!isVisitorId(visitorId)) {
    return { refusal: { status: 400, error: `the ${VISITOR_COOKIE.name} cookie is missing or malformed` } };
  }
  const byVisitor = perVisitor.take(visitorId, now);
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
