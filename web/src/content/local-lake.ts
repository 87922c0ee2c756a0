import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { revalidateTag } from 'next/cache';
import { isDraftId, isSystemId, isVersionId } from '@/embedded/content-lake/ids';
import { createContentLake, type ContentLake } from '@/embedded/content-lake/service';
import { bundleDigest, type CommittedTransaction } from '@/embedded/content-lake/store';
import { serveFetchHandler } from '@/embedded/node-server';
import {
  builtContentDigest,
  contentBundlePath,
  contentSource,
  dataDir,
  nextBuildPhase,
  projectRoot,
  siteUrl,
} from '@/env';

/**
 * The local Content Lake as the site's content source: with no Sanity project the site reads its
 * content with the same @sanity/client as with one, from the process's one lake (the one the
 * studio edits at /embedded/content-lake/) over HTTP.
 *
 * Why a loopback listener of its own rather than the site's public address: the reads must work
 * where there is no public address yet or no request at all (`next build` prerendering, ISR
 * regenerations, scripts, unit tests), must not go through the proxy, the path guard or a
 * reverse proxy in front of the site, and must not depend on SITE_URL being right. So the first
 * read starts a listener on 127.0.0.1 on a free port, inside this process, serving the same lake
 * object as the site's route. It only reads: writes go through the site's route, where a publish
 * revalidates the pages (see revalidateLakeChanges).
 *
 * Why a real round trip rather than a transport handing the client's requests to the lake in
 * memory (the client's `resolveFetch`): in server components the client sends its reads through
 * Next's fetch, which takes each page's cache tags from them (`next: { tags }`, content/fetch.ts).
 * A transport of its own bypasses it, and a publish no longer revalidates the pages (tried: the
 * browser tests of publish → page failed). The listener instead writes an answer the lake has kept
 * straight to the socket (keptQueryAnswer).
 */

/** The project and dataset names of the local lake, as the local studio names them (studio/local/). */
export const LOCAL_PROJECT_ID = 'local';
export const LOCAL_DATASET = 'production';

/** Where the lake is mounted, on the site and on the loopback listener alike. */
export const CONTENT_LAKE_BASE = '/embedded/content-lake/';

/**
 * An uploaded file's address as a page links it: a file of the local lake by its path on this
 * site, so it loads whatever host name the page was opened with (the lake writes the origin of
 * the upload into the asset); a Sanity CDN address as it is.
 */
export function assetSrc(url: string): string {
  if (contentSource() !== 'embedded') return url;
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith(CONTENT_LAKE_BASE) ? pathname : url;
  } catch {
    return url;
  }
}

interface LakeHolder {
  lake?: ContentLake;
  apiHost?: Promise<string>;
  /** Document types whose published documents changed and whose pages are not revalidated yet. */
  pending: Set<string>;
}

// One per process on globalThis: Next may load this module once per route bundle, and the route,
// the pages and the proxy must share one database connection and one set of listeners.
const KEY = Symbol.for('paperwise.content-lake');
const holder = ((globalThis as { [KEY]?: LakeHolder })[KEY] ??= { pending: new Set() });

/**
 * The data folder of a build's lake: `next build` reads a lake of its own, seeded from the bundle
 * and named by the bundle's digest, never the developer's DATA_DIR. So a build is a function of
 * the bundle (edits made in a local studio never leak into a test build, and the build stamps of
 * tools/run.mjs stay true), and its workers share one seeded copy.
 */
export function buildLakeDir(bundle = contentBundlePath()): string {
  let digest: string;
  try {
    digest = bundleDigest(readFileSync(bundle));
  } catch (error) {
    throw new Error(`cannot read the content bundle at ${bundle}: ${(error as NodeJS.ErrnoException).code}`);
  }
  return join(projectRoot(), 'web', '.next', 'cache', 'content-lake-build', digest.slice(0, 24));
}

/**
 * The process's local Content Lake, opened on first use; null where a Sanity project is configured
 * (there is no local lake then). In `next build` it is the build's own lake (buildLakeDir).
 */
export function contentLake(): ContentLake | null {
  if (contentSource() === 'sanity') return null;
  if (holder.lake) return holder.lake;
  const building = nextBuildPhase();
  const lake = createContentLake({
    dataDir: building ? buildLakeDir() : dataDir(),
    seedBundle: contentBundlePath(),
    projectId: LOCAL_PROJECT_ID,
    dataset: LOCAL_DATASET,
    publicBase: CONTENT_LAKE_BASE,
    allowedOrigins: [siteUrl()],
  });
  if (!building) {
    lake.store.subscribe((transaction) => {
      for (const tag of publishedTypesOf(transaction)) holder.pending.add(tag);
    });
  }
  holder.lake = lake;
  return lake;
}

/**
 * The local lake's count of changes (any write, by this process or another one on the same file),
 * for lists kept in memory that must follow a publish at once (the proxy's list of pages, the live
 * experiments); null with a Sanity project, whose lists are read again after a time to live.
 */
export function localContentVersion(): number | null {
  return contentLake()?.store.generation() ?? null;
}

/**
 * The cache tags a transaction makes stale: the types of the published documents it wrote or
 * deleted, the tags every page's reads carry (content/fetch.ts), as the publish webhook uses them
 * with Sanity. Drafts, release versions and system documents change no public page.
 */
