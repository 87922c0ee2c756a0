import 'server-only';
import { stat } from 'node:fs/promises';
import type { SanityQueries } from '@sanity/client';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { contentBundlePath, contentSource, insideNextServer } from '@/env';
import { loadCurrentBundle, queryDocuments } from './embedded';
import { draftModeProblem, sanityClient, sanityDraftClient } from './sanity-client';

/**
 * Whether this request is an editor's draft-mode preview. False wherever there is no request:
 * at build time, in generateStaticParams, during an ISR regeneration (Next answers those with
 * draft mode off, so reading it never makes a static page dynamic).
 */
export async function isDraftMode(): Promise<boolean> {
  let store: ReturnType<typeof draftMode>;
  try {
    store = draftMode();
  } catch {
    // Called outside a request (a script, generateStaticParams): the published content is meant.
    return false;
  }
  return (await store).isEnabled;
}

export interface FetchOptions {
  /**
   * Read the published content even in draft mode: for results shared beyond the editor's own
   * request (the proxy's list of landing pages, kept for every visitor). These reads happen outside
   * a page's rendering, so with the bundled content they read the file directly, without the data
   * cache and its tags.
   */
  publishedOnly?: boolean;
}

/** A query of this project: a `defineQuery` string that `npm run typegen` has seen. */
export type ContentQuery = keyof SanityQueries;

/** What a query returns, as typegen generated it from the query's projection. */
export type QueryResult<Q extends ContentQuery> = SanityQueries[Q];

/**
 * Runs one of the project's queries against the configured source: the Sanity dataset, or the
 * bundled content. The result type follows from the query itself (typegen's query map), so a
 * changed projection breaks the type check where the result is used. `tags` name the documents a
 * page depends on, so a publish revalidates it. In draft mode (Sanity only) the query reads drafts,
 * uncached, with stega for visual editing.
 */
export async function fetchContent<const Q extends ContentQuery>(
  query: Q,
  params: Record<string, unknown> = {},
  tags: string[] = [],
  options: FetchOptions = {},
): Promise<QueryResult<Q>> {
  if (contentSource() === 'sanity') {
    // A draft-mode cookie left from another configuration (no token) must not break the page.
    if (!options.publishedOnly && draftModeProblem() === null && (await isDraftMode())) {
      return sanityDraftClient().fetch(query, params, { cache: 'no-store' });
    }
    return sanityClient().fetch(query, params, { next: { tags: ['content', ...tags] } });
  }
  // Outside Next (unit tests, scripts) there is no data cache: the file is read directly.
  if (options.publishedOnly || !insideNextServer()) return queryBundle(query, params);
  // A page's reads go through the data cache with the same tags as Sanity's answers: the page is
  // stored with them, so the publish webhook's tag revalidates it, on every instance when they
  // share their cache (REDIS_URL). The read under it sees the bundle as it is on disk now.
  return cachedBundleQuery(query, params, ['content', ...tags]) as Promise<QueryResult<Q>>;
}

/**
 * groq-js evaluates the query over the bundle as it is on disk now: one `stat` of the file per
 * read (and a new parse when it changed). Reads only run while a page is rendered or a shared list
 * is read again, never when a cached page is served.
 */
async function queryBundle<Q extends ContentQuery>(query: Q, params: Record<string, unknown>) {
  const documents = await loadCurrentBundle(contentBundlePath());
  // Its result has the shape typegen describes.
  return queryDocuments<QueryResult<Q>>(documents, query, params);
}

/**
 * An entry's key is the bundle's path and the file's modification time and size, then the query and
 * its parameters: a server started on a copy of the bundle (CONTENT_BUNDLE) never reads the build's
 * entries, and an edited bundle is never answered from entries of the file before it (the data
 * cache outlives a server and a rebuild). The tags come with each call.
 */
async function cachedBundleQuery(query: ContentQuery, params: Record<string, unknown>, tags: string[]) {
  const path = contentBundlePath();
  const version = await stat(path).then(
    (file) => `${file.mtimeMs}:${file.size}`,
    // A missing file: the read under it reports the problem.
    () => 'unreadable',
  );
  const read = async (q: ContentQuery, p: Record<string, unknown>) => queryBundle(q, p);
  return unstable_cache(read, ['bundle', path, version], { tags })(query, params);
}
