import { startSite } from './site-server';

/** Starts the built site on a free loopback port for the whole run; the returned function stops it. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const site = await startSite();
  process.env.E2E_BASE_URL = site.baseUrl;
  process.env.E2E_DATA_DIR = site.dataDir;
  return site.stop;
}
