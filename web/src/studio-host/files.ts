import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, resolve, sep } from 'node:path';
import { STUDIO_SETTINGS_ID, type StudioSettings } from '@paperwise/schemas/studio-settings';

/**
 * The built Sanity Studio (`sanity build` into studio/dist, with the base path `/studio`) served by
 * the site: its files as they are, and its index.html for every other address under the base path,
 * so a deep link (`/studio/structure/landing-pages;docs;en`) opens the studio on that pane.
 *
 * Plain Fetch-API code with no Next.js: the route (web/src/app/studio) gives it the request and the
 * settings read from the site's configuration.
 */

export interface StudioHostOptions {
  /** The studio's build folder (index.html, static/). */
  distDir: string;
  /** Where the studio is mounted on the site, with both slashes: `/studio/`. */
  basePath: string;
  /** The site's own Inter font, served to the studio instead of Sanity's font CDN; absent: none. */
  fontFile?: string;
  /**
   * Whether the studio works on this server's local Content Lake (no Sanity project): its page then
   * carries what the local editor would otherwise have to type (the site's experiment results token)
   * and leaves out the script Sanity's dashboard would load from Sanity's CDN.
   */
  local: boolean;
  /** The experiment results token handed to a local studio; read for each page. */
  resultsToken?: () => string;
}

/** The address of the font the studio's page is given, below the base path. */
export const STUDIO_FONT_PATH = 'fonts/inter.woff2';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose name carries a hash of their content (`sanity-C6Z67w84.js`): a new build gives them new names. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.(?:js|mjs|css)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Every other file (index.html, icons, the manifest): kept, but asked again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlOf(relativePath: string): string {
  return relativePath.startsWith('static/') && HASHED_NAME.test(relativePath) ? IMMUTABLE : REVALIDATE;
}

/** A regular file inside `dir` at `relativePath`, or null (missing, a folder, or outside `dir`). */
function fileInside(dir: string, relativePath: string): { path: string; size: number; mtimeMs: number } | null {
  const root = resolve(dir);
  const path = resolve(root, relativePath);
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const stats = statSync(path);
    return stats.isFile() ? { path, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

const escapeJsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The Inter faces the studio declares, at Sanity's font hosts (studio-static.sanity.io in its
 * page, design-system-static.sanity.io in its stylesheet), become the site's own Inter: one
 * variable font for every weight of the upright faces; the italic ones are dropped, so browsers
 * slant the upright font. The studio then loads no font from Sanity's servers.
 */
export function localizeFonts(text: string, fontUrl: string): string {
  return text.replace(/@font-face\s*\{[^}]*\}/g, (block) => {
    if (!/https:\/\/[a-z-]+\.sanity\.io\/Inter[^)"']*\.woff2/.test(block)) return block;
    if (/font-style:\s*italic/.test(block)) return '';
    return `@font-face{font-family:Inter;font-style:normal;font-weight:100 900;font-display:swap;src:url("${fontUrl}") format("woff2")}`;
  });
}

/**
 * The studio's index.html as the site serves it. `sanity build` links the icons and the manifest at
 * `/static/…` whatever the base path: the links are moved under the base path. Its fonts become
 * the site's own (localizeFonts). A local studio also drops the script Sanity's dashboard loads
 * into a studio it hosts (core.sanity-cdn.com). Every page gets the settings element
 * (@paperwise/schemas/studio-settings), by which the studio also knows that the site serves it.
 */
export function rewriteIndexHtml(
  html: string,
  {
    basePath,
    local,
    fontUrl,
    settings,
  }: { basePath: string; local: boolean; fontUrl?: string; settings: StudioSettings },
): string {
  let out = html.replace(/(href|src)="\/static\//g, `$1="${basePath}static/`);
  if (fontUrl) out = localizeFonts(out, fontUrl);
  if (local) {
    out = out.replace(/<script[^>]*src="https:\/\/core\.sanity-cdn\.com\/[^"]*"[^>]*><\/script>\s*/g, '');
  }
  const element = `<script id="${STUDIO_SETTINGS_ID}" type="application/json">${escapeJsonForHtml(settings)}</script>`;
  return out.replace('</head>', `${element}</head>`);
}

function weakEtag(file: { size: number; mtimeMs: number }, extra = ''): string {
  const digest = createHash('sha1').update(`${file.size}:${file.mtimeMs}:${extra}`).digest('base64url').slice(0, 16);
  return `W/"${digest}"`;
}

function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The answer for a request under the base path, `subpath` being the part after it (no leading slash). */
export function serveStudio(request: Request, subpath: string, options: StudioHostOptions): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  const index = fileInside(options.distDir, 'index.html');
  if (!index) {
    return new Response(
      'The studio is not built: `npm start` builds it (or run `npm run studio:build`), then reload this page.',
      { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } },
    );
  }
  let relativePath: string;
  try {
    relativePath = decodeURIComponent(subpath);
  } catch {
    return notFound('Not found');
  }
  const head = request.method === 'HEAD';
  const conditional = request.headers.get('if-none-match');

  const fontUrl = options.fontFile ? `${options.basePath}${STUDIO_FONT_PATH}` : undefined;
  const sendFile = (file: { path: string; size: number; mtimeMs: number }, name: string, cacheControl: string) => {
    const etag = weakEtag(file);
    const headers = { 'content-type': contentTypeOf(name), 'cache-control': cacheControl, etag };
    if (conditional === etag) return new Response(null, { status: 304, headers });
    let bytes = new Uint8Array(readFileSync(file.path));
    // The same file gives the same answer, so a hashed stylesheet stays immutable.
    if (fontUrl && name.endsWith('.css')) {
      bytes = new Uint8Array(Buffer.from(localizeFonts(readFileSync(file.path, 'utf8'), fontUrl)));
    }
    return new Response(head ? null : bytes, { headers: { ...headers, 'content-length': String(bytes.length) } });
  };

  if (relativePath === STUDIO_FONT_PATH) {
    const font = options.fontFile ? fileInside(dirname(options.fontFile), basename(options.fontFile)) : null;
    return font ? sendFile(font, STUDIO_FONT_PATH, REVALIDATE) : notFound('Not found');
  }
  if (relativePath && relativePath !== 'index.html') {
    const file = fileInside(options.distDir, relativePath);
    if (file) return sendFile(file, relativePath, cacheControlOf(relativePath));
    // A missing script, style or icon is a 404, never the page: a stale tab asking for the files of
    // an older build must fail visibly, not parse HTML as JavaScript.
    if (relativePath.startsWith('static/') || Object.hasOwn(CONTENT_TYPES, extname(relativePath).toLowerCase())) {
      return notFound('Not found');
    }
  }
  // The studio's page, for its root and for every address of its router.
  const settings: StudioSettings = { resultsToken: options.local ? (options.resultsToken?.() ?? null) : null };
  const html = rewriteIndexHtml(readFileSync(index.path, 'utf8'), {
    basePath: options.basePath,
    local: options.local,
    fontUrl,
    settings,
  });
  const etag = weakEtag(index, JSON.stringify(settings));
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    // A local studio's page carries the results token: never kept by a shared cache.
    'cache-control': options.local ? `private, ${REVALIDATE}` : REVALIDATE,
    etag,
  };
  if (conditional === etag) return new Response(null, { status: 304, headers });
  return new Response(head ? null : html, { headers });
}
