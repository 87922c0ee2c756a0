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

interface PathLists {
  known: ReadonlySet<string>;
  /** Pages naming a layout, preset or behaviour the code does not know, with what they name. */
  unknownMiddleware: ReadonlyMap<string, string>;
}

const paths = refreshingRead({
  read: async (): Promise<PathLists> => {
    const rows = await listContentPaths();
    const known = new Set(
      rows.map((row) => contentKey(row.locale, row.path) + (row.packageFromPath ? PACKAGE_SUFFIX_MARK : '')),
    );
    // A page whose address may name a package also answers at its own address.
    for (const row of rows) if (row.packageFromPath) known.add(contentKey(row.locale, row.path));
    const unknownMiddleware = new Map(
      rows.flatMap((row) => (row.unknownMiddleware ? [[contentKey(row.locale, row.path), row.unknownMiddleware]] : [])),
    );
    return { known, unknownMiddleware };
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
export async function knownContentPaths(now = Date.now()): Promise<ReadonlySet<string> | null> {
  return (await paths.get(now))?.known ?? null;
}

/**
 * The stored pages ('/<locale><path>') whose content names a layout, preset or behaviour the code
 * does not know, each with what it names: the proxy answers them with the "Unknown middleware"
 * page (content/unknown-middleware.ts). Null when the content has never been read.
 */
export async function unknownMiddlewarePaths(now = Date.now()): Promise<ReadonlyMap<string, string> | null> {
  return (await paths.get(now))?.unknownMiddleware ?? null;
}

/** Tests only: forget the list. */
export function resetKnownContentPaths() {
  paths.reset();
}
