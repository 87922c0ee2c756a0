// The site's cache on a server with its own cache (no REDIS_URL) and no Sanity project: Next's own
// page and data cache, unchanged, plus a cache of the image optimizer's renditions.
//
// Without a Sanity project the site keeps re-rendered pages in memory only (isrFlushToDisk is off,
// see next.config.ts), and Next ties its image cache to that same setting: with it off, the
// optimizer encoded every thumbnail again on every request (about 0.3 s of CPU for one 600 px
// AVIF here, a dozen of them on a landing page). Loaded by `next start` itself (next.config.ts),
// once for the pages, which it hands to Next's file-system cache, and once for the images
// (images.customCacheHandler), which it keeps in this process's memory, the least recently used
// going first past IMAGE_CACHE_BYTES. A restarted server encodes each rendition once again.
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';

const require = createRequire(import.meta.url);
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js');

/** What the renditions may take in memory: about two thousand 5 kB thumbnails in two sizes. */
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

const images = new LRUCache({
  maxSize: IMAGE_CACHE_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.value.buffer.byteLength),
});

export default class ImageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    if (ctx?.kind === 'IMAGE') return images.get(key) ?? null;
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    if (data?.kind === 'IMAGE') {
      // The optimizer asks for it again after its revalidate time, counted from lastModified.
      images.set(key, { value: data, lastModified: Date.now() });
      return;
    }
    return super.set(key, data, ctx);
  }
}
