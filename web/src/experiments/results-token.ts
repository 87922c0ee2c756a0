import 'server-only';
import { experimentSecret } from './local-secret';

/** The file in the data folder holding the generated results token. */
export const RESULTS_TOKEN_FILE = 'experiment-results-token';

/**
 * The results endpoint's bearer token: EXPERIMENT_RESULTS_TOKEN, else (local mode) a random one
 * generated once in the data folder (data/experiment-results-token), which the studio's user pastes in.
 */
export function resultsToken(): string {
  return experimentSecret('EXPERIMENT_RESULTS_TOKEN', RESULTS_TOKEN_FILE);
}
