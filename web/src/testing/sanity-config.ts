/**
 * What the tests of the site's Sanity clients run with in place of `@/env` and
 * `@/content/local-lake`: a Sanity project (abc123, dataset production) whose content source, read
 * token and NODE_ENV a test sets in `sanityConfig`, and the local Content Lake on a fixed loopback
 * address (local-lake.test.ts starts the real one). A test file puts them in place with
 * `vi.mock('@/env', async () => (await import('@/testing/sanity-config')).envStandIn)` and the same
 * for `@/content/local-lake` with `localLakeStandIn`.
 */
export const sanityConfig = {
  source: 'sanity' as 'sanity' | 'embedded',
  token: 'viewer-token' as string | undefined,
  nodeEnv: 'production',
};

export const envStandIn = {
  contentSource: () => sanityConfig.source,
  env: () => ({
    NODE_ENV: sanityConfig.nodeEnv,
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
    SANITY_API_VERSION: '2025-09-01',
    SANITY_API_READ_TOKEN: sanityConfig.token,
  }),
  sanityStudioUrl: () => 'https://studio.example',
};

export const localLakeStandIn = {
  LOCAL_PROJECT_ID: 'local',
  LOCAL_DATASET: 'production',
  localContentApiHost: async () => 'http://127.0.0.1:4999/embedded/content-lake',
};
