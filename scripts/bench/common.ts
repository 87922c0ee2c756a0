/**
 * What the benchmarks share: the visitor they present, the pages they measure, their medians, their
 * numeric flags.
 */

/** A desktop Chrome: a robot's user agent (HeadlessChrome included) is served differently. */
export const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The pages the site's paint and weight figures are measured on, one of each kind. */
export const MEASURED_PAGES = [
  { label: 'home', path: '/' },
  { label: 'landing variant', path: '/docs/ab/15.10.24/01/' },
  { label: 'search', path: '/search/' },
  { label: 'EULA', path: '/company/eula/' },
];

/** Bytes as kilobytes with one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** `--name N`: a whole number from `min` to `max`, or the fallback when the flag is absent. */
export function flag(args: string[], name: string, fallback: number, min: number, max: number): number {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} takes a whole number from ${min} to ${max}`);
  }
  return value;
}

/**
 * The body of an e-mail-only sign-up as the site's dialog sends it to the userbase (POST user/),
 * for a made-up address; the page named is the free demo's.
 */
export function signupBody(email: string, host = '127.0.0.1'): string {
  return JSON.stringify({
    Email: email,
    Password: null,
    AutogeneratePassword: true,
    Device: 'desktop',
    IpAddress: '203.0.113.9',
    Language: 'en',
    DocName: 'Business Plan',
    CreationPage: `${host}/docs/free-demo/`,
  });
}
