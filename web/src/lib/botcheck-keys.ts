/** The embedded bot check's keys when none are configured: test values that protect nothing. */
export const EMBEDDED_BOTCHECK_SITE_KEY = 'embedded-site-key';
export const EMBEDDED_BOTCHECK_SECRET = 'embedded-secret';
