import { studioRoute } from '@/studio-host/runtime';

// The built Sanity Studio at /studio/ (web/src/studio-host): its files, and its page for every
// address of its router. Read from disk per request, so a new studio build needs no site build.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const { GET, HEAD } = studioRoute();
