/**
 * What kind of request reaches an experiment's address: a robot, a prefetch, or a person's page
 * view. Only the last is split between variants and counted; the others get the control.
 * Pure: plain header values in, a boolean out.
 */
import { isbot } from 'isbot';

/**
 * Crawlers, link previewers, monitors and HTTP libraries, recognised by isbot's maintained list
 * of user-agent patterns. A request with no user agent at all is no browser either: every browser
 * sends one.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return true;
  return isbot(agent);
}

/** The part of the Fetch API's Headers that is needed (Headers and NextRequest.headers have it). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** The tokens of a comma- and semicolon-separated header value, lower-cased. */
function tokens(value: string | null): string[] {
  if (value === null) return [];
  return value
    .toLowerCase()
    .split(/[,;]/)
    .map((token) => token.trim())
    .filter(Boolean);
}

/**
 * Whether the request fetches a page ahead of a possible visit rather than for one:
 * - Next's router prefetching a link (`Next-Router-Prefetch`, and the segment prefetches of its
 *   newer client, `Next-Router-Segment-Prefetch`);
 * - the browser's speculative loads: `Sec-Purpose: prefetch` or `prefetch;prerender` (Chromium,
 *   and Safari and Firefox for link prefetch), the older `Purpose: prefetch`, Firefox's
 *   `X-Moz: prefetch`, Safari's top-sites previews `X-Purpose: preview`.
 * Such a request may never become a page view, so it is neither assigned nor counted.
 */
export function isPrefetch(headers: HeaderReader): boolean {
  if (headers.get('next-router-prefetch') !== null) return true;
  if (headers.get('next-router-segment-prefetch') !== null) return true;
  const purposes = [
    ...tokens(headers.get('sec-purpose')),
    ...tokens(headers.get('purpose')),
    ...tokens(headers.get('x-purpose')),
    ...tokens(headers.get('x-moz')),
  ];
  return purposes.some((purpose) => purpose === 'prefetch' || purpose === 'prerender' || purpose === 'preview');
}
