/**
 * Addresses the site refuses before routing. Next.js itself answers a path it cannot
 * percent-decode (e.g. /docs/%E0%A4%A/) with a bare 500: its router throws a DecodeError while
 * matching the dynamic route, sets 400, then fails to render the missing /400 page. A NUL or
 * an over-long segment reaches the [...rest] page and breaks the prerender cache's file write.
 * The proxy runs before that route matching, so it answers these requests itself.
 */

/** Longest path accepted, in characters as sent (percent-encoded). */
export const MAX_PATH_LENGTH = 2048;
/**
 * Longest segment accepted, as sent. Encoded length bounds the decoded UTF-8 length, and the
 * prerender cache names a file after the segment (plus a suffix) within the 255-byte limit.
 */
export const MAX_SEGMENT_LENGTH = 200;

export interface PathProblem {
  status: 400 | 414;
  message: string;
}

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * What is wrong with a request path (as sent, still percent-encoded), or null when it is fine.
 * `longSegments`: a path whose segments no page or cache file is named after may hold longer ones.
 */
export function pathProblem(pathname: string, { longSegments = false } = {}): PathProblem | null {
  if (pathname.length > MAX_PATH_LENGTH) {
    return { status: 414, message: `The address is too long (more than ${MAX_PATH_LENGTH} characters).` };
  }
  if (!longSegments && pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
    return { status: 414, message: `A part of the address is too long (more than ${MAX_SEGMENT_LENGTH} characters).` };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: 'The address is not validly percent-encoded.' };
  }
  if (CONTROL.test(decoded)) return { status: 400, message: 'The address contains control characters.' };
  return null;
}

/** Paths whose callers read JSON errors (the embedded services, API routes). */
const JSON_PREFIXES = ['/embedded/', '/api/'];

/**
 * The refusal of a bad path, or null. Services get their `{"error": "..."}` shape; pages a short
 * plain text, since no page can be rendered for an address the router cannot read.
 */
export function refuseBadPath(pathname: string): Response | null {
  const problem = pathProblem(pathname);
  if (!problem) return null;
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (JSON_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return Response.json(
      { error: problem.message },
      { status: problem.status, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } },
    );
  }
  return new Response(`${problem.status === 414 ? 'URI Too Long' : 'Bad Request'}: ${problem.message}\n`, {
    status: problem.status,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  });
}
