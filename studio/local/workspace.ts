import { createClient, type ClientConfig } from '@sanity/client';
import type { WorkspaceOptions } from 'sanity';
import { LocalContentNavbar } from './LocalContentNavbar';
import { installLocalPresenceSocket } from './presence-socket';
import { contentLakeApiHost, siteLocation } from './site';

/** The local Content Lake's one user (web/src/embedded/content-lake/project.ts, LOCAL_USER). */
export const LOCAL_EDITOR_ID = 'pLocalEditor';

/**
 * The key under which the studio remembers that its warning about HTTP/1.1 was dismissed (its
 * "Don't show again for this session"; sanity's useNetworkProtocolCheck).
 */
export const PROTOCOL_WARNING_SNOOZE_KEY = 'sanity-studio.network.check.snooze';

/**
 * What a studio on the local lake sets up in the browser before it starts. The lake's socket is
 * answered in the page (presence-socket.ts). The site's server speaks HTTP/1.1 on this machine,
 * and the studio's warning that HTTP/1.1 slows it down (meant for Sanity's API across the
 * internet) is dismissed the way its own button dismisses it.
 */
export function prepareBrowser(win: Window & typeof globalThis, apiHost: string) {
  installLocalPresenceSocket(win, apiHost.replace(/^http/, 'ws'), LOCAL_EDITOR_ID);
  try {
    win.sessionStorage.setItem(PROTOCOL_WARNING_SNOOZE_KEY, new Date().toISOString());
  } catch {
    // Storage switched off: the warning may show, nothing else changes.
  }
}

/** Host names of this machine: every `*.localhost` name reaches the same server. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The site's server speaks HTTP/1.1, where a browser keeps at most six connections to one host
 * name, and each of the studio's listeners (an open document, its list, its previews, the
 * releases) holds one for as long as it listens: with six of them nothing else, not even the
 * studio's own scripts, would get through. On this machine every listener gets a host name of its
 * own, `listener-<n>.localhost` (the same server: browsers send `*.localhost` to loopback), so the
 * listeners never queue behind each other or the rest. Elsewhere addresses stay as they are.
 */
export function listenerAddresses(apiHost: string): (url: string) => string {
  const api = new URL(apiHost);
  if (!LOOPBACK_HOST.test(api.hostname)) return (url) => url;
  let count = 0;
  return (url) => {
    const target = new URL(url);
    if (target.origin !== api.origin || !target.pathname.includes('/data/listen/')) return url;
    count += 1;
    target.hostname = `listener-${count}.localhost`;
    return target.toString();
  };
}

/** The fetch the studio's clients use: the browser's, with listeners sent to their own host names. */
export function localFetch(
  apiHost: string,
  baseFetch: typeof fetch = (...args) => globalThis.fetch(...args),
): typeof fetch {
  const address = listenerAddresses(apiHost);
  return (input, init) =>
    baseFetch(typeof input === 'string' ? address(input) : input instanceof URL ? address(input.href) : input, init);
}

/**
 * The workspace settings of a studio without a Sanity project: every client the studio makes talks
 * to the local Content Lake on the site's own origin (`{origin}/embedded/content-lake/v…/…`, never a
 * `{projectId}.` host name, so any host and port the site is served on works), and the navbar says
 * that the content is this machine's. The lake answers `users/me` with its local editor: the studio
 * opens signed in, with no account and nothing to type.
 */
export function localWorkspace(): Pick<WorkspaceOptions, 'apiHost' | 'unstable_clientFactory' | 'studio'> {
  const apiHost = contentLakeApiHost(siteLocation());
  if (typeof window !== 'undefined') prepareBrowser(window, apiHost);
  const fetchForClients = localFetch(apiHost);
  return {
    apiHost,
    unstable_clientFactory: (options: ClientConfig) =>
      createClient({ ...options, apiHost, useProjectHostname: false, resolveFetch: () => fetchForClients }),
    studio: { components: { navbar: LocalContentNavbar } },
  };
}
