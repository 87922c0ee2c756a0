import type { AxiosInstance } from 'axios';
import { progress } from '@/lib/progress-bar';
import type { HttpOptions } from '@/services/http';
import { browserStorage, withApiHostOverride } from '../api-host';
import type { ServiceUrls, SignupVariant, SignupVariantCore } from '../types';

export interface EngineClients {
  userbase: AxiosInstance;
  location: AxiosInstance;
}

/**
 * What every flow needs: the variant, the service addresses and the page it runs on. The start
 * needs only the variant's core (`EngineContext<SignupVariantCore>`); the triggers' actions and the
 * dialog need all of it, which the page's provider adds to the same context when it has loaded
 * (components/signup/variant-details.ts), so both share one set of HTTP clients.
 */
export interface EngineContext<Variant extends SignupVariantCore = SignupVariant> {
  variant: Variant;
  services: ServiceUrls;
  page: {
    origin(): string;
    host(): string;
    path(): string;
    search(): string;
    navigate(url: string): void;
  };
  http: HttpOptions;
  /**
   * The HTTP clients, made on first use by `clientsOf` (flows/clients.ts). The context itself does
   * not import the HTTP library: the buttons that open the dialog need none of it, so the landing
   * page's first load does not carry it.
   */
  clients: EngineClients | null;
}

/** The context the start runs with: the variant's core is enough for it. */
export type StartContext = EngineContext<SignupVariantCore>;

export function browserPage(): EngineContext['page'] {
  return {
    origin: () => window.location.origin,
    host: () => window.location.host,
    path: () => window.location.pathname,
    search: () => window.location.search,
    navigate: (url) => window.location.assign(url),
  };
}

export function createEngineContext<Variant extends SignupVariantCore = SignupVariant>(
  variant: Variant,
  services: ServiceUrls,
  page: EngineContext['page'] = browserPage(),
  http: HttpOptions = { progress },
): EngineContext<Variant> {
  return { variant, services: withApiHostOverride(services, browserStorage()), page, http, clients: null };
}
