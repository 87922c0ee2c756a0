import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFetchHandler } from '@/embedded/node-server';
import { createEmbeddedServices, type EmbeddedServiceName, type EmbeddedServices } from '@/embedded/services';

/**
 * Where the contract tests send their requests. By default they start the embedded services
 * in this process, behind a real HTTP server on a loopback port, with a fresh data folder.
 * CONTRACT_BASE_URL points them at a running site instead (services under /embedded/<name>/),
 * and CONTRACT_<SERVICE>_URL (USERBASE, LOCATION, CACHED_API, PAYPAL, WEBAPP,
 * SUPPORT, BOTCHECK, AFFILIATE) at one real
 * service's base URL.
 */
export interface Harness {
  /** The service's base URL, ending in '/'. */
  base(service: EmbeddedServiceName): string;
  /** True when the requests go to a server this process did not start. */
  remote: boolean;
  /** The in-process services (for the checks only they allow: stored rows, counts). */
  services?: EmbeddedServices;
  close(): Promise<void>;
}

const WEB_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const OVERRIDES: Record<EmbeddedServiceName, string> = {
  userbase: 'CONTRACT_USERBASE_URL',
  location: 'CONTRACT_LOCATION_URL',
  'cached-api': 'CONTRACT_CACHED_API_URL',
  paypal: 'CONTRACT_PAYPAL_URL',
  webapp: 'CONTRACT_WEBAPP_URL',
  support: 'CONTRACT_SUPPORT_URL',
  botcheck: 'CONTRACT_BOTCHECK_URL',
  affiliate: 'CONTRACT_AFFILIATE_URL',
};

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** `environment` is the test's process.env (passed in: only tests read the environment). */
export async function startHarness(
  environment: Record<string, string | undefined>,
  options: { scryptLogN?: number; buySlowMs?: number } = {},
): Promise<Harness> {
  const site = environment.CONTRACT_BASE_URL?.trim();
  const override = (service: EmbeddedServiceName) => environment[OVERRIDES[service]]?.trim();
  if (site) {
    return {
      base: (service) => withSlash(override(service) || `${site.replace(/\/+$/, '')}/embedded/${service}/`),
      remote: true,
      close: async () => undefined,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'paperwise-contract-'));
  const services = createEmbeddedServices({
    dataDir,
    webRoot: WEB_ROOT,
    scryptCost: options.scryptLogN ? { logN: options.scryptLogN, r: 8, p: 1 } : undefined,
    location: { defaultCountry: 'US', adminEnabled: true },
    buySlowMs: options.buySlowMs,
  });
  const server = await serveFetchHandler(services.dispatch);
  return {
    base: (service) => withSlash(override(service) || `${server.url}/embedded/${service}/`),
    remote: false,
    services,
    async close() {
      await server.close();
      services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An address no earlier run has used. */
export function uniqueEmail(tag = 'contract'): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** POSTs a JSON document the way the site's HTTP client does: as text/plain. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=utf-8', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function signupPayload(email: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Email: email,
    Password: null,
    AutogeneratePassword: true,
    Device: 'desktop',
    IpAddress: '203.0.113.7, 10.0.0.1',
    Language: 'en',
    DocName: 'Business Plan',
    CreationPage: 'www.example.com/docs/free-demo/',
    SourceChannel: 'newsletter',
    SourceCampaign: 'spring',
    SourceAdGroup: null,
    CustomTracking: null,
    SourceAccount: '42',
    SourceKeyword: 'business plan',
    SourceQParam: 'business plan',
    SourceGuid: 'GA1.2.3.4',
    ...extra,
  };
}
