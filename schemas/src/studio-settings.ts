/**
 * What the site puts into the studio's page when it serves the studio at /studio/
 * (web/src/studio-host) and the studio reads back (studio/local/site.ts): one definition for both
 * sides. The settings are a JSON script element (`type="application/json"`, never run) with this id.
 */

export const STUDIO_SETTINGS_ID = 'paperwise-studio-settings';

export interface StudioSettings {
  /**
   * The site's experiment results token, given only by a site without a Sanity project (the
   * studio then edits that site's local Content Lake, whose every caller is the local editor);
   * null otherwise.
   */
  resultsToken: string | null;
}
