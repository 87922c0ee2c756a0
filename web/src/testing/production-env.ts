/**
 * A production configuration (SITE_MODE=production) with every variable it requires set
 * (PRODUCTION_REQUIRED in web/src/env.ts), for tests of what production does. The services are
 * addresses nothing answers on this machine: a test that reaches one fails.
 */
const ELSEWHERE = 'http://127.0.0.1:9/';

export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  SITE_MODE: 'production',
  SITE_URL: 'https://www.example.com',
  SANITY_PROJECT_ID: 'abc123',
  SANITY_DATASET: 'production',
  USERBASE_URL: ELSEWHERE,
  LOCATION_URL: ELSEWHERE,
  CACHED_API_URL: ELSEWHERE,
  WEBAPP_URL: ELSEWHERE,
  PAYPAL_API_URL: ELSEWHERE,
  SUPPORT_URL: ELSEWHERE,
  BOTCHECK_URL: ELSEWHERE,
  AFFILIATE_URL: ELSEWHERE,
  BOTCHECK_SITE_KEY: 'a-site-key-of-our-own',
  BOTCHECK_SECRET: 'a-secret-of-our-own',
  EXPERIMENT_RESULTS_TOKEN: 'r'.repeat(40),
  EXPERIMENT_COOKIE_SECRET: 'c'.repeat(40),
};
