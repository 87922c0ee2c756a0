import 'server-only';
import { join } from 'node:path';
import { contentSource, projectRoot, studioDistDir } from '@/env';
import { resultsToken } from '@/experiments/results-token';
import { serveStudio } from './files';

/** Where the site serves the studio; `sanity build` builds it for this base path (studio/sanity.cli.ts). */
export const STUDIO_BASE = '/studio/';

/** The route handlers of app/studio/[[...path]]/route.ts. */
export function studioRoute() {
  const handle = (request: Request): Response => {
    const url = new URL(request.url);
    // The studio's router works below `/studio/`; its bare name gets the slash.
    if (url.pathname === STUDIO_BASE.slice(0, -1)) {
      return new Response(null, { status: 308, headers: { location: `${STUDIO_BASE}${url.search}` } });
    }
    const subpath = url.pathname.startsWith(STUDIO_BASE) ? url.pathname.slice(STUDIO_BASE.length) : '';
    return serveStudio(request, subpath, {
      distDir: studioDistDir(),
      basePath: STUDIO_BASE,
      fontFile: join(projectRoot(), 'web', 'fonts', 'inter-latin-wght-normal.woff2'),
      // Without a Sanity project the site has its local Content Lake, which the studio edits.
      local: contentSource() === 'embedded',
      resultsToken,
    });
  };
  return { GET: handle, HEAD: handle };
}
