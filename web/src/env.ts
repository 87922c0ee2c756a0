import 'server-only';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { SANITY_API_VERSION } from '@paperwise/schemas/api-version';
import { EMBEDDED_BOTCHECK_SECRET, EMBEDDED_BOTCHECK_SITE_KEY } from './lib/botcheck-keys';
import { parseRateLimits } from './lib/rate-limit';

/**
 * Every environment variable the site reads, validated once. Nothing else reads process.env.
 * Unset service URLs mean "use the embedded stand-in under this site's own origin".
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ message: 'must be an absolute http(s) URL' }).optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A yes/no variable: 1/true/yes or 0/false/no (unset: no). */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(1|0|true|false|yes|no|)$/, 'must be 1 or 0')
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // local: the embedded stand-ins, generated secrets, demo data. production: every service and
    // secret from the environment (PRODUCTION_REQUIRED below), no stand-in, nothing generated.
    SITE_MODE: optionalText.pipe(
      z.enum(['local', 'production'], { message: 'must be local or production' }).default('local'),
    ),
    // Where `npm start` and `npm run dev` listen (tools/run.mjs checks them before anything runs).
    PORT: optionalText.pipe(
      z
        .string()
        .refine(
          (v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65_535,
          'must be a port number from 1 to 65535',
        )
        .default('3000'),
    ),
    HOST: optionalText.pipe(
      z
        .string()
        .regex(/^(?:[A-Za-z0-9.-]+|\[?[0-9A-Fa-f:.]+\]?)$/, 'must be a host name or an IP address such as 127.0.0.1')
        .default('127.0.0.1'),
    ),
    CONTENT_BUNDLE: optionalText,
    SANITY_PROJECT_ID: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]*$/, 'must be a Sanity project id (a-z, 0-9, dash)')
      .optional(),
    SANITY_DATASET: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]*$/, 'must be a Sanity dataset name (a-z, 0-9, _ and -)')
      .optional(),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-09-01')
      .default(SANITY_API_VERSION),
    SANITY_API_READ_TOKEN: optionalText,
    SANITY_REVALIDATE_SECRET: optionalText,
    // The site's public origin (https://www.example.com): canonical addresses, the sitemap, robots.txt.
    SITE_URL: optionalUrl,
    // Where editors open the studio: the edit links that draft mode's visual editing puts in texts.
    SANITY_STUDIO_URL: optionalUrl,
    USERBASE_URL: optionalUrl,
    LOCATION_URL: optionalUrl,
    CACHED_API_URL: optionalUrl,
    WEBAPP_URL: optionalUrl,
    PAYPAL_API_URL: optionalUrl,
    // The support desk that files the contact form's messages and the feedback forms' answers.
    SUPPORT_URL: optionalUrl,
    // The bot check (score-based, reCAPTCHA v3 style) that serves api.js and answers siteverify.
    BOTCHECK_URL: optionalUrl,
    // Its public site key (sent to browsers) and its server secret (sent only to siteverify).
    BOTCHECK_SITE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[\w-]{8,100}$/, 'must be 8 to 100 letters, digits, _ or -')
        .default(EMBEDDED_BOTCHECK_SITE_KEY),
    ),
    BOTCHECK_SECRET: optionalText.pipe(
      z.string().max(200, 'must be at most 200 characters').default(EMBEDDED_BOTCHECK_SECRET),
    ),
    // '1': pages load enterprise.js and call grecaptcha.enterprise instead of api.js and grecaptcha.
    BOTCHECK_ENTERPRISE: flag,
    // How long the embedded userbase's slow test card (4000 0000 0000 0077) takes to be charged.
    BUY_SLOW_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      // Kept well below the 30 s after which another process may take over a running payment's key.
      .min(0, 'must be 0 to 20000')
      .max(20_000, 'must be 0 to 20000')
      .default(6000),
    // How many days the embedded support desk keeps contact messages, feedback and chats (1 to 3650).
    SUPPORT_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a whole number of days from 1 to 3650' })
      .int('must be a whole number of days from 1 to 3650')
      .min(1, 'must be a whole number of days from 1 to 3650')
      .max(3650, 'must be a whole number of days from 1 to 3650')
      .default(180),
    // The affiliate network's click tracking: its SDK (sdk.js) is loaded on pages of presets with affiliate tracking.
    AFFILIATE_URL: optionalUrl,
    // The affiliate retailer's toolbar script, on pages of presets that show it (/start/cb/), with consent.
    RETAILER_TOOLBAR_SCRIPT_URL: optionalUrl,
    // The user-behaviour / A-B test script of every page, with consent.
    BEHAVIOUR_SCRIPT_URL: optionalUrl,
    // '1' turns on /bench-empty/, the blank page the landing benchmark measures against.
    BENCH_EMPTY_PAGE: z.enum(['0', '1']).optional(),
    // Google Tag Manager container; unset: no tag manager script (the dataLayer pushes stay local).
    GTM_ID: optionalText.pipe(
      z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id like GTM-AB12CD3')
        .optional(),
    ),
    // The parent domain the language cookie is shared on (example.com: www.example.com and
    // app.example.com both read it), for 30 days, when the page's host is that domain or under it.
    // Unset: the cookie stays on the page's own host, for a year.
    COOKIE_DOMAIN: optionalText.pipe(
      z
        .string()
        .toLowerCase()
        .transform((v) => v.replace(/^\./, ''))
        .pipe(
          z
            .string()
            .regex(
              /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
              'must be a domain name with a dot, such as example.com (no scheme, port or path)',
            ),
        )
        .optional(),
    ),
    // Embedded services (web/src/embedded): where their SQLite files and signing key live.
    DATA_DIR: optionalText,
    // The built studio the site serves at /studio/; unset: studio/dist in the project.
    STUDIO_DIST: optionalText,
    JWT_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters (or unset: a key is generated in DATA_DIR)').optional(),
    ),
    PASSWORD_SCRYPT_LOG_N: z.coerce
      .number()
      .int()
      .min(14, 'must be 14 to 20 (N = 2^value)')
      .max(20, 'must be 14 to 20 (N = 2^value)')
      .default(15),
    LOCATION_DEFAULT_COUNTRY: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as US')
      .default('US')
      .transform((v) => v.toUpperCase()),
    LOCATION_FAIL: flag,
    GEOIP_DATABASE: optionalText,
    EMBEDDED_ADMIN: flag,
    // Experiments: how long the list of live experiments is trusted before it is read again.
    EXPERIMENT_REGISTRY_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(1, 'must be 1 to 3600 seconds')
      .max(3600, 'must be 1 to 3600 seconds')
      .default(60),
    // '1': visitors are split between variants even without cookie consent (their views are still not counted).
    EXPERIMENT_ASSIGNMENT_NECESSARY: flag,
    // PostgreSQL for the experiment events (postgres://user:password@host:5432/db); unset: SQLite in DATA_DIR.
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(?:ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
        .optional(),
    ),
    // The bearer token of the experiment results endpoint; unset: one is generated in DATA_DIR.
    EXPERIMENT_RESULTS_TOKEN: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters (or unset: a token is generated in DATA_DIR)').optional(),
    ),
    // The secret that signs the visitor id and sticky variant cookies, shared by every instance;
    // unset (local mode only): one is generated in DATA_DIR.
    EXPERIMENT_COOKIE_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters (or unset: a secret is generated in DATA_DIR)').optional(),
    ),
    // The most conversions stored (sign-ups, accounts: all experiments); further ones are refused until some are cleared.
    EXPERIMENT_EVENTS_MAX: z.coerce.number().int().min(1000).max(1_000_000_000).default(10_000_000),
    // The most exposures stored (all experiments); page views of new visitors past it are not logged.
    EXPERIMENT_EXPOSURES_MAX: z.coerce.number().int().min(1000).max(1_000_000_000).default(10_000_000),
    // Redis shared by several instances of the site for their page and data cache and its revalidation
    // (web/cache-handler.mjs reads it at start); unset: each instance keeps its own cache.
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\/[^\s/]+/, 'must be a redis:// or rediss:// address such as redis://127.0.0.1:6379')
        .optional(),
    ),
    // How many reverse proxies of your own stand in front of the site, each appending to
    // X-Forwarded-For: the client is the address the farthest of them received from. 0 (unset): the
    // socket's peer is the client and X-Forwarded-For is ignored (web/src/client-address.ts).
    TRUSTED_PROXY_COUNT: optionalText.pipe(
      z
        .string()
        .regex(/^(?:[0-9]|10)$/, 'must be a whole number from 0 to 10 (the reverse proxies in front of the site)')
        .default('0')
        .transform(Number),
    ),
    // Overrides of the rate limits (web/src/lib/rate-limit.ts): "login-client=10/60,contact-client=5/600".
    RATE_LIMITS: optionalText.pipe(
      z
        .string()
        .default('')
        .transform((text, context) => {
          try {
            return parseRateLimits(text);
          } catch (error) {
            context.addIssue({ code: 'custom', message: (error as Error).message });
            return z.NEVER;
          }
        }),
    ),
  })
  .refine((env) => Boolean(env.SANITY_PROJECT_ID) === Boolean(env.SANITY_DATASET), {
    message:
      'SANITY_PROJECT_ID and SANITY_DATASET go together: set both to use Sanity, or neither for the bundled content',
    path: ['SANITY_DATASET'],
  });

