import 'server-only';
import { landingSignupVariant } from '@/components/signup/landing-variant';
import type { DetailsSource } from '@/components/signup/variant-details';
import type { LandingConfig } from '@/content/types';
import { splitVariant } from '@/engine/adapter';
import type { ServiceUrls, SignupVariantCore } from '@/engine/types';
import { productionMode, serviceBaseUrl } from '@/env';

/**
 * The base URLs of the services the engine calls from the browser, each ending in '/'; in local mode
 * the browser may replace the API host for itself (engine/api-host.ts).
 */
export function engineServices(): ServiceUrls {
  return {
    userbase: serviceBaseUrl('userbase'),
    location: serviceBaseUrl('location'),
    cachedApi: serviceBaseUrl('cached-api'),
    webapp: serviceBaseUrl('webapp'),
    apiHostOverridable: !productionMode(),
  };
}

/** What a page hands <SignupProvider>: the variant's core, where the rest comes from, and the services. */
export interface SignupSetup {
  variant: SignupVariantCore;
  details: DetailsSource;
  services: ServiceUrls;
}

/**
 * What a landing page hands the sign-up engine, built from its content: the variant's core, and the
 * rest (the dialog's copy, the templates) inline only when the dialog is open on load; otherwise the
 * engine loads it on intent or at idle from the landing content at `config.path`, which keeps it out
 * of the page's RSC payload (components/signup/variant-details.ts).
 */
export async function signupSetup(config: LandingConfig, { inline = false } = {}): Promise<SignupSetup> {
  const { core, details } = splitVariant(await landingSignupVariant(config));
  return { variant: core, details: inline ? details : { landingPath: config.path }, services: engineServices() };
}
