import { SANITY_API_VERSION } from '@paperwise/schemas/api-version';

/**
 * The studio's configuration, read once. Sanity exposes SANITY_STUDIO_* variables to the studio
 * bundle. Without a project id the studio still builds (offline) and works on the local Content
 * Lake of the site that serves it.
 */
const read = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const configuredProjectId = read('SANITY_STUDIO_PROJECT_ID');
const projectId = configuredProjectId ?? 'unconfigured';
if (!/^[a-z0-9-]+$/.test(projectId)) {
  throw new Error(`SANITY_STUDIO_PROJECT_ID must be a Sanity project id (a-z, 0-9, dash), got "${projectId}".`);
}

export const studioEnv = {
  projectId,
  /**
   * No Sanity project: the studio edits the local Content Lake of the site that serves it
   * (studio/local), as a local editor with no account.
   */
  local: configuredProjectId === undefined,
  dataset: read('SANITY_STUDIO_DATASET') ?? 'production',
  apiVersion: read('SANITY_STUDIO_API_VERSION') ?? SANITY_API_VERSION,
  previewUrl: read('SANITY_STUDIO_PREVIEW_URL') ?? 'http://127.0.0.1:3000',
  /**
   * The site's experiment-results token, built into the studio for local use only (a deployed
   * studio is public: there the editor pastes the token into the Results tab, kept in the browser).
   */
  experimentResultsToken: read('SANITY_STUDIO_EXPERIMENT_RESULTS_TOKEN'),
};
