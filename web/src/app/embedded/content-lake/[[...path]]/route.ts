import { contentLakeRoute } from '@/embedded/content-lake/runtime';

// The local Content Lake (web/src/embedded/content-lake): Sanity's HTTP API over the bundled
// content, for @sanity/client and the studio when no Sanity project is configured. Per request:
// it reads and writes its data, and its listener answers stream.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = contentLakeRoute();
