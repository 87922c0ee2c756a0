import 'server-only';
import { createClient, type ClientConfig, type SanityClient } from 'next-sanity';
import { contentSource, env, sanityStudioUrl } from '@/env';
import { LOCAL_DATASET, LOCAL_PROJECT_ID, localContentApiHost } from './local-lake';
import { stegaFilter } from './stega';

type Source = ReturnType<typeof contentSource>;
// One client of each kind per source (a process has one source; the tests switch between them).
const clients = new Map<Source, Promise<SanityClient>>();
const draftClients = new Map<Source, Promise<SanityClient>>();

/** The cached client of `source`, made once; a failed making (the lake would not open) is tried again. */
function cached(map: Map<Source, Promise<SanityClient>>, make: () => Promise<SanityClient>): Promise<SanityClient> {
  const source = contentSource();
  let pending = map.get(source);
  if (!pending) {
    pending = make();
    map.set(source, pending);
    pending.catch(() => map.delete(source));
  }
  return pending;
}

/**
 * Where the client reads: the configured Sanity project, or, without one, the process's local
 * Content Lake (content/local-lake.ts), which speaks Sanity's HTTP API on a loopback address
 * (`{apiHost}/v{apiVersion}/data/query/production`, no `{projectId}.` host name). Everything else
 * about the client (perspective, CDN flag, cache tags, draft mode and stega) is the same for both.
 */
async function sourceConfig(): Promise<ClientConfig> {
  if (contentSource() === 'sanity') return editingDataset();
  return {
    ...editingDataset(),
    apiHost: await localContentApiHost(),
    useProjectHostname: false,
  };
}

/**
 * The site's content client, for Sanity or the local lake. The token (Sanity only) never leaves the
 * server. With the local lake `useCdn` changes nothing: a client with its own apiHost has no CDN
 * host and reads the API itself.
 */
export function sanityClient(): Promise<SanityClient> {
  return cached(clients, async () =>
    createClient({
      ...(await sourceConfig()),
      apiVersion: env().SANITY_API_VERSION,
      useCdn: true,
      perspective: 'published',
      token: contentSource() === 'sanity' ? env().SANITY_API_READ_TOKEN : undefined,
    }),
  );
}

/**
 * Why draft mode cannot be used with this configuration, or null when it can. Sanity keeps drafts
 * private, so reading them (and checking the studio's preview secret) needs a token. The local lake
 * has no sign-in at all: whoever reaches the server is its editor (docs/editing-content.md), so its
 * drafts need no token and draft mode always works.
 */
export function draftModeProblem(): string | null {
  if (contentSource() === 'sanity' && !env().SANITY_API_READ_TOKEN) {
    return 'Draft mode needs SANITY_API_READ_TOKEN, a token with the Viewer role, to read drafts.';
  }
  return null;
}

/**
 * The client of draft mode: drafts over published documents, straight from the API (the CDN serves
 * published documents only), with the token (Sanity only), and stega on the visible texts for visual
 * editing. Only for a configuration that draftModeProblem() accepts.
 */
export function sanityDraftClient(): Promise<SanityClient> {
  return cached(draftClients, async () =>
    (await sanityClient()).withConfig({
      perspective: 'drafts',
      useCdn: false,
      token: contentSource() === 'sanity' ? env().SANITY_API_READ_TOKEN : undefined,
      stega: { enabled: true, studioUrl: editingStudioUrl(), filter: stegaFilter },
    }),
  );
}

/**
 * The studio that draft mode's edit markers name: SANITY_STUDIO_URL when set; without a Sanity
 * project, the studio this same site serves at /studio (a path on the page's own origin); else
 * `sanity dev`'s local address.
 */
export function editingStudioUrl(): string {
  if (!env().SANITY_STUDIO_URL && contentSource() === 'embedded') return '/studio';
  return sanityStudioUrl();
}

/** The project and dataset the site reads (and its edit markers name): Sanity's, or the local lake's. */
export function editingDataset(): { projectId: string; dataset: string } {
  const { SANITY_PROJECT_ID, SANITY_DATASET } = env();
  if (contentSource() === 'sanity') return { projectId: SANITY_PROJECT_ID!, dataset: SANITY_DATASET! };
  return { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET };
}

/**
 * The word the local client sends as its token when checking the studio's preview secret:
 * @sanity/preview-url-secret refuses a client without a token, and the local lake, which has no
 * sign-in, reads the header as nothing. It opens nothing: anyone who reaches the lake may read it.
 */
export const LOCAL_LAKE_TOKEN = 'local-content-lake-has-no-sign-in';

/** The client that checks the studio's preview secret (a raw-perspective read of a private document). */
export async function previewSecretClient(): Promise<SanityClient> {
  const published = await sanityClient();
  return contentSource() === 'sanity' ? published : published.withConfig({ token: LOCAL_LAKE_TOKEN });
}
