import 'server-only';
import { contentBundlePath, contentSource, dataDir, siteUrl } from '@/env';
import { createContentLake, type ContentLake } from './service';

/** Where the lake is mounted on the site: @sanity/client's apiHost is the origin plus this, without the final slash. */
export const CONTENT_LAKE_BASE = '/embedded/content-lake/';

/**
 * The site's one local Content Lake, kept on globalThis like the other embedded services (Next may
 * load this module once per route bundle; one process has one database connection and one set of
 * listeners). It exists only while no Sanity project is configured.
 */
const KEY = Symbol.for('paperwise.content-lake');
type Holder = { [KEY]?: ContentLake };

export function contentLake(): ContentLake | null {
  if (contentSource() === 'sanity') return null;
  const holder = globalThis as Holder;
  holder[KEY] ??= createContentLake({
    dataDir: dataDir(),
    seedBundle: contentBundlePath(),
    publicBase: CONTENT_LAKE_BASE,
    allowedOrigins: [siteUrl()],
  });
  return holder[KEY];
}

/** The route handlers of app/embedded/content-lake/[[...path]]/route.ts. */
export function contentLakeRoute() {
  const handle = (request: Request) => {
    const lake = contentLake();
    // With a Sanity project configured the site reads Sanity: there is no local lake to answer.
    if (!lake) return Response.json({ error: 'Not Found', message: 'Not Found', statusCode: 404 }, { status: 404 });
    const { pathname } = new URL(request.url);
    const subpath = pathname.startsWith(CONTENT_LAKE_BASE) ? pathname.slice(CONTENT_LAKE_BASE.length) : '';
    return lake.handler(request, subpath);
  };
  return { GET: handle, HEAD: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle, OPTIONS: handle };
}
