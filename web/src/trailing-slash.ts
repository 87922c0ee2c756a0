/**
 * The site's trailing-slash redirects. Next's own (trailingSlash: true) are turned off in
 * next.config.ts (skipTrailingSlashRedirect) and replaced by these: the same two rules with the
 * same patterns and status (next/dist/lib/load-custom-routes.js), except that they leave alone the
 * paths under NO_SLASH_PREFIXES. The local Content Lake speaks Sanity's API, whose paths end
 * without a slash; a redirect there would turn a client's POST into a GET and break its listener.
 * The studio's router has addresses of its own (`/studio/structure/landing-pages;docs`), which a
 * reload must find as they are.
 */

/** Path prefixes (without the leading slash) whose addresses keep the form they were asked with. */
export const NO_SLASH_PREFIXES = ['embedded/content-lake', 'studio'];

export interface SlashRedirect {
  source: string;
  destination: string;
  permanent: true;
  missing?: Array<{ type: 'header'; key: string }>;
}

export function trailingSlashRedirects(): SlashRedirect[] {
  // Next exempts /.well-known the same way.
  const exempt = ['\\.well-known(?:/.*)?', ...NO_SLASH_PREFIXES.map((prefix) => `${prefix}(?:/|$)`)].join('|');
  return [
    {
      // A file's address (last segment with an extension) loses a trailing slash...
      source: `/:file((?!${exempt})(?:[^/]+/)*[^/]+\\.\\w+)/`,
      destination: '/:file',
      permanent: true,
      missing: [{ type: 'header', key: 'x-nextjs-data' }],
    },
    {
      // ...and any other address gains one. Next lets a redirect of the configuration match with
      // a slash more at the end (next/dist/lib/redirect-status.js, modifyRouteRegex): the last
      // segment must not be followed by one, or an address that has its slash would be sent to
      // itself for ever.
      source: `/:notfile((?!${exempt})(?:[^/]+/)*[^/\\.]+(?!/))`,
      destination: '/:notfile/',
      permanent: true,
    },
  ];
}
