import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';

const KEY = Symbol.for('paperwise.embedded-services');
type Holder = { [KEY]?: { close(): void } };

/** Closes the process's embedded services (kept on globalThis), so the next call starts them anew. */
function dropServices() {
  const holder = globalThis as Holder;
  holder[KEY]?.close();
  delete holder[KEY];
}

/**
 * Gives each test of the file a fresh data folder and no embedded services yet, and removes both
 * after it, with the stubbed globals and variables. Returns the current test's data folder.
 */
export function freshServicesPerTest(prefix: string): () => string {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
    dropServices();
  });
  afterEach(() => {
    dropServices();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => dataDir;
}
