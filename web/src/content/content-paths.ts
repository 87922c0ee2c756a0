import { contentSource } from '@/env';
import { logError } from '@/lib/log';
import { PACKAGE_SUFFIX_MARK, contentKey } from '@/routing/page-paths';
import { listContentPaths } from './pages';

/**
 * How long the list of pages read from a Sanity dataset is trusted. A page published
 * since is found within this time (the bundled content never changes while the server runs).
 */
export const CONTENT_PATHS_TTL_MS = 60_000;

let last: { at: number; paths: ReadonlySet<string> } | undefined;
let reading: Promise<ReadonlySet<string>> | undefined;

function read(now: number): Promise<ReadonlySet<string>> {
  reading ??= listContentPaths()
    .then((rows) => {
      const paths = new Set(
        rows.map((row) => contentKey(row.locale, row.path) + (row.packageFromPath ? PACKAGE_SUFFIX_MARK : '')),
      );
      // A page whose address may name a package also answers at its own address.
      for (const row of rows) if (row.packageFromPath) paths.add(contentKey(row.locale, row.path));
      last = { at: now, paths };
      return paths;
    })
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/**
 * Every stored page with an address (landing and core or company pages) as '/<locale><path>',
 * for the proxy to answer unknown paths with the not-found page before they reach the page route. Once the list is older than the time to
 * live, it still answers while a new one is read; a failed read is logged and tried again on the
 * next request. Null when the content has never been read.
 */
export async function knownContentPaths(now = Date.now()): Promise<ReadonlySet<string> | null> {
  if (last && (contentSource() !== 'sanity' || now - last.at <= CONTENT_PATHS_TTL_MS)) return last.paths;
  const next = read(now);
  if (last) {
    next.catch((error: unknown) => logError('Could not list the pages', error));
    return last.paths;
  }
  try {
    return await next;
  } catch (error) {
    logError('Could not list the pages', error);
    return null;
  }
}

/** Tests only: forget the list. */
export function resetKnownContentPaths() {
  last = undefined;
  reading = undefined;
}
