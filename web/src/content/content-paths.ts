import { PACKAGE_SUFFIX_MARK, contentKey } from '@/routing/page-paths';
import { localContentVersion } from './local-lake';
import { listContentPaths } from './pages';
import { refreshingRead } from './refreshing-read';

/**
 * How long the list of pages read from a Sanity dataset is trusted. A page published
 * since is found within this time. The local Content Lake says when it changed (lakeVersion), so
 * its list is read again at its first use after a change, whatever its age.
 */
export const CONTENT_PATHS_TTL_MS = 60_000;

const paths = refreshingRead({
  read: async () => {
    const rows = await listContentPaths();
    const known = new Set(
      rows.map((row) => contentKey(row.locale, row.path) + (row.packageFromPath ? PACKAGE_SUFFIX_MARK : '')),
    );
    // A page whose address may name a package also answers at its own address.
    for (const row of rows) if (row.packageFromPath) known.add(contentKey(row.locale, row.path));
    return known as ReadonlySet<string>;
  },
  ttlMs: () => CONTENT_PATHS_TTL_MS,
  version: localContentVersion,
  failure: 'Could not list the pages',
  fallback: null,
});

/**
 * Every stored page with an address (landing and core or company pages) as '/<locale><path>',
 * for the proxy to answer unknown paths with the not-found page before they reach the page route
 * (kept as refreshing-read.ts says). Null when the content has never been read.
 */
export function knownContentPaths(now = Date.now()): Promise<ReadonlySet<string> | null> {
  return paths.get(now);
}

/** Tests only: forget the list. */
export function resetKnownContentPaths() {
  paths.reset();
}
