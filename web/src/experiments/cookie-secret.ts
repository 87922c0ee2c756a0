import 'server-only';
import { readOrCreateSecret } from '@/embedded/secret-file';
import { dataDir, env, productionMode } from '@/env';
import { createCookieSigner, type CookieSigner } from './cookie-signing';

/** The file in the data folder holding the generated cookie signing secret (local mode). */
export const COOKIE_SECRET_FILE = 'experiment-cookie-secret';

/**
 * The secret that signs the experiment cookies: EXPERIMENT_COOKIE_SECRET, which every instance of
 * a deployment shares (a cookie signed by one is believed by the others), else, in local mode only,
 * a random one generated once in the data folder (instances sharing the folder share it).
 * Production never generates a secret: its configuration check requires the variable.
 */
export function experimentCookieSecret(): string {
  const configured = env().EXPERIMENT_COOKIE_SECRET;
  if (configured) return configured;
  if (productionMode()) throw new Error('EXPERIMENT_COOKIE_SECRET is required when SITE_MODE=production');
  return readOrCreateSecret(dataDir(), COOKIE_SECRET_FILE).secret;
}

/*
 * One signer per process, on globalThis: the proxy signs and the collector (another bundle of the
 * same process) verifies with the same imported key. The secret is read once (no file read per
 * request); a test that changes it calls resetExperimentCookieSigner.
 */
const SIGNER_KEY = Symbol.for('paperwise.experiments.cookieSigner');
type Holder = { [SIGNER_KEY]?: CookieSigner };

/** The process's signer of the experiment cookies. */
export function experimentCookieSigner(): CookieSigner {
  const holder = globalThis as Holder;
  return (holder[SIGNER_KEY] ??= createCookieSigner(experimentCookieSecret()));
}

/** Tests only: forgets the process's signer, so that the next call reads the secret again. */
export function resetExperimentCookieSigner(): void {
  delete (globalThis as Holder)[SIGNER_KEY];
}