export type ServerEnv = z.infer<typeof schema>;

/**
 * What production (SITE_MODE=production) needs set, with what each is for: the site's origin, the
 * content project (the local Content Lake does not exist there), every external service (no
 * stand-in is served) and every secret the site itself uses (none is generated, none is the
 * stand-ins' published default). JWT_SECRET is the embedded userbase's, which production never runs.
 */
export const PRODUCTION_REQUIRED: Readonly<Record<string, string>> = {
  SITE_URL: 'the site’s public origin',
  SANITY_PROJECT_ID: 'the Sanity project of the content',
  SANITY_DATASET: 'the Sanity dataset of the content',
  USERBASE_URL: 'the accounts service',
  LOCATION_URL: 'the location service',
  CACHED_API_URL: 'the template search API',
  WEBAPP_URL: 'the web application',
  PAYPAL_API_URL: 'the payment provider',
  SUPPORT_URL: 'the support desk',
  BOTCHECK_URL: 'the bot check',
  AFFILIATE_URL: 'the affiliate network',
  BOTCHECK_SITE_KEY: 'the bot check’s site key',
  BOTCHECK_SECRET: 'the bot check’s secret',
  EXPERIMENT_RESULTS_TOKEN: 'the experiment results token',
  EXPERIMENT_COOKIE_SECRET: 'the secret every instance signs the experiment cookies with',
};

