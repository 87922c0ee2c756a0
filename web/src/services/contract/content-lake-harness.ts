import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Relative imports: the studio's tests start this harness too, without the site's '@/' alias.
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { serveFetchHandler } from '../../embedded/node-server';
import { createContentLake, type ContentLake } from '../../embedded/content-lake/service';

/** Where the site mounts the lake; the harness serves it at the same path. */
export const LAKE_BASE = '/embedded/content-lake/';
export const API_VERSION = '2025-09-01';

export interface LakeHarness {
  /** The client's apiHost: the server's origin and the lake's path, without the final slash. */
  apiHost: string;
  lake: ContentLake;
  /** A real @sanity/client pointed at the lake, as the site and the studio will configure it. */
  client(config?: Partial<ClientConfig>): SanityClient;
  close(): Promise<void>;
}

/**
 * Starts a local Content Lake behind a real HTTP server on a loopback port, with a fresh data
 * folder, seeded from `documents` (written as an NDJSON bundle) or from the bundle at `seedBundle`.
 */
export async function startContentLake(
  options: { documents?: Array<Record<string, unknown>>; seedBundle?: string; now?: () => Date } = {},
): Promise<LakeHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paperwise-lake-'));
  let seedBundle = options.seedBundle;
  if (options.documents) {
    seedBundle = join(dataDir, 'seed.ndjson');
    writeFileSync(seedBundle, options.documents.map((doc) => JSON.stringify(doc)).join('\n'));
  }
  const lake = createContentLake({ dataDir, seedBundle, publicBase: LAKE_BASE, now: options.now });
  const server = await serveFetchHandler(async (request) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(LAKE_BASE)) return new Response('not found', { status: 404 });
    return lake.handler(request, pathname.slice(LAKE_BASE.length));
  });
  const apiHost = `${server.url}${LAKE_BASE.replace(/\/$/, '')}`;
  return {
    apiHost,
    lake,
    client: (config = {}) =>
      createClient({
        projectId: 'local',
        dataset: 'production',
        apiHost,
        useProjectHostname: false,
        apiVersion: API_VERSION,
        useCdn: false,
        ...config,
      }),
    async close() {
      await server.close();
      lake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
