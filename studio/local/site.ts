import { STUDIO_SETTINGS_ID, type StudioSettings } from '@paperwise/schemas/studio-settings';
import { studioEnv } from '../env';

/**
 * Where the studio finds the site, read in the browser when the studio starts. The site serving
 * the studio at /studio/ puts its settings into the page (web/src/studio-host); a studio served by
 * `sanity dev` has none and uses SANITY_STUDIO_PREVIEW_URL. Nothing here is baked in at build time:
 * the same build works on whatever host and port the site is served.
 */

/** The lake's place on the site: @sanity/client's apiHost is the site's origin plus this. */
export const CONTENT_LAKE_PATH = '/embedded/content-lake';

function readSettings(doc: Document | undefined): StudioSettings | null {
  const text = doc?.getElementById(STUDIO_SETTINGS_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StudioSettings> | null;
    return { resultsToken: typeof value?.resultsToken === 'string' ? value.resultsToken : null };
  } catch {
    return null;
  }
}

export interface SiteLocation {
  /** The site's origin, without a final slash: the Presentation tool's preview and the experiment results. */
  origin: string;
  /** The site serves this studio (its page carries the site's settings). */
  servedBySite: boolean;
  /** The experiment results token the site handed a local studio, else null. */
  resultsToken: string | null;
}

export function siteLocation(
  win: Pick<Window, 'location' | 'document'> | undefined = typeof window === 'undefined' ? undefined : window,
): SiteLocation {
  const settings = readSettings(win?.document);
  if (win && settings) return { origin: win.location.origin, servedBySite: true, resultsToken: settings.resultsToken };
  return { origin: studioEnv.previewUrl.replace(/\/+$/, ''), servedBySite: false, resultsToken: null };
}

/** The local Content Lake's address as @sanity/client's apiHost: on the site's origin. */
export function contentLakeApiHost(location: SiteLocation = siteLocation()): string {
  return `${location.origin}${CONTENT_LAKE_PATH}`;
}
