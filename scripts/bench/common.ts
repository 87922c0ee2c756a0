import autocannon from 'autocannon';

/**
 * What the benchmarks share: the visitor they present, the pages they measure, their medians, their
 * numeric flags.
 */

/** A desktop Chrome: a robot's user agent (HeadlessChrome included) is served differently. */
export const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The landing variant the benchmarks load by default: a cached, prerendered landing page. */
export const LANDING_VARIANT = '/docs/ab/15.10.24/01/';

/** The site's own empty page (app/[locale]/bench-empty), served when the server runs with BENCH_EMPTY_PAGE=1. */
export const EMPTY_PAGE = '/bench-empty/';

/** The pages the site's paint and weight figures are measured on, one of each kind. */
export const MEASURED_PAGES = [
  { label: 'home', path: '/' },
  { label: 'landing variant', path: LANDING_VARIANT },
  { label: 'search', path: '/search/' },
  { label: 'EULA', path: '/company/eula/' },
];

/** Bytes as kilobytes with one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** One load's figures: requests per second, p50 and p99 latency (ms), failed requests. */
export interface LoadSample {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Loads one address with autocannon for `seconds` from `connections` connections, as a desktop
 * browser (PERSON_UA) sending `headers` too. Errors, timeouts and non-2xx answers count as failures.
 */
export async function loadFor(
  url: string,
  {
    seconds,
    connections = 20,
    headers = {},
  }: { seconds: number; connections?: number; headers?: Record<string, string> },
): Promise<LoadSample> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'user-agent': PERSON_UA, ...headers },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

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
