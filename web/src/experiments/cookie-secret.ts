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
 * One signer per process and secret, on globalThis: the proxy signs and the collector (another
 * bundle of the same process) verifies with the same imported key.
 */
const SIGNER_KEY = Symbol.for('paperwise.experiments.cookieSigner');
type Holder = { [SIGNER_KEY]?: { secret: string; signer: CookieSigner } };

/** The process's signer of the experiment cookies. */
export function experimentCookieSigner(): CookieSigner {
  const holder = globalThis as Holder;
  const secret = experimentCookieSecret();
  const held = holder[SIGNER_KEY];
  if (held && held.secret === secret) return held.signer;
  const signer = createCookieSigner(secret);
  holder[SIGNER_KEY] = { secret, signer };
  return signer;
}
