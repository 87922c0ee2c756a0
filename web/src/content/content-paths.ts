import { contentSource } from '@/env';
import { logError } from '@/lib/log';
import { PACKAGE_SUFFIX_MARK, contentKey } from '@/routing/page-paths';
import { localContentVersion } from './local-lake';
import { listContentPaths } from './pages';

/**
 * How long the list of pages read from a Sanity dataset is trusted. A page published
 * since is found within this time. The local Content Lake says when it changed (lakeVersion), so
 * its list is read again at its first use after a change, whatever its age.
 */
export const CONTENT_PATHS_TTL_MS = 60_000;

let last: { at: number; version: number | null; paths: ReadonlySet<string> } | undefined;
let reading: Promise<ReadonlySet<string>> | undefined;

function read(now: number, version: number | null): Promise<ReadonlySet<string>> {
  reading ??= listContentPaths()
    .then((rows) => {
      const paths = new Set(
        rows.map((row) => contentKey(row.locale, row.path) + (row.packageFromPath ? PACKAGE_SUFFIX_MARK : '')),
      );
      // A page whose address may name a package also answers at its own address.
      for (const row of rows) if (row.packageFromPath) paths.add(contentKey(row.locale, row.path));
      last = { at: now, version, paths };
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
 * live (Sanity), it still answers while a new one is read; once the local lake changed, the new list
 * is awaited. A failed read is logged and tried again on the next request. Null when the content has
 * never been read.
 */
export async function knownContentPaths(now = Date.now()): Promise<ReadonlySet<string> | null> {
  const version = contentSource() === 'sanity' ? null : localContentVersion();
  if (last && (version !== null ? last.version === version : now - last.at <= CONTENT_PATHS_TTL_MS)) {
    return last.paths;
  }
  const next = read(now, version);
  // A local publish is read at once (a query of the lake in this process takes milliseconds), so a
  // page published a moment ago answers on its first request; Sanity's list is read in the background.
  if (last && version === null) {
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
