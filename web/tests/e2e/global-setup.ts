import { startSite } from './site-server';
import { warmPages } from './warm-pages';

/**
 * Starts the built site on a free loopback port for the whole run, with the sitemap's pages
 * rendered (warm-pages.ts); the returned function stops it.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const site = await startSite();
  process.env.E2E_BASE_URL = site.baseUrl;
  process.env.E2E_DATA_DIR = site.dataDir;
  try {
    await warmPages(site.baseUrl);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site.stop;
}
