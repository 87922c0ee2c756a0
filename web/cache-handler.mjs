// The page (ISR) and data cache of several instances of the site, shared through Redis: loaded by
// `next start` itself, outside the app bundle, when REDIS_URL is set (see next.config.ts). Every
// instance of the same build reads and writes the same entries, and a tag revalidated on one (the
// publish webhook) is gone for all of them.
//
// Redis being down never takes the site down: each instance also keeps what it wrote in its own
// memory, answers from there while Redis cannot be reached (or renders the page), and says so in
// its log once per outage. Reads give up after REDIS_TIMEOUT_MS, so a Redis that hangs costs a
// request at most that long, and while the client knows the connection is lost no request waits.
//
// Deleting the tagged entries in Redis is not enough: Next also keeps, in each process, a record of
// the tags revalidated and when (its tags manifest), and checks every cached page and answer
// against it, so an instance that did not revalidate would still regenerate a page from data it
// holds elsewhere. Each revalidation is therefore announced on a Redis channel, and every other
// instance writes it into its own record, as if it had revalidated the tag itself.
//
// Two more things Next keeps per process are made to hold across instances (SharedCacheHandler):
// - An entry is stamped with the time its render may have begun reading content (the read of the
//   key that found it missing or out of date), not the time it was written: a render that began
//   before a publish and ends after it holds the old content, and must count as older than the
//   publish on every instance rather than as fresh.
// - A page rendered by another instance is kept as long as its route says (the `revalidate` it was
//   rendered with): Next learns a route's revalidate time only from its own renders and the build's
//   prerendered pages, and otherwise counts an entry stale after one second, so every instance would
//   render again each page another one had rendered.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const REDIS_TIMEOUT_MS = 1000;
const CONNECT_WAIT_MS = 2000;
const LOG_PREFIX = '[shared cache]';
const REVALIDATIONS_CHANNEL = 'paperwise:revalidated-tags';
/** This process, so that it skips its own announcements. */
const INSTANCE = randomUUID();

/** The address without its password, for the log. */
function describe(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** Logs the first fault of an outage and the recovery, not every failed request or reconnection. */
function createOutageLog(where) {
  let state = 'starting';
  return {
    fault(error) {
      if (state === 'down') return;
      state = 'down';
      console.error(
        `${LOG_PREFIX} Redis at ${where} cannot be reached (${error?.message || error}); ` +
          'this instance serves pages from its own memory or renders them until Redis is back.',
      );
    },
    up() {
      if (state === 'up') return;
      console.error(
        `${LOG_PREFIX} ${state === 'down' ? 'Redis is back' : 'sharing the page cache through Redis'} at ${where}.`,
      );
      state = 'up';
    },
  };
}

/**
 * Next's record of revalidated tags, the one its server consults: loaded with Node's require from
 * this folder, as `next start` loads it. Null when this Next.js keeps it elsewhere.
 */
function nextTagsManifest() {
  const tagsManifest = nextModule('next/dist/server/lib/incremental-cache/tags-manifest.external.js')?.tagsManifest;
  return tagsManifest instanceof Map ? tagsManifest : null;
}

/**
 * Next's record of each route's cache life learnt from renders (route → { revalidate, expire }), with
 * its own naming of a cache key's route; null when this Next.js keeps them elsewhere.
 */
function nextRouteCacheControls() {
  const shared = nextModule(
    'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
  )?.SharedCacheControls;
  const toRoute = nextModule('next/dist/server/lib/to-route.js')?.toRoute;
  return shared?.cacheControls instanceof Map && typeof toRoute === 'function'
    ? { routes: shared.cacheControls, toRoute }
    : null;
}

/**
 * The clock Next compares revalidation times with (its tags manifest), in milliseconds. Each
 * process's reads 1–3 ms ahead of the system clock (Date.now), by its own amount, so times sent to
 * other processes and the entries' stamps use the system clock, one for all the processes of a
 * machine; a stamp a millisecond or two early only costs one render more.
 */
function now() {
  return performance.timeOrigin + performance.now();
}

/** A Next.js module the server shares with this handler (an `.external` one), or null if it moved. */
function nextModule(path) {
  try {
    return createRequire(import.meta.url)(path);
  } catch {
    return null;
  }
}

/**
 * Revalidations shared between instances: `announce(tag)` tells the others, and what the others
 * announce is written into this process's tags manifest (the tag expired at the time it was
 * revalidated). A subscriber connection of its own, reconnecting like the main one.
 */
function shareRevalidations(client, outage) {
  const manifest = nextTagsManifest();
  if (!manifest) {
    console.error(
      `${LOG_PREFIX} this Next.js keeps revalidated tags elsewhere: a publish reaches the other instances ` +
        'only through the entries deleted in Redis (update web/cache-handler.mjs).',
    );
    return { announce: async () => {} };
  }
  const subscriber = client.duplicate();
  subscriber.on('error', (error) => outage.fault(error));
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(REVALIDATIONS_CHANNEL, (message) => {
        let note;
        try {
          note = JSON.parse(message);
        } catch {
          return;
        }
        if (note?.from === INSTANCE || typeof note?.tag !== 'string' || !Number.isFinite(note?.at)) return;
        const entry = manifest.get(note.tag) ?? {};
        // Never later than now here: a sender whose clock runs ahead must not postpone the expiry.
        const at = Math.min(note.at, now());
        manifest.set(note.tag, { ...entry, expired: Math.max(entry.expired ?? 0, at) });
      }),
    )
    .catch((error) => outage.fault(error));
  return {
    announce: (tag) => client.publish(REVALIDATIONS_CHANNEL, JSON.stringify({ tag, at: Date.now(), from: INSTANCE })),
  };
}

