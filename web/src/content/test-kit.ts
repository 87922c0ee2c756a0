import { sanityClient } from './sanity-client';

/**
 * Runs a GROQ query the way the site reads its content: with the site's @sanity/client, over HTTP,
 * against this process's local Content Lake, which a test file opens on its own data folder
 * (tests/support/vitest-setup.ts) seeded from content/bundle.ndjson. Published documents only,
 * as the site's visitors see them.
 */
export async function queryContent<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await sanityClient()).fetch<T>(query, params);
}
