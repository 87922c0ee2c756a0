import 'server-only';
import { draftMode } from 'next/headers';
import { contentBundlePath, contentSource } from '@/env';
import { loadBundle, queryDocuments } from './embedded';
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

/**
 * Runs one of the queries of ./queries against the configured source: the Sanity dataset, or the
 * bundled content. `tags` name the documents a page depends on, so a publish revalidates it.
 * In draft mode (Sanity only) the query reads drafts, uncached, with stega for visual editing.
 */
export async function fetchContent<T>(
  query: string,
  params: Record<string, unknown> = {},
  tags: string[] = [],
  options: FetchOptions = {},
): Promise<T> {
  if (contentSource() === 'sanity') {
    // A draft-mode cookie left from another configuration (no token) must not break the page.
    if (!options.publishedOnly && draftModeProblem() === null && (await isDraftMode())) {
      return sanityDraftClient().fetch<T>(query, params, { cache: 'no-store' });
    }
    return sanityClient().fetch<T>(query, params, { next: { tags: ['content', ...tags] } });
  }
  return queryDocuments<T>(await loadBundle(contentBundlePath()), query, params);
}
