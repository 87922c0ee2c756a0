import 'server-only';
import { CONTENT_LAKE_BASE, contentLake, revalidateLakeChanges } from '@/content/local-lake';
import { productionMode } from '@/env';

/** Where the lake is mounted on the site: @sanity/client's apiHost is the origin plus this, without the final slash. */
export { CONTENT_LAKE_BASE };

/**
 * The route handlers of app/embedded/content-lake/[[...path]]/route.ts: the process's one lake
 * (content/local-lake.ts, the same the site reads), which exists only while no Sanity project is
 * configured. After each request the pages of the published documents it changed are revalidated,
 * inside this request: a publish in the studio is live on the next visit, with no webhook.
 */
export function contentLakeRoute() {
  const handle = async (request: Request) => {
    // In production the local Content Lake does not exist, whatever the content configuration says;
    // with a Sanity project configured the site reads Sanity: there is no local lake to answer.
    const lake = productionMode() ? null : contentLake();
    if (!lake) return Response.json({ error: 'Not Found', message: 'Not Found', statusCode: 404 }, { status: 404 });
    const { pathname } = new URL(request.url);
    const subpath = pathname.startsWith(CONTENT_LAKE_BASE) ? pathname.slice(CONTENT_LAKE_BASE.length) : '';
    try {
      return await lake.handler(request, subpath);
    } finally {
      revalidateLakeChanges();
    }
  };
  return { GET: handle, HEAD: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle, OPTIONS: handle };
}
