import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_HOST_KEY, withApiHostOverride } from './api-host';
import type { ServiceUrls } from './types';

const SERVICES: ServiceUrls = {
  userbase: 'https://api.paperwise.example/',
  location: 'https://geo.paperwise.example/',
  cachedApi: 'https://cache.paperwise.example/',
  webapp: 'https://app.paperwise.example/',
};
const storing = (value: string | null) => ({ getItem: (key: string) => (key === API_HOST_KEY ? value : null) });

afterEach(() => vi.restoreAllMocks());

describe('withApiHostOverride', () => {
  it('keeps the default API host when the server does not allow a change (production)', () => {
    expect(withApiHostOverride(SERVICES, storing('http://127.0.0.1:4000/'))).toBe(SERVICES);
    expect(withApiHostOverride({ ...SERVICES, apiHostOverridable: false }, storing('http://127.0.0.1:4000/'))).toEqual({
      ...SERVICES,
      apiHostOverridable: false,
    });
  });

  it('in local mode, takes the host this browser stored for the API (the userbase), and only it', () => {
    const local = { ...SERVICES, apiHostOverridable: true };
    expect(withApiHostOverride(local, storing('http://127.0.0.1:4000/api'))).toEqual({
      ...local,
      userbase: 'http://127.0.0.1:4000/api/',
    });
    expect(withApiHostOverride(local, storing(null))).toBe(local);
    expect(withApiHostOverride(local, null)).toBe(local);
  });

  it('ignores, with a warning, a stored value that is not an http(s) address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const local = { ...SERVICES, apiHostOverridable: true };
    for (const bad of ['api.example', 'javascript:alert(1)', 'ftp://files.example/']) {
      expect(withApiHostOverride(local, storing(bad)).userbase, bad).toBe(SERVICES.userbase);
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('keeps the default when the storage refuses to be read', () => {
    const local = { ...SERVICES, apiHostOverridable: true };
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(withApiHostOverride(local, refusing)).toBe(local);
  });
});
