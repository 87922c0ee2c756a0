import 'server-only';
import { createClient, type SanityClient } from 'next-sanity';
import { env } from '@/env';

let client: SanityClient | undefined;

/** The Sanity client, when the site is configured for a project. The token never leaves the server. */
export function sanityClient(): SanityClient {
  if (!client) {
    const { SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_VERSION, SANITY_API_READ_TOKEN } = env();
    client = createClient({
      projectId: SANITY_PROJECT_ID!,
      dataset: SANITY_DATASET!,
      apiVersion: SANITY_API_VERSION,
      useCdn: true,
      perspective: 'published',
      token: SANITY_API_READ_TOKEN,
    });
  }
  return client;
}
