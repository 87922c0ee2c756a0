import 'server-only';
import { join } from 'node:path';
import {
  dataDir,
  embeddedAdminEnabled,
  env,
  productionMode,
  projectRoot,
  serviceBaseUrl,
  siteUrl,
  type ServiceName,
} from '@/env';
import { siteRateLimit } from '@/rate-limits';
import { createEmbeddedServices, type EmbeddedServiceName, type EmbeddedServices } from './services';

/**
 * The site's one set of embedded services, configured from the environment. Kept on globalThis:
 * Next may load this module once per route bundle, and one process must have one database
 * connection and one sign-up guard.
 */
const KEY = Symbol.for('paperwise.embedded-services');
type Holder = { [KEY]?: EmbeddedServices };

export function embeddedServices(): EmbeddedServices {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    // The stand-ins generate their keys and hold demo accounts: a deployment never starts them.
    if (productionMode()) throw new Error('the embedded stand-in services do not run when SITE_MODE=production');
    const e = env();
    const admin = embeddedAdminEnabled();
    holder[KEY] = createEmbeddedServices({
      dataDir: dataDir(),
      webRoot: join(projectRoot(), 'web'),
      jwtSecret: e.JWT_SECRET,
      scryptCost: { logN: e.PASSWORD_SCRYPT_LOG_N, r: 8, p: 1 },
      location: {
        defaultCountry: e.LOCATION_DEFAULT_COUNTRY,
        fail: e.LOCATION_FAIL && admin,
        adminEnabled: admin,
        databasePath: e.GEOIP_DATABASE,
      },
      userbaseUrl: externalBase('userbase'),
      botcheck: { siteKey: e.BOTCHECK_SITE_KEY, secret: e.BOTCHECK_SECRET, url: externalBase('botcheck') },
      buySlowMs: e.BUY_SLOW_MS,
      supportRetentionDays: e.SUPPORT_RETENTION_DAYS,
      siteOrigin: siteUrl(),
      rateLimits: siteRateLimit,
    });
  }
  return holder[KEY];
}

/** Whether a service is the embedded stand-in (its base is this site's /embedded/<name>/ path). */
function isEmbedded(name: EmbeddedServiceName): boolean {
  return serviceBaseUrl(name as ServiceName) === `/embedded/${name}/`;
}

/**
 * A configured service's base, normalised by serviceBaseUrl to end in '/': without it
 * new URL('auth/ssoValidate/', 'https://host/v1') would drop the /v1. Undefined when embedded.
 */
export function externalBase(name: EmbeddedServiceName): string | undefined {
  return isEmbedded(name) ? undefined : serviceBaseUrl(name as ServiceName);
}

/** The route handlers of app/embedded/<name>/[[...path]]/route.ts. */
export function embeddedRoute(name: EmbeddedServiceName) {
  const handle = (request: Request) => {
    // In production no stand-in exists (web/server.ts refuses /embedded/ before this; `next start`
    // run by hand meets this).
    if (productionMode()) return Response.json({ error: 'There is nothing at this address.' }, { status: 404 });
    // A service configured to a real URL is not served here: the site talks to the real one.
    if (!isEmbedded(name)) {
      return Response.json({ error: `the ${name} service is configured elsewhere` }, { status: 404 });
    }
    return embeddedServices().handlers[name](request, subpathOf(request, name));
  };
  return { GET: handle, HEAD: handle, POST: handle };
}

function subpathOf(request: Request, name: string): string {
  const { pathname } = new URL(request.url);
  const prefix = `/embedded/${name}/`;
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
}
