import { contentLakeRoute } from '@/embedded/content-lake/runtime';
import { productionMode } from '@/env';

// The local Content Lake (web/src/embedded/content-lake): Sanity's HTTP API over the bundled
// content, for @sanity/client and the studio when no Sanity project is configured. Per request:
// it reads and writes its data, and its listener answers stream.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const lake = contentLakeRoute();

/** In production the local Content Lake does not exist, whatever the content configuration says. */
function inLocalMode(handler: (request: Request) => Response | Promise<Response>) {
  return (request: Request) =>
    productionMode()
      ? Response.json({ error: 'There is nothing at this address.' }, { status: 404 })
      : handler(request);
}

export const GET = inLocalMode(lake.GET);
export const HEAD = inLocalMode(lake.HEAD);
export const POST = inLocalMode(lake.POST);
export const PUT = inLocalMode(lake.PUT);
export const PATCH = inLocalMode(lake.PATCH);
export const DELETE = inLocalMode(lake.DELETE);
export const OPTIONS = inLocalMode(lake.OPTIONS);
