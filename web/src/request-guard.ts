/**
 * What the site's server (web/server.ts) refuses before a request reaches Next.js, and why there:
 * Next answers some requests with a 500 before any route or the proxy could refuse them (a TRACE
 * request, whose Request object cannot be built; a request target that is not a path, such as `*`),
 * and it renders, and writes to its page cache on disk, any address under a non-page prefix that
 * no route serves (/api/x, /assets/x, /robots.txt/x are taken for a page of a language named
 * "api", "assets", "robots.txt"). Each refusal is a short 4xx that costs nothing lasting.
 *
 * Imported by web/server.ts as Node runs it (types stripped, no bundler): only relative imports
 * with their extension.
 */
import { pathProblem } from './path-guard.ts';

/** The methods some route of the site answers; any other gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The most bytes of request line and headers Node accepts before answering 431. It bounds the query
 * too: no shorter limit of its own, as a GROQ query the studio sends to the local Content Lake by
 * GET may be 11 kB long (@sanity/client posts longer ones). The path has path-guard.ts's limit.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * First path segments that are not pages: an address under one of them exists only if a route of
 * the build (not the language pages), a public file or Next's own files serve it.
 */
export const RESERVED_SEGMENTS = new Set([
  'api',
  'embedded',
  '_next',
  'assets',
  'studio',
  'og',
  'robots.txt',
  'sitemap.xml',
  'icon.svg',
  'apple-icon.png',
  'favicon.ico',
]);

/** Next's image optimizer, which answers every address of its own (400 or 404 for a bad one). */
const NEXT_IMAGE = /^\/_next\/image\/?$/;

/**
 * The local Content Lake speaks Sanity's API, whose paths name several documents in one segment
 * (`doc/production/a,b,c`): its segments are not held to the page limit (the whole path is).
 */
const LONG_SEGMENTS_ALLOWED = '/embedded/content-lake/';

export interface Refusal {
  status: 400 | 404 | 405 | 414;
  message: string;
  headers?: Record<string, string>;
}

export interface SiteRoutes {
  /** The build's routes outside the language pages, as patterns over the request path. */
  routes: RegExp[];
  /** The public files, by their address (`/assets/media/paperwise-tour.webm`). */
  publicFiles: ReadonlySet<string>;
  /**
   * The build's static files, by their address (`/_next/static/chunks/x.js`): a missing one would
   * otherwise be rendered as a page and written to the page cache.
   */
  staticFiles: ReadonlySet<string>;
}

/**
 * A route of the build (a key of Next's app-path-routes-manifest.json, `/api/experiments/[id]`) as
 * a pattern over request paths, with or without the final slash. Route groups `(name)` add no
 * segment; `[x]` is one segment, `[...x]` one or more, `[[...x]]` none or more.
 */
export function routePattern(route: string): RegExp {
  let source = '';
  for (const segment of route.split('/').filter(Boolean)) {
    if (/^\(.*\)$/.test(segment)) continue;
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) source += '(?:/[^/]+)*';
    else if (/^\[\.\.\..+\]$/.test(segment)) source += '(?:/[^/]+)+';
    else if (/^\[.+\]$/.test(segment)) source += '/[^/]+';
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source}/?$`);
}

/**
 * The routes a build serves outside the language pages, from its app-path-routes-manifest.json
 * (`{"/api/revalidate/route": "/api/revalidate", …}`).
 */
export function siteRoutesOf(
  manifest: Record<string, string>,
  publicFiles: Iterable<string>,
  staticFiles: Iterable<string> = [],
): SiteRoutes {
  const routes = Object.values(manifest)
    .filter((route) => !route.startsWith('/[locale]') && !route.startsWith('/_'))
    .map(routePattern);
  return { routes, publicFiles: new Set(publicFiles), staticFiles: new Set(staticFiles) };
}

/** Whether a request path is served by something other than the language pages. */
function served(pathname: string, site: SiteRoutes): boolean {
  if (NEXT_IMAGE.test(pathname)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // A file's address may be asked with a final slash (the trailing-slash redirect takes it off).
  for (const files of [site.publicFiles, site.staticFiles]) {
    if (files.has(decoded) || files.has(decoded.replace(/\/$/, ''))) return true;
  }
  return site.routes.some((route) => route.test(pathname));
}

export interface GuardedRequest {
  method: string;
  /** The request target as sent (Node's `req.url`). */
  target: string;
}

/**
 * Why a request is refused, or null to hand it to Next. `site` is null when the build's routes
 * could not be read (unknown addresses then go to Next as before).
 */
export function refusal(request: GuardedRequest, site: SiteRoutes | null, production: boolean): Refusal | null {
  const method = request.method.toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return {
      status: 405,
      message: `The method ${method} is not served here.`,
      headers: { allow: ALLOWED_METHODS.join(', ') },
    };
  }
  const target = request.target;
  // Only a path is a target here ("origin form"): not `*`, not a full URL, not `//host/…`, which a
  // URL parser would read as another host.
  if (!target.startsWith('/') || target.startsWith('//')) {
    return { status: 400, message: 'The request target must be a path starting with a single /.' };
  }
  const pathname = target.split('?')[0]!.split('#')[0]!;
  const problem = pathProblem(pathname, { longSegments: pathname.startsWith(LONG_SEGMENTS_ALLOWED) });
  if (problem) return problem;
  const first = firstSegment(pathname);
  // In production the stand-ins, the local Content Lake and its studio sign-in do not exist.
  if (production && first === 'embedded') return notFound();
  // A path with `.` or `..` segments goes to Next, which redirects it to the path they lead to:
  // that request meets this check with the path it names.
  if (site && first !== null && RESERVED_SEGMENTS.has(first) && !hasDotSegment(pathname)) {
    if (!served(pathname, site)) return notFound();
  }
  return null;
}

function hasDotSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/** The first segment of a path, decoded and lower-cased ('/API/x' → 'api'), or null. */
function firstSegment(pathname: string): string | null {
  const raw = pathname.split('/')[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function notFound(): Refusal {
  return { status: 404, message: 'There is nothing at this address.' };
}

/** Whether a refused path's caller reads JSON errors (the API and the embedded services). */
export function wantsJson(target: string): boolean {
  return /^\/(?:api|embedded)(?:\/|$|\?)/i.test(target);
}

/**
 * The headers of every refusal: nothing to keep, nothing to run, nothing to frame (the strictest
 * policy, as an answer with no content needs nothing more).
 */
export const REFUSAL_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The plain-text answer's first words (path-guard.ts's refusals read the same). */
const REASONS: Record<Refusal['status'], string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
};

/** A refusal as its status, headers and body: `{"error": …}` for API callers, plain text for others. */
export function refusalResponse(
  refused: Refusal,
  target: string,
): { status: number; headers: Record<string, string>; body: string } {
  const json = wantsJson(target);
  const body = json
    ? `${JSON.stringify({ error: refused.message })}\n`
    : `${REASONS[refused.status]}: ${refused.message}\n`;
  return {
    status: refused.status,
    headers: {
      ...REFUSAL_HEADERS,
      'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...refused.headers,
    },
    body,
  };
}
