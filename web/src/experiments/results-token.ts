import 'server-only';
import { readOrCreateSecret } from '@/embedded/secret-file';
import { dataDir, env } from '@/env';

/** The file in the data folder holding the generated results token. */
export const RESULTS_TOKEN_FILE = 'experiment-results-token';

/**
 * The results endpoint's bearer token: EXPERIMENT_RESULTS_TOKEN, else a random one generated once
 * in the data folder (data/experiment-results-token), which the studio's user pastes in.
 */
export function resultsToken(): string {
  return env().EXPERIMENT_RESULTS_TOKEN ?? readOrCreateSecret(dataDir(), RESULTS_TOKEN_FILE).secret;
}
