import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sanityConfig as state } from '@/testing/sanity-config';

vi.mock('@/env', async () => (await import('@/testing/sanity-config')).envStandIn);
vi.mock('@/content/local-lake', async () => (await import('@/testing/sanity-config')).localLakeStandIn);

const validatePreviewUrl = vi.fn();
vi.mock('@sanity/preview-url-secret', async (original) => ({
  ...(await original<typeof import('@sanity/preview-url-secret')>()),
  validatePreviewUrl: (...args: unknown[]) => validatePreviewUrl(...args),
}));

const enable = vi.fn();
const jar = new Map<string, { value: string; partitioned?: boolean }>();
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: false,
    enable: () => {
      enable();
      jar.set('__prerender_bypass', { value: 'preview-id' });
    },
  }),
  cookies: async () => ({
    get: (name: string) => jar.get(name),
    set: (cookie: { name: string; value: string; partitioned?: boolean }) => jar.set(cookie.name, cookie),
  }),
}));

// A fresh count per test, with the site's default allowance.
const limits = vi.hoisted(() => ({ current: undefined as import('@/lib/rate-limit').RateLimit | undefined }));
vi.mock('@/rate-limits', () => ({ siteRateLimit: () => limits.current! }));

const { GET } = await import('./route');
const { RATE_LIMIT_DEFAULTS, createRateLimit } = await import('@/lib/rate-limit');
const { CLIENT_ADDRESS_HEADER, trustClientAddressHeader } = await import('@/client-address');

const request = (query: string, headers: Record<string, string> = {}) =>
  new NextRequest(`https://site.example/api/draft-mode/enable/${query}`, { headers });
const body = async (response: Response) => ((await response.json()) as { message: string }).message;

beforeEach(() => {
  limits.current = createRateLimit('draft-client');
  trustClientAddressHeader();
  state.source = 'sanity';
  state.token = 'viewer-token';
  state.nodeEnv = 'production';
  validatePreviewUrl.mockReset();
  enable.mockReset();
  jar.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('GET /api/draft-mode/enable/', () => {
  it('without a Sanity project: checks the secret with the local Content Lake, which needs no token', async () => {
    state.source = 'embedded';
    state.token = undefined;
    validatePreviewUrl.mockResolvedValue({ isValid: true, redirectTo: '/fr/' });
    const response = await GET(request('?sanity-preview-secret=abc&sanity-preview-pathname=/fr/'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/fr/');
    expect(enable).toHaveBeenCalledTimes(1);
    const [client] = validatePreviewUrl.mock.calls[0]! as [{ config(): { url: string; token?: string } }];
    expect(client.config().url).toBe('http://127.0.0.1:4999/embedded/content-lake/v2025-09-01');
    expect(client.config().token).toBe('local-content-lake-has-no-sign-in');
  });

  it('refuses without a read token, which reading drafts needs', async () => {
    state.token = undefined;
    const response = await GET(request('?sanity-preview-secret=abc'));
    expect(response.status).toBe(404);
    expect(await body(response)).toMatch(/SANITY_API_READ_TOKEN/);
    expect(enable).not.toHaveBeenCalled();
  });

  it('answers 400 without a secret, asking nothing of Sanity', async () => {
    for (const query of ['', '?sanity-preview-secret=', '?sanity-preview-secret=%20%20']) {
      const response = await GET(request(query));
      expect(response.status).toBe(400);
      expect(await body(response)).toMatch(/sanity-preview-secret/);
    }
    const long = await GET(request(`?sanity-preview-secret=${'a'.repeat(300)}`));
    expect(long.status).toBe(400);
    expect(validatePreviewUrl).not.toHaveBeenCalled();
  });

  it('answers 401 to a wrong or expired secret and leaves draft mode off', async () => {
    validatePreviewUrl.mockResolvedValue({ isValid: false });
    const response = await GET(request('?sanity-preview-secret=wrong&sanity-preview-pathname=/fr/'));
    expect(response.status).toBe(401);
    expect(await body(response)).toMatch(/wrong or has expired/);
    expect(enable).not.toHaveBeenCalled();
    expect(jar.size).toBe(0);
    // The secret is checked with the client that carries the token, against the full request URL.
    const [client, url] = validatePreviewUrl.mock.calls[0]! as [{ config(): { token?: string } }, string];
    expect(client.config().token).toBe('viewer-token');
    expect(url).toContain('sanity-preview-secret=wrong');
  });

  it('answers 429 with Retry-After once a client is over its limit, before asking Sanity', async () => {
    validatePreviewUrl.mockResolvedValue({ isValid: false });
    const allowed = RATE_LIMIT_DEFAULTS['draft-client'].points;
    const from = (address: string) => request('?sanity-preview-secret=guess', { [CLIENT_ADDRESS_HEADER]: address });
    for (let n = 0; n < allowed; n++) expect((await GET(from('192.0.2.1'))).status).toBe(401);
    const limited = await GET(from('192.0.2.1'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await body(limited)).toMatch(/Too many preview requests/);
    expect(validatePreviewUrl).toHaveBeenCalledTimes(allowed);
    // Another client is not refused for it.
    expect((await GET(from('192.0.2.2'))).status).toBe(401);
  });

  it('answers 502, not 500, when Sanity cannot be asked', async () => {
    validatePreviewUrl.mockRejectedValue(new Error('getaddrinfo ENOTFOUND abc123.api.sanity.io'));
    const response = await GET(request('?sanity-preview-secret=abc'));
    expect(response.status).toBe(502);
    expect(enable).not.toHaveBeenCalled();
  });

  it('turns draft mode on and sends the editor to the page, on this site only', async () => {
    validatePreviewUrl.mockResolvedValue({ isValid: true, redirectTo: '/fr/docs/ab/15.10.24/01/' });
    const response = await GET(request('?sanity-preview-secret=good'));
    expect(enable).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/fr/docs/ab/15.10.24/01/');

    for (const redirectTo of ['//evil.example/', '/\\evil.example/', 'https://evil.example/', undefined]) {
      validatePreviewUrl.mockResolvedValue({ isValid: true, redirectTo });
      expect((await GET(request('?sanity-preview-secret=good'))).headers.get('location')).toBe('/');
    }
  });

  it('stores the cookie partitioned only inside a cross-site frame (the studio) over HTTPS', async () => {
    validatePreviewUrl.mockResolvedValue({ isValid: true, redirectTo: '/' });
    await GET(request('?sanity-preview-secret=good'));
    expect(jar.get('__prerender_bypass')?.partitioned).toBeUndefined();

    const frame = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' };
    await GET(request('?sanity-preview-secret=good', frame));
    expect(jar.get('__prerender_bypass')).toMatchObject({ value: 'preview-id', partitioned: true });

    jar.clear();
    state.nodeEnv = 'development';
    await GET(request('?sanity-preview-secret=good', frame));
    expect(jar.get('__prerender_bypass')?.partitioned).toBeUndefined();
  });
});
