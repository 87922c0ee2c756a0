import 'server-only';
import type { SanityQueries } from '@sanity/client';
import { draftMode } from 'next/headers';
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
   * request (the proxy's list of landing pages, kept for every visitor).
   */
  publishedOnly?: boolean;
}

/** A query of this project: a `defineQuery` string that `npm run typegen` has seen. */
export type ContentQuery = keyof SanityQueries;

/** What a query returns, as typegen generated it from the query's projection. */
export type QueryResult<Q extends ContentQuery> = SanityQueries[Q];

/**
 * Runs one of the project's queries with @sanity/client against the content source: the Sanity
 * dataset, or without one the local Content Lake (content/local-lake.ts) — one path, the same
 * options. The result type follows from the query itself (typegen's query map), so a changed
 * projection breaks the type check where the result is used. `tags` name the document types a page
 * depends on: Next's data cache stores the answer and the page with them, so a publish (the webhook
 * with Sanity, the lake's own commit locally) revalidates it, on every instance when they share
 * their cache (REDIS_URL). In draft mode the query reads drafts, uncached, with stega for visual
 * editing.
 */
export async function fetchContent<const Q extends ContentQuery>(
  query: Q,
  params: Record<string, unknown> = {},
  tags: string[] = [],
  options: FetchOptions = {},
): Promise<QueryResult<Q>> {
  // A draft-mode cookie left from another configuration (no token) must not break the page.
  if (!options.publishedOnly && draftModeProblem() === null && (await isDraftMode())) {
    return (await sanityDraftClient()).fetch(query, params, { cache: 'no-store' });
  }
  return (await sanityClient()).fetch(query, params, { next: { tags: ['content', ...tags] } });
}
