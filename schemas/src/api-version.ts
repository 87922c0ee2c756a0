/**
 * The Sanity API version every query of the project is written for: the site's client, the studio's
 * clients and validators, and the tooling. A new version is a change of this one line (and a run of
 * the tests); `SANITY_API_VERSION` / `SANITY_STUDIO_API_VERSION` override it per deployment.
 */
export const SANITY_API_VERSION = '2025-09-01';