/**
 * The Redis handler with its faults logged. A failed read or write is thrown on, so that the
 * package's CacheHandler answers from the next handler (this instance's memory) instead.
 */
function logged(handler, outage, shared) {
  const guard =
    (method) =>
    async (...args) => {
      try {
        const result = await handler[method](...args);
        if (method === 'revalidateTag') await shared.announce(args[0]);
        return result;
      } catch (error) {
        outage.fault(error);
        if (method === 'revalidateTag') {
          // Not once per outage: each of these is a publish that the other instances did not see.
          console.error(
            `${LOG_PREFIX} tag "${args[0]}" was revalidated on this instance only: Redis could not be reached.`,
          );
        }
        throw error;
      }
    };
  return {
    name: handler.name,
    get: guard('get'),
    set: guard('set'),
    revalidateTag: guard('revalidateTag'),
    delete: guard('delete'),
  };
}

async function createHandlers(buildId) {
  const url = process.env.REDIS_URL;
  const where = describe(url);
  const outage = createOutageLog(where);
  // Written alongside Redis, read only when Redis fails.
  const memory = createLruHandler();
  let client;
  try {
    client = createClient({
      url,
      // A command sent while the connection is down fails at once rather than waiting in a queue.
      disableOfflineQueue: true,
      socket: { connectTimeout: CONNECT_WAIT_MS },
      pingInterval: 10_000,
    });
  } catch (error) {
    // The site's own check of REDIS_URL (web/src/env.ts) names the problem too.
    console.error(`${LOG_PREFIX} REDIS_URL is not usable (${error.message}); this instance keeps its own cache.`);
    return { handlers: [memory] };
  }
  // An 'error' event without a listener would end the process.
  client.on('error', (error) => outage.fault(error));
  client.on('ready', () => outage.up());
  // The first request waits for the connection at most CONNECT_WAIT_MS; after that the site serves
  // whether Redis is there or not, and the client keeps reconnecting in the background.
  const connected = new Promise((resolve) => {
    client.once('ready', resolve);
    setTimeout(resolve, CONNECT_WAIT_MS).unref();
  });
  client.connect().catch((error) => outage.fault(error));
  await connected;
  const redis = createRedisHandler({
    client,
    // Entries of another build (its pages name other script files) are never served.
    keyPrefix: `paperwise:${buildId ?? 'no-build-id'}:`,
    timeoutMs: REDIS_TIMEOUT_MS,
  });
  return { handlers: [logged(redis, outage, shareRevalidations(client, outage)), memory] };
}

