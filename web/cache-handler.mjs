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
  try {
    const { tagsManifest } = createRequire(import.meta.url)(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
    );
    return tagsManifest instanceof Map ? tagsManifest : null;
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
        manifest.set(note.tag, { ...entry, expired: Math.max(entry.expired ?? 0, note.at) });
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

CacheHandler.onCreation(({ buildId }) => {
  // One Redis connection per process, however many times Next loads this module.
  globalThis[SHARED] ??= createHandlers(buildId?.trim());
  return globalThis[SHARED];
});

export default CacheHandler;
