import 'server-only';
import { cache } from 'react';
import { isLandingLocale, landingPathProblem, type Locale } from '@paperwise/schemas/locales';
import { fetchContent } from './fetch';
import type { LandingConfig, LandingLocale } from './types';
import { toLandingConfig } from './landing-mapper';
import { listContentPaths } from './pages';
import { LANDING_PAGE_QUERY } from './queries';

/** Documents whose change can alter a landing page: the cache tags of its fetch. */
export const LANDING_CACHE_TAGS = [
  'landingPage',
  'layoutPreset',
  'signupDialog',
  'tagline',
  'defaultDocuments',
  'siteSettings',
];

/**
 * The landing page stored for a path in a language, or null (the site's 404) when there is none or
 * the path could not be a landing address. `path` is locale-neutral with slashes at both ends.
 */
export const resolveLanding = cache(async (path: string, locale: Locale): Promise<LandingConfig | null> => {
  if (!isLandingLocale(locale) || landingPathProblem(path) !== null) return null;
  const raw = await fetchContent(LANDING_PAGE_QUERY, { path, locale }, LANDING_CACHE_TAGS);
  return raw ? toLandingConfig(raw, locale) : null;
});

/** Every stored landing page as path and language. */
export async function listLandingPaths(): Promise<Array<{ path: string; locale: LandingLocale }>> {
  const rows = await listContentPaths();
  return rows.flatMap((row) =>
    row.kind === 'landingPage' && isLandingLocale(row.locale) ? [{ path: row.path, locale: row.locale }] : [],
  );
}
