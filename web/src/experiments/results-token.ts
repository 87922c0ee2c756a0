import 'server-only';
import { readOrCreateSecret } from '@/embedded/secret-file';
import { dataDir, env, productionMode } from '@/env';

/** The file in the data folder holding the generated results token. */
export const RESULTS_TOKEN_FILE = 'experiment-results-token';

/**
 * The results endpoint's bearer token: EXPERIMENT_RESULTS_TOKEN, else a random one generated once
 * in the data folder (data/experiment-results-token), which the studio's user pastes in. Only in
 * local mode: production never generates a secret (its configuration check requires the variable).
 */
export function resultsToken(): string {
  const configured = env().EXPERIMENT_RESULTS_TOKEN;
  if (configured) return configured;
  if (productionMode()) throw new Error('EXPERIMENT_RESULTS_TOKEN is required when SITE_MODE=production');
  return readOrCreateSecret(dataDir(), RESULTS_TOKEN_FILE).secret;
}
