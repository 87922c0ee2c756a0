import type { ServiceUrls } from './types';

/** The browser's own choice of API host, kept in its local storage under this key. */
export const API_HOST_KEY = 'paperwise:api-host';

/**
 * The services with the API host (the userbase, which every account call goes to) replaced by the
 * one this browser stored under API_HOST_KEY, for a developer who points a local site at another
 * accounts service without restarting it. Only where the server allows it (local mode: a production
 * site never lets a stored value send visitors' e-mail addresses elsewhere), and only an absolute
 * http(s) address; anything else is ignored with a warning. The address is used as a base, so it
 * gets its final slash.
 */
export function withApiHostOverride(services: ServiceUrls, storage: Pick<Storage, 'getItem'> | null): ServiceUrls {
  if (!services.apiHostOverridable || !storage) return services;
  let stored: string | null;
  try {
    stored = storage.getItem(API_HOST_KEY);
  } catch {
    return services; // storage refused (privacy settings): the default host.
  }
  if (!stored) return services;
  let url: URL;
  try {
    url = new URL(stored.trim());
  } catch {
    console.warn(`${API_HOST_KEY} is not an address, ignored: ${stored}`);
    return services;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    console.warn(`${API_HOST_KEY} must be an http(s) address, ignored: ${stored}`);
    return services;
  }
  url.search = '';
  url.hash = '';
  const base = url.href.endsWith('/') ? url.href : `${url.href}/`;
  return { ...services, userbase: base };
}

/** The page's local storage, or null where there is none (the server's render) or it is refused. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
