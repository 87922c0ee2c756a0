import 'server-only';
import { dataDir, env } from '@/env';
import { openEventStore } from './open';
import type { EventStore } from './types';

export type { EventStore, ExperimentEvent, ExperimentTotals, RecordOutcome, VariantTotals } from './types';

/*
 * One store per process. The proxy and the route handlers are bundled apart but run in the same
 * process: a module-level variable would give each bundle its own connections (and SQLite its own
 * writer), so the store is kept on globalThis under a registered symbol that every bundle shares.
 */
const STORE_KEY = Symbol.for('paperwise.experiments.eventStore');

type Holder = { [STORE_KEY]?: Promise<EventStore> };

/**
 * The process's experiment event store: PostgreSQL when DATABASE_URL is set, else SQLite in the
 * data folder, opened (and migrated) on first use. A failed opening is forgotten, so the next call
 * tries again instead of failing for the life of the process.
 */
export function eventStore(): Promise<EventStore> {
  const holder = globalThis as Holder;
  let store = holder[STORE_KEY];
  if (!store) {
    store = openEventStore({ databaseUrl: env().DATABASE_URL, dataDir: dataDir() });
    holder[STORE_KEY] = store;
    store.catch(() => {
      if (holder[STORE_KEY] === store) delete holder[STORE_KEY];
    });
  }
  return store;
}

/** Tests only: closes and forgets the process's store. */
export async function resetEventStore(): Promise<void> {
  const holder = globalThis as Holder;
  const store = holder[STORE_KEY];
  delete holder[STORE_KEY];
  await store?.then((s) => s.close()).catch(() => undefined);
}