const SHARED = Symbol.for('paperwise.sharedCacheHandlers');

/** A render still running after this long has failed; its start is forgotten. */
const RENDER_WINDOW_MS = 10 * 60_000;
/** Keys whose render start is remembered at most (renders that never wrote an entry included). */
const MAX_RENDERS = 10_000;

/**
 * Whether Next renders (or fetches) anew after this read: nothing cached, out of its revalidate
 * time, or one of its tags revalidated since it was written (Next's own rule for its entries).
 */
function rendersAfter(entry, softTags, manifest, at) {
  if (!entry) return true;
  const staleAt = entry.lifespan?.staleAt;
  if (typeof staleAt === 'number' && at >= staleAt * 1000) return true;
  if (!manifest) return false;
  for (const tag of [...(entry.tags ?? []), ...softTags]) {
    const revalidated = manifest.get(tag);
    if (!revalidated) continue;
    const { expired } = revalidated;
    if (typeof expired === 'number' && expired <= at && expired > entry.lastModified) return true;
    if (typeof revalidated.stale === 'number' && revalidated.stale > entry.lastModified) return true;
  }
  return false;
}

/**
 * When each key's pending render may have begun reading content: the first read of the key that
 * Next follows with a render, kept until the render writes its entry.
 */
function createRenderStarts() {
  const starts = new Map();
  return {
    read(key, at) {
      const started = starts.get(key);
      if (started !== undefined && at - started < RENDER_WINDOW_MS) return;
      starts.delete(key);
      if (starts.size >= MAX_RENDERS) starts.delete(starts.keys().next().value);
      starts.set(key, at);
    },
    /** The start of the render now writing `key`, forgotten; undefined when none was seen. */
    take(key, at) {
      const started = starts.get(key);
      starts.delete(key);
      return started !== undefined && at - started < RENDER_WINDOW_MS ? started : undefined;
    },
  };
}

/**
 * The package's handler, with the two rules above: what a read tells Next about another instance's
 * route, and each entry stamped with the start of its render.
 */
export class SharedCacheHandler extends CacheHandler {
  static #renders = createRenderStarts();
  static #manifest = nextTagsManifest();
  static #routeCacheControls = nextRouteCacheControls();

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (rendersAfter(entry, ctx?.softTags ?? [], SharedCacheHandler.#manifest, now())) {
      // A millisecond back: a publish in the same millisecond as this read counts as after it.
      SharedCacheHandler.#renders.read(key, Date.now() - 1);
    }
    // A page of another instance: its route's revalidate time, as this instance's own render would set it.
    const revalidate = entry?.lifespan?.revalidate;
    const controls = SharedCacheHandler.#routeCacheControls;
    const kind = entry?.value?.kind;
    if (controls && (kind === 'APP_PAGE' || kind === 'APP_ROUTE') && revalidate !== undefined) {
      const route = controls.toRoute(key);
      if (!controls.routes.has(route)) controls.routes.set(route, { revalidate, expire: undefined });
    }
    return entry;
  }

  async set(key, value, ctx) {
    const started = SharedCacheHandler.#renders.take(key, Date.now());
    if (started === undefined) return super.set(key, value, ctx);
    const given = ctx?.internal_lastModified;
    const lastModified = typeof given === 'number' ? Math.min(given, started) : started;
    return super.set(key, value, { ...ctx, internal_lastModified: lastModified });
  }
}

CacheHandler.onCreation(({ buildId }) => {
  // One Redis connection per process, however many times Next loads this module.
  globalThis[SHARED] ??= createHandlers(buildId?.trim());
  return globalThis[SHARED];
});

export default SharedCacheHandler;
