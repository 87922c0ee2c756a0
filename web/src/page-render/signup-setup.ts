import 'server-only';
import { getSiteSettings } from '@/content/site';
import type { LandingConfig } from '@/content/types';
import { toSignupVariant } from '@/engine/adapter';
import type { ServiceUrls, SignupVariant } from '@/engine/types';
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

/** What a page hands the sign-up engine: the variant built from its landing content, and the services. */
export async function signupSetup(config: LandingConfig): Promise<{ variant: SignupVariant; services: ServiceUrls }> {
  const settings = await getSiteSettings(config.locale);
  return {
    variant: toSignupVariant(config, { productName: settings.productName ?? '' }),
    services: engineServices(),
  };
}
