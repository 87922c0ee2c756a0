import 'server-only';
import { getSiteSettings } from '@/content/site';
import type { LandingConfig } from '@/content/types';
import { toSignupVariant } from '@/engine/adapter';
import type { SignupVariant } from '@/engine/types';

/** The sign-up variant of a landing page's content, in its language (the product name from the site settings). */
export async function landingSignupVariant(config: LandingConfig): Promise<SignupVariant> {
  const settings = await getSiteSettings(config.locale);
  return toSignupVariant(config, { productName: settings.productName ?? '' });
}
