import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from './harness';

/**
 * The harness of one contract test file, called at the top of the file: started before its first
 * test and closed after its last. What it answers stands for the started harness, so tests and hooks
 * use it as they would the harness itself (reading it before the file's tests start is an error).
 * `environment` is the test's process.env (passed in: only tests read the environment).
 */
export function harnessForFile(
  environment: Record<string, string | undefined>,
  options: Parameters<typeof startHarness>[1] = {},
): Harness {
  let started: Harness | undefined;
  const current = () => {
    if (!started) throw new Error('The contract harness is used before the test file has started it.');
    return started;
  };
  beforeAll(async () => {
    started = await startHarness(environment, options);
  });
  afterAll(() => started?.close());
  return {
    base: (service) => current().base(service),
    get remote() {
      return current().remote;
    },
    get services() {
      return current().services;
    },
    close: () => current().close(),
  };
}