/** The stand-ins' own values, published in this repository: never a production value. */
const STAND_IN_VALUES: Readonly<Record<string, string>> = {
  BOTCHECK_SITE_KEY: EMBEDDED_BOTCHECK_SITE_KEY,
  BOTCHECK_SECRET: EMBEDDED_BOTCHECK_SECRET,
};

/** One line per variable production needs and does not have (empty outside production). */
function productionProblems(source: Record<string, string | undefined>, mode: string): string[] {
  if (mode !== 'production') return [];
  const problems: string[] = [];
  for (const [name, what] of Object.entries(PRODUCTION_REQUIRED)) {
    const value = source[name]?.trim();
    if (!value) problems.push(`  ${name}: required when SITE_MODE=production (${what}); it is not set`);
    else if (STAND_IN_VALUES[name] === value) {
      problems.push(`  ${name}: is the local stand-in’s value; SITE_MODE=production needs ${what} of your own`);
    }
  }
  // REDIS_URL means several instances: each one's SQLite file would hold part of the events, and a
  // conversion on another instance than its exposure would be lost.
  if (source.REDIS_URL?.trim() && !source.DATABASE_URL?.trim()) {
    problems.push(
      '  DATABASE_URL: required when SITE_MODE=production and REDIS_URL is set (several instances keep their experiment events in one PostgreSQL database; SQLite in DATA_DIR belongs to one instance); it is not set',
    );
  }
  return problems;
}

