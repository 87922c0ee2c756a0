import { openPostgresStore } from './postgres-store';
import { openSqliteStore, sqliteStorePath } from './sqlite-store';
import type { EventStore } from './types';

export interface StoreSettings {
  /** PostgreSQL's address; unset: the SQLite file in the data folder. */
  databaseUrl?: string;
  dataDir: string;
}

/** The store the settings name: PostgreSQL when a database address is given, else SQLite. */
export function openEventStore(settings: StoreSettings): Promise<EventStore> {
  return settings.databaseUrl
    ? openPostgresStore(settings.databaseUrl)
    : openSqliteStore(sqliteStorePath(settings.dataDir));
}
