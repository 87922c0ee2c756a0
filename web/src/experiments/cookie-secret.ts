import 'server-only';
import { createCookieSigner, type CookieSigner } from './cookie-signing';
import { experimentSecret } from './local-secret';

/** The file in the data folder holding the generated cookie signing secret (local mode). */
export const COOKIE_SECRET_FILE = 'experiment-cookie-secret';

/**
 * The secret that signs the experiment cookies: EXPERIMENT_COOKIE_SECRET, which every instance of
 * a deployment shares (a cookie signed by one is believed by the others), else, in local mode only,
 * one generated once in the data folder.
 */
export function experimentCookieSecret(): string {
  return experimentSecret('EXPERIMENT_COOKIE_SECRET', COOKIE_SECRET_FILE);
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

/**
 * A signer that reads the process's signer when a cookie is signed or checked, not when it is made:
 * a route built with it fails only the request that needs a secret that cannot be had, as JSON.
 */
export const requestTimeCookieSigner: CookieSigner = {
  sign: (purpose, value) => experimentCookieSigner().sign(purpose, value),
  verify: (purpose, signed) => experimentCookieSigner().verify(purpose, signed),
};

/** Tests only: forgets the process's signer, so that the next call reads the secret again. */
export function resetExperimentCookieSigner(): void {
  delete (globalThis as Holder)[SIGNER_KEY];
}
