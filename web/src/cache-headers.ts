/**
 * Cache-Control for the responses whose lifetime Next does not choose well by itself. Pages are
 * not listed: Next gives them their own (s-maxage from the route's revalidate time, no-store for
 * dynamic and draft-mode responses), the proxy gives the 404 page and the experiment's address
 * theirs, and `/_next/static/*` is always `public, max-age=31536000, immutable` (its names
 * change with their content).
 */

/** The files of web/public/assets: named without a content hash, so kept a day, not for ever. */
export const PUBLIC_ASSET_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * robots.txt and sitemap.xml: browsers never keep them, shared caches for the hour the sitemap's
 * route is cached (Next would say `max-age=0, must-revalidate`, a request to the origin each time).
 */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/** The site's icon, drawn at build time: a day. */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';

export function cacheHeaders() {
  const cacheControl = (value: string) => [{ key: 'Cache-Control', value }];
  return [
    { source: '/assets/:path*', headers: cacheControl(PUBLIC_ASSET_CACHE_CONTROL) },
    { source: '/robots.txt', headers: cacheControl(CRAWLER_FILE_CACHE_CONTROL) },
    { source: '/sitemap.xml', headers: cacheControl(CRAWLER_FILE_CACHE_CONTROL) },
    { source: '/icon.svg', headers: cacheControl(ICON_CACHE_CONTROL) },
  ];
}
