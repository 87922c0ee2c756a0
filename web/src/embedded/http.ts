/**
 * The small HTTP toolkit the embedded services share. Every service is a plain Fetch-API
 * handler `(request, subpath) => Response`, so the same code runs inside Next route handlers,
 * in the node:http server the tests and the benchmark start, and in-process for server code.
 */

import { DEFAULT_BODY_LIMIT, HttpError, parseJsonBody, readText } from '../lib/http-body';
import type { RateLimit, RateLimitName } from '../lib/rate-limit';

// The body reader and its error type are shared with the site's own routes (lib/http-body.ts);
// the services take them from here with the rest of the toolkit.
export { HttpError, parseJsonBody, readText };

const NO_STORE = { 'cache-control': 'no-store' };

/** The rate limits a service applies, by name (web/src/rate-limits.ts); absent: none (tests). */
export type RateLimits = (name: RateLimitName) => RateLimit;

/**
 * Counts one request against a limit and throws the 429 (with Retry-After) once it is over: called
 * before the work the limit protects (a password hash, a stored row).
 */
export async function withinLimit(
  limits: RateLimits | undefined,
  name: RateLimitName,
  key: string,
  message: string,
): Promise<void> {
  if (!limits) return;
  const verdict = await limits(name).consume(key);
  if (!verdict.allowed) throw new HttpError(429, message, { 'retry-after': String(verdict.retryAfterSeconds) });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  });
}

/** The error shape of every service: `{"error": "short message"}`. */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json({ error: message }, status, headers);
}

/** Reads and parses a JSON body; malformed JSON is a 400, an empty body and one nested too deeply too. */
export async function readJson(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = await readText(request, limit);
  if (!text.trim()) throw new HttpError(400, 'the body is empty; a JSON document is expected');
  return parseJsonBody(text);
}

/** C0 and C1 control characters (tab and newlines included): never part of the values we store. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export type RouteHandler = (request: Request, params: Record<string, string>) => Promise<Response> | Response;

interface Route {
  method: string;
  segments: string[];
  handler: RouteHandler;
}

export type ServiceHandler = (request: Request, subpath: string) => Promise<Response>;

/** The decoded segments of a path relative to a service's base (empty ones dropped), or null when one is not validly percent-encoded. */
export function pathSegments(subpath: string): string[] | null {
  try {
    return subpath
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/**
 * A router over paths relative to the service's base. Patterns are like 'account/get/:userId';
 * a trailing slash is optional on every path, so callers that write a path either way match.
 */
export function createRouter(
  routes: Array<[method: string, pattern: string, handler: RouteHandler]>,
  onError: (error: unknown, request: Request) => void = defaultLogError,
): ServiceHandler {
  const table: Route[] = routes.map(([method, pattern, handler]) => ({
    method,
    segments: pattern.split('/').filter(Boolean),
    handler,
  }));
  return async (request, subpath) => {
    const parts = pathSegments(subpath);
    if (!parts) return errorResponse(400, 'the path is not validly encoded');
    const allowed = new Set<string>();
    for (const route of table) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
      methods.forEach((m) => allowed.add(m));
      if (!methods.includes(request.method)) continue;
      try {
        const response = await route.handler(request, params);
        return request.method === 'HEAD' ? new Response(null, response) : response;
      } catch (error) {
        if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
        onError(error, request);
        return errorResponse(500, 'internal error');
      }
    }
    if (allowed.size > 0) {
      return errorResponse(405, `method ${request.method} is not allowed here`, { allow: [...allowed].join(', ') });
    }
    return errorResponse(404, 'no such resource');
  };
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i]!;
    const actual = parts[i]!;
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (expected !== actual) return undefined;
  }
  return params;
}

/** Logs the error's kind and message only: request bodies and headers may hold tokens or passwords. */
function defaultLogError(error: unknown, request: Request) {
  const path = new URL(request.url).pathname;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[embedded] ${request.method} ${path} failed: ${message}`);
}

/** The caller's address: the first entry of X-Forwarded-For, else X-Real-IP. */
export function callerIp(request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  if (first) return first;
  return request.headers.get('x-real-ip')?.trim() || undefined;
}
