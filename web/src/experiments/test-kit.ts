import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { CLIENT_ADDRESS_HEADER, trustClientAddressHeader } from '@/client-address';
import type { ConversionRouteDeps } from './conversion-route';
import { createCookieSigner } from './cookie-signing';
import { openSqliteStore } from './store/sqlite-store';
import type { EventStore, ExperimentEvent } from './store/types';

/** The site's origin in the tests of the conversion routes. */
export const TEST_SITE = 'http://localhost:3000';

/** The visitor of the tests: an id as the proxy mints it (sign it with TEST_SIGNER for its cookie). */
export const TEST_VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA';

/** The cookies' signer of the tests: a fixed secret, so that a signed value is the same each run. */
export const TEST_SIGNER = createCookieSigner('a-test-secret-of-at-least-32-characters');

/** An event store in a folder of its own; `remove` closes it and deletes the folder. */
export async function temporaryStore(name: string): Promise<{ store: EventStore; remove: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), `paperwise-${name}-`));
  const store = await openSqliteStore(join(folder, 'experiments.sqlite'));
  return {
    store,
    remove: async () => {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A report POSTed to a conversion route as the site's page sends it: JSON from the site's origin,
 * with these cookies, from one client address; `headers` add to or replace those.
 */
export function reportRequest(
  url: string,
  body: string,
  cookies: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: TEST_SITE,
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
      ...headers,
    },
    body,
  });
}

/** A route's answer: its status and JSON body. */
export async function readAnswer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The clock of the conversion routes' tests. */
export const TEST_CLOCK = Date.parse('2026-11-24T10:00:00.000Z');

/**
 * A conversion route's test bed, fresh for each test of the describe it is called in: a client
 * address header the routes trust, an event store in its own folder holding `exposure` (the server
 * exposed that visitor), and the log lines the route writes. `deps()` is what the route is given:
 * this store, one live experiment with these variants, room for 1,000 conversions, the test signer
 * and clock.
 */
export function conversionRouteBed(
  name: string,
  { experiment, variants, exposure }: { experiment: string; variants: readonly string[]; exposure: ExperimentEvent },
) {
  let remove = async () => {};
  const bed = {
    store: undefined as unknown as EventStore,
    lines: [] as string[],
    deps: (): ConversionRouteDeps => ({
      store: async () => bed.store,
      experiment: async (id) => (id === experiment ? { variants: variants.map((variant) => ({ id: variant })) } : null),
      eventsMax: 1000,
      signer: TEST_SIGNER,
      now: () => TEST_CLOCK,
      log: (what, error) => bed.lines.push(`${what}: ${(error as Error).message}`),
    }),
  };
  beforeEach(async () => {
    trustClientAddressHeader();
    ({ store: bed.store, remove } = await temporaryStore(name));
    await bed.store.record([exposure]);
    bed.lines = [];
  });
  afterEach(async () => {
    trustClientAddressHeader(false);
    await remove();
  });
  return bed;
}
