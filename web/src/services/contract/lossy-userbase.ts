import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../http';
import { startHarness, type Harness } from './harness';
import { startLossyRelay, type LossyRelay } from './lossy-relay';

/**
 * The real userbase (embedded, or the one `environment` configures: see ./harness) behind a
 * loopback relay that loses chosen answers, for the tests of one file: started before them, closed
 * after. `client()` talks through the relay without retry delays; `accounts()` counts the embedded
 * userbase's accounts (0 against a configured one).
 */
export function lossyUserbase(environment: Record<string, string | undefined>) {
  let harness: Harness | undefined;
  let relay: LossyRelay | undefined;
  beforeAll(async () => {
    harness = await startHarness(environment, { scryptLogN: 14 });
    relay = await startLossyRelay(harness.base('userbase'));
  });
  afterAll(async () => {
    await relay?.close();
    await harness?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the lossy userbase is used before its tests start');
    return value;
  };
  return {
    get harness() {
      return started(harness);
    },
    get relay() {
      return started(relay);
    },
    client: () => createHttpClient(started(relay).base, { retryDelay: () => 0 }),
    accounts: () => started(harness).services?.userbase().store.countUsers() ?? 0,
  };
}
