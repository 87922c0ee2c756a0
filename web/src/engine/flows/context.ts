import type { AxiosInstance } from 'axios';
import { progress } from '@/lib/progress-bar';
import type { HttpOptions } from '@/services/http';
import { browserStorage, withApiHostOverride } from '../api-host';
import type { ServiceUrls, SignupVariant } from '../types';

export interface EngineClients {
  userbase: AxiosInstance;
  location: AxiosInstance;
}

/** What every flow needs: the variant, the service addresses and the page it runs on. */
export interface EngineContext {
  variant: SignupVariant;
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

export function browserPage(): EngineContext['page'] {
  return {
    origin: () => window.location.origin,
    host: () => window.location.host,
    path: () => window.location.pathname,
    search: () => window.location.search,
    navigate: (url) => window.location.assign(url),
  };
}

export function createEngineContext(
  variant: SignupVariant,
  services: ServiceUrls,
  page: EngineContext['page'] = browserPage(),
  http: HttpOptions = { progress },
): EngineContext {
  return { variant, services: withApiHostOverride(services, browserStorage()), page, http, clients: null };
}
