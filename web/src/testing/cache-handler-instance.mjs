// One instance of the site's shared page cache (web/cache-handler.mjs) in a process of its own, as
// each `next start` has one, driven by its parent over IPC (cache-handler.test.ts). It reads,
// writes and revalidates as Next's incremental cache calls the handler, and answers with Next's own
// verdicts on what it read, from the same modules Next's server consults. Its argument: the build's
// server folder (Next's serverDistDir; the handler reads the build id beside it).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { default: Handler } = await import('../../cache-handler.mjs');
const {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');
const { toRoute } = require('next/dist/server/lib/to-route.js');

const handler = new Handler({ serverDistDir: process.argv[2], dev: false });
const routes = new SharedCacheControls({ routes: {}, dynamicRoutes: {}, notFoundRoutes: [] });
const clock = () => performance.timeOrigin + performance.now();

/** A rendered page as Next hands it to the cache: its HTML and its tags in the cache-tags header. */
function page(html, tags) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(html),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
}

const commands = {
  async get({ key }) {
    const entry = await handler.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    if (!entry) return null;
    return {
      html: entry.value.html,
      lastModified: entry.lastModified,
      // What Next's incremental cache concludes (incremental-cache/index.js): expired entries are
      // rendered again before anyone is served, stale ones served once while they are.
      expired: areTagsExpired(entry.tags, entry.lastModified),
      stale: areTagsStale(entry.tags, entry.lastModified),
    };
  },
  async set({ key, html, tags, revalidate }) {
    await handler.set(key, page(html, tags), {
      cacheControl: { revalidate, expire: undefined },
      isRoutePPREnabled: false,
      isFallback: false,
    });
    return null;
  },
  // What `revalidateTag(tag, { expire: 0 })` does in a request of this instance: Next's own record
  // (its default handler's updateTags), then the configured handler.
  async revalidateTag({ tag }) {
    const at = Math.round(clock());
    tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: at, expired: at });
    await handler.revalidateTag(tag);
    return at;
  },
  async revalidatedAt({ tag }) {
    return tagsManifest.get(tag)?.expired ?? null;
  },
  async routeRevalidate({ key }) {
    return routes.get(toRoute(key))?.revalidate ?? null;
  },
  async clock() {
    return clock();
  },
};

process.on('message', async ({ id, command, args }) => {
  try {
    process.send({ id, result: await commands[command](args) });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
process.send({ ready: true });
