/**
 * CORS for a studio served from another loopback origin (`sanity dev` on :3333, or the project
 * hostname `<projectId>.localhost:<port>`): browsers send the studio's requests with credentials,
 * so the answer names the calling origin (never `*`) and allows credentials. Loopback origins, the
 * lake's own and the configured ones are allowed; any other origin gets no CORS headers, so a
 * browser refuses it the answer.
 */

const LOOPBACK_HOST = /^(localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export function isAllowedOrigin(origin: string, requestUrl: string, allowed: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (LOOPBACK_HOST.test(parsed.hostname)) return true;
  if (origin === new URL(requestUrl).origin) return true;
  return allowed.some((entry) => entry.replace(/\/+$/, '') === origin);
}

export function corsHeaders(origin: string | null, requestUrl: string, allowed: string[]): Record<string, string> {
  if (!origin || !isAllowedOrigin(origin, requestUrl, allowed)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'content-type, content-length, x-sanity-shard',
    vary: 'Origin',
  };
}

/** The answer to a preflight: the methods the API has and the headers the request asks for. */
export function preflight(request: Request, cors: Record<string, string>): Response {
  if (!cors['access-control-allow-origin']) return new Response(null, { status: 204, headers: cors });
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers':
        request.headers.get('access-control-request-headers') ?? 'authorization, content-type',
      'access-control-max-age': '600',
    },
  });
}