export function publishedTypesOf(transaction: CommittedTransaction): string[] {
  const types = new Set<string>();
  for (const change of transaction.changes) {
    if (isDraftId(change.id) || isVersionId(change.id) || isSystemId(change.id)) continue;
    const type = (change.after ?? change.before)?._type;
    if (typeof type === 'string') types.add(type);
  }
  return [...types];
}

/** The tags waiting for revalidation, emptied. */
export function takePendingRevalidations(): string[] {
  const tags = [...holder.pending];
  holder.pending.clear();
  return tags;
}

/**
 * Revalidates the pages of every published document the lake changed since the last call: called
 * by the lake's route after each request, inside that request, where Next's revalidateTag works
 * (and, with REDIS_URL, reaches every instance through the shared cache). The tags expire at once
 * (`expire: 0`), so the next visit renders the page anew instead of being served the old one while
 * it renders: a publish is visible on the next request. A transaction made outside a request (a
 * scheduled release published while the site read the lake) is revalidated with the next request
 * to the lake's route.
 */
export function revalidateLakeChanges(): string[] {
  const tags = takePendingRevalidations();
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return tags;
}

/**
 * The @sanity/client apiHost of the local lake: `http://127.0.0.1:<port>/embedded/content-lake`,
 * the process's loopback listener, started on first use. The listener does not keep the process
 * alive (a build worker or a test ends when its work does).
 */
export function localContentApiHost(): Promise<string> {
  holder.apiHost ??= (async () => {
    const lake = contentLake();
    if (!lake) throw new Error('The local Content Lake exists only without a Sanity project (SANITY_PROJECT_ID).');
    // A query answered before in this generation is written from the lake's cache at once.
    const listener = await serveFetchHandler((request) => readOnlyLake(lake, request), {
      ready: (req) => lake.keptQueryAnswer(req.method, req.url, req.headers.origin),
    });
    listener.server.unref();
    return `${listener.url}${CONTENT_LAKE_BASE.replace(/\/$/, '')}`;
  })();
  holder.apiHost.catch(() => (holder.apiHost = undefined));
  return holder.apiHost;
}

/** Reads of the lake's API: GET and HEAD, and queries sent as POST (long queries). */
function isRead(method: string, subpath: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  return method === 'POST' && /^v[^/]+\/data\/query\/[^/]+$/.test(subpath);
}

async function readOnlyLake(lake: ContentLake, request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(CONTENT_LAKE_BASE)) {
    return Response.json({ error: 'Not Found', message: 'Not Found', statusCode: 404 }, { status: 404 });
  }
  const subpath = pathname.slice(CONTENT_LAKE_BASE.length);
  if (!isRead(request.method, subpath)) {
    return Response.json(
      {
        error: {
          description: `The site's own reading address of the local Content Lake only reads. Write through the site's ${CONTENT_LAKE_BASE}, where a publish revalidates the pages.`,
          type: 'httpMethodNotAllowed',
        },
      },
      { status: 405 },
    );
  }
  return lake.handler(request, subpath);
}

/**
 * Whether the published content of the lake may differ from what the running build prerendered:
 * the build is made from a bundle (builtContentDigest), the lake was seeded from a bundle and may
 * have been published to since. When they differ, every content page of the build is out of date.
 */
export function lakeDiffersFromBuild(lake: ContentLake, built = builtContentDigest()): boolean {
  if (!built) return true;
  return lake.store.seedDigest() !== built || lake.store.publishedChangedSinceSeed();
}

/** Next's record of revalidated cache tags (an internal module Next shares between all its bundles). */
interface TagsManifest {
  get(tag: string): { stale?: number; expired?: number } | undefined;
  set(tag: string, entry: { stale?: number; expired?: number }): void;
}

const TAGS_MANIFEST_MODULE = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/**
 * Next's tags manifest as the server itself loaded it: through Node's own require from the site's
 * package (web/), so that it is the one instance Next's server consults, not a copy bundled into
 * this module.
 */
function nextTagsManifest(): TagsManifest {
  const { createRequire } = process.getBuiltinModule('node:module') as typeof import('node:module');
  const load = createRequire(join(projectRoot(), 'web', 'package.json'));
  const name = TAGS_MANIFEST_MODULE;
  const manifest = (load(name) as { tagsManifest?: unknown }).tagsManifest;
  if (!(manifest instanceof Map)) {
    throw new Error(
      `${TAGS_MANIFEST_MODULE} has no tagsManifest map: this Next.js version keeps revalidated tags elsewhere; ` +
        'update expireBuildPagesWhenLakeChanged (web/src/content/local-lake.ts).',
    );
  }
  return manifest as TagsManifest;
}

/**
 * Run once when the server starts (web/src/instrumentation.ts), before it serves a page: when the
 * lake's published content may differ from the build's (lakeDiffersFromBuild), every page and
 * cached answer carrying the `content` tag (all of them, content/fetch.ts) and stored before now
 * is expired, as revalidateTag does, so the first visit of each renders it from the lake. A lake
 * edited while no server ran, or a publish whose revalidation ended with the previous server
 * (Next keeps revalidated tags in memory), therefore never shows an older page. Nothing is done
 * for a lake still equal to the build's bundle: the prerendered pages stay. Returns whether it
 * expired them.
 */
export function expireBuildPagesWhenLakeChanged(): boolean {
  if (contentSource() === 'sanity' || nextBuildPhase()) return false;
  const lake = contentLake()!;
  if (!lakeDiffersFromBuild(lake)) return false;
  const manifest = nextTagsManifest();
  manifest.set('content', { ...manifest.get('content'), expired: Date.now() });
  return true;
}