/**
 * The environment, validated: every bad variable is named on a line of its own, in one error, and
 * production's missing variables with them.
 */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  const lines: string[] = [];
  const named = new Set<string>();
  const add = (name: string, line: string) => {
    if (named.has(name)) return;
    named.add(name);
    lines.push(line);
  };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path.join('.') || '(env)';
      add(name, `  ${name}: ${issue.message}`);
    }
  }
  const mode = (source.SITE_MODE ?? '').trim();
  for (const line of productionProblems(source, mode)) add(line.trim().split(':')[0]!, line);
  if (lines.length > 0 || !result.success) {
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee docs/configuration.md.`);
  }
  return result.data;
}

/** The parent domain of the language cookie (COOKIE_DOMAIN), or undefined: the page's own host. */
export function cookieDomain(): string | undefined {
  return env().COOKIE_DOMAIN;
}

/** Whether the site runs as a deployment (SITE_MODE=production): no stand-in, nothing generated. */
export function productionMode(): boolean {
  return env().SITE_MODE === 'production';
}

let cached: ServerEnv | undefined;
export function env(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The folder holding pnpm-workspace.yaml: next runs in web/, the tests in the root. */
export function projectRoot(from = process.cwd()): string {
  let dir = resolve(from);
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
  return dir;
}

export function contentBundlePath(): string {
  return env().CONTENT_BUNDLE ? resolve(env().CONTENT_BUNDLE!) : join(projectRoot(), 'content', 'bundle.ndjson');
}

export type ServiceName =
  'userbase' | 'location' | 'cached-api' | 'webapp' | 'paypal' | 'support' | 'botcheck' | 'affiliate';

const SERVICE_VARS: Record<ServiceName, keyof ServerEnv> = {
  userbase: 'USERBASE_URL',
  location: 'LOCATION_URL',
  'cached-api': 'CACHED_API_URL',
  webapp: 'WEBAPP_URL',
  paypal: 'PAYPAL_API_URL',
  support: 'SUPPORT_URL',
  botcheck: 'BOTCHECK_URL',
  affiliate: 'AFFILIATE_URL',
};

/** A service's base URL, ending in '/': the configured one, or the embedded stand-in's path. */
export function serviceBaseUrl(name: ServiceName): string {
  const configured = env()[SERVICE_VARS[name]] as string | undefined;
  if (!configured) return `/embedded/${name}/`;
  return configured.endsWith('/') ? configured : `${configured}/`;
}

/** The external scripts loaded only with the visitor's consent (components/consent/ConsentedScripts.tsx). */
const CONSENTED_SCRIPT_VARS = {
  'retailer-toolbar': 'RETAILER_TOOLBAR_SCRIPT_URL',
  behaviour: 'BEHAVIOUR_SCRIPT_URL',
} as const satisfies Record<string, keyof ServerEnv>;

export type ConsentedScriptName = keyof typeof CONSENTED_SCRIPT_VARS;

/**
 * The address of a script loaded with consent: the configured one; unset, its local stand-in
 * (web/public/assets/stand-ins/, which only marks that it ran) outside production, and none in
 * production.
 */
export function consentedScriptUrl(name: ConsentedScriptName): string | null {
  const configured = env()[CONSENTED_SCRIPT_VARS[name]];
  if (configured) return configured;
  return productionMode() ? null : `/assets/stand-ins/${name}.js`;
}

/** The site's public origin without a trailing slash: SITE_URL, else the local server's address. */
export function siteUrl(): string {
  return (env().SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * The studio the draft-mode edit links open: SANITY_STUDIO_URL, else `sanity dev`'s local address
 * (the studio is built for the base path /studio, studio/sanity.cli.ts).
 */
export function sanityStudioUrl(): string {
  return env().SANITY_STUDIO_URL ?? 'http://localhost:3333/studio';
}

/** Whether this process is `next build` or one of its workers (prerendering pages). */
export function nextBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * The digest of the bundle the running build was made from (web/next.config.ts writes it into the
 * build as this exact expression); undefined outside a build's code (unit tests, `next dev`).
 */
export function builtContentDigest(): string | undefined {
  return process.env.PAPERWISE_BUILT_CONTENT_DIGEST || undefined;
}

export function contentSource(): 'sanity' | 'embedded' {
  return env().SANITY_PROJECT_ID && env().SANITY_DATASET ? 'sanity' : 'embedded';
}

/** The embedded services' data folder: DATA_DIR, or data/ in the project root (git-ignored). */
export function dataDir(): string {
  return env().DATA_DIR ? resolve(env().DATA_DIR!) : join(projectRoot(), 'data');
}

/** The studio's build folder (`sanity build`), served at /studio/: STUDIO_DIST, or studio/dist in the project root. */
export function studioDistDir(): string {
  return env().STUDIO_DIST ? resolve(env().STUDIO_DIST!) : join(projectRoot(), 'studio', 'dist');
}

/**
 * Whether the embedded services' test switches (the location failure switch) may be used:
 * always outside production, in production only with EMBEDDED_ADMIN=1.
 */
export function embeddedAdminEnabled(): boolean {
  return env().NODE_ENV !== 'production' || env().EMBEDDED_ADMIN;
}

export interface BotCheckSettings {
  /** The public site key the page passes to execute(). */
  siteKey: string;
  /** The script that defines window.grecaptcha (api.js) or grecaptcha.enterprise (enterprise.js). */
  scriptUrl: string;
  enterprise: boolean;
}

/**
 * What a page needs to load the bot check: the site key and the script. The script's address is
 * given without the `?render=` query; the loader adds `?render={siteKey}`.
 */
export function botCheckSettings(): BotCheckSettings {
  const e = env();
  return {
    siteKey: e.BOTCHECK_SITE_KEY,
    scriptUrl: `${serviceBaseUrl('botcheck')}${e.BOTCHECK_ENTERPRISE ? 'enterprise.js' : 'api.js'}`,
    enterprise: e.BOTCHECK_ENTERPRISE,
  };
}
