import 'server-only';
import { readOrCreateSecret } from '@/embedded/secret-file';
import { dataDir, env, productionMode } from '@/env';

/**
 * A secret of the experiments: its variable when set (every instance of a deployment gets the
 * same), else, in local mode only, a random one generated once in the data folder (instances sharing
 * the folder share it). Production never generates a secret: its configuration check requires the
 * variable, and this refuses too.
 */
export function experimentSecret(
  variable: 'EXPERIMENT_RESULTS_TOKEN' | 'EXPERIMENT_COOKIE_SECRET',
  fileName: string,
): string {
  const configured = env()[variable];
  if (configured) return configured;
  if (productionMode()) throw new Error(`${variable} is required when SITE_MODE=production`);
  return readOrCreateSecret(dataDir(), fileName).secret;
}
