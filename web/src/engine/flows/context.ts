import type { AxiosInstance } from 'axios';
import { progress } from '@/components/layout/progress';
import { createHttpClient, type HttpOptions } from '@/services/http';
import type { ServiceUrls, SignupVariant } from '../types';

/** What every flow needs: the variant, the service clients and the page it runs on. */
export interface EngineContext {
  variant: SignupVariant;
  services: ServiceUrls;
  clients: { userbase: AxiosInstance; location: AxiosInstance };
  page: {
    origin(): string;
    host(): string;
    path(): string;
    search(): string;
    navigate(url: string): void;
  };
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
  return {
    variant,
    services,
    page,
    clients: {
      userbase: createHttpClient(services.userbase, http),
      location: createHttpClient(services.location, http),
    },
  };
}
