import 'server-only';
import { embeddedServices, externalBase } from '@/embedded/runtime';
import type { EmbeddedServiceName } from '@/embedded/services';

// The one module of the site outside the embedded routes that reaches into web/src/embedded: a
// service left unconfigured is this site's own stand-in and is answered in-process, without a
// network round trip. Server code calls services through here, never through embedded/ itself.

export class ServicePathError extends Error {
  constructor(name: string, path: string) {
    super(`Refused ${name} service path ${JSON.stringify(path.slice(0, 80))}: it leaves the service's base`);
    this.name = 'ServicePathError';
  }
}

/**
 * Calls a service from server code (a server component, a route handler) by a path relative to its
 * base ('search/loan/?language=en'): over HTTP when configured to a real URL, in-process when
 * embedded. The target never depends on the incoming request (its Host or X-Forwarded-Host are the
 * client's to choose), and a path that resolves outside the base ('../', '//host/', 'https://...')
 * is refused rather than sent.
 */
export async function serviceFetch(name: EmbeddedServiceName, path: string, init?: RequestInit): Promise<Response> {
  const external = externalBase(name);
  // The embedded base is a path: a fixed placeholder origin makes it a URL to resolve against.
  const base = new URL(external ?? `/embedded/${name}/`, 'http://embedded.invalid');
  const target = new URL(path, base);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) {
    throw new ServicePathError(name, path);
  }
  if (external) return fetch(target, init);
  return embeddedServices().handlers[name](new Request(target, init), target.pathname.slice(base.pathname.length));
}
