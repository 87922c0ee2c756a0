import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * For the embedded services' own tests: `start()` opens a service on a fresh data folder (or the
 * one given, to reopen it), and every service a test opened is closed after it, even one the test
 * closed itself.
 */
export function servicePerTest<S extends { close(): void }, O = never>(
  prefix: string,
  create: (dataDir: string, options?: O) => S,
): (dataDir?: string, options?: O) => S {
  const open: S[] = [];
  afterEach(() => {
    for (const service of open.splice(0)) {
      try {
        service.close();
      } catch {
        // Closed by the test already.
      }
    }
  });
  return (dataDir = mkdtempSync(join(tmpdir(), prefix)), options) => {
    const service = create(dataDir, options);
    open.push(service);
    return service;
  };
}

/** A request to a service's handler, with a JSON body sent as text/plain as the site's browser code sends it. */
export function textRequest(url: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Request(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'text/plain', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
