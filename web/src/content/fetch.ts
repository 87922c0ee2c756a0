import 'server-only';
import { contentBundlePath, contentSource } from '@/env';
import { loadBundle, queryDocuments } from './embedded';
import { sanityClient } from './sanity-client';

/**
 * Runs one of the queries of ./queries against the configured source: the Sanity dataset, or the
 * bundled content. `tags` name the documents a page depends on, so a publish revalidates it.
 */
export async function fetchContent<T>(
  query: string,
  params: Record<string, unknown> = {},
  tags: string[] = [],
): Promise<T> {
  if (contentSource() === 'sanity') {
    return sanityClient().fetch<T>(query, params, { next: { tags: ['content', ...tags] } });
  }
  return queryDocuments<T>(await loadBundle(contentBundlePath()), query, params);
}
