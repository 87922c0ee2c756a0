import 'server-only';
import { createClient, type SanityClient } from 'next-sanity';
import { contentSource, env, sanityStudioUrl } from '@/env';
import { stegaFilter } from './stega';

let client: SanityClient | undefined;
let draftClient: SanityClient | undefined;

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

/**
 * Why draft mode cannot be used with this configuration, or null when it can. Drafts are private
 * in every dataset, so reading them (and checking the studio's preview secret) needs a token.
 */
export function draftModeProblem(): string | null {
  if (contentSource() !== 'sanity') {
    return 'Draft mode needs a Sanity project: set SANITY_PROJECT_ID and SANITY_DATASET (the bundled content has no drafts).';
  }
  if (!env().SANITY_API_READ_TOKEN) {
    return 'Draft mode needs SANITY_API_READ_TOKEN, a token with the Viewer role, to read drafts.';
  }
  return null;
}

/**
 * The client of draft mode: drafts over published documents, straight from the API (the CDN serves
 * published documents only), with the token, and stega on the visible texts for visual editing.
 * Only for a configuration that draftModeProblem() accepts.
 */
export function sanityDraftClient(): SanityClient {
  draftClient ??= sanityClient().withConfig({
    perspective: 'drafts',
    useCdn: false,
    token: env().SANITY_API_READ_TOKEN,
    stega: { enabled: true, studioUrl: sanityStudioUrl(), filter: stegaFilter },
  });
  return draftClient;
}
