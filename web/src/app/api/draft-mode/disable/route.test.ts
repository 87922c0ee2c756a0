import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const disable = vi.fn();
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: true, disable }) }));

const { GET } = await import('./route');

const request = (headers: Record<string, string>) =>
  new NextRequest('https://site.example/api/draft-mode/disable/', { headers: { host: 'site.example', ...headers } });

beforeEach(() => disable.mockReset());

describe('GET /api/draft-mode/disable/', () => {
  it('turns draft mode off and goes back to the page of this site the editor was on', async () => {
    const response = await GET(request({ referer: 'https://site.example/fr/company/eula/?theme=dark' }));
    expect(disable).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/fr/company/eula/?theme=dark');
  });

  it('goes to the home page when the editor came from elsewhere or from nowhere', async () => {
    const cases: Array<Record<string, string>> = [{ referer: 'https://evil.example/x/' }, { referer: 'not a url' }, {}];
    for (const headers of cases) {
      expect((await GET(request(headers))).headers.get('location')).toBe('/');
    }
    expect(disable).toHaveBeenCalledTimes(3);
  });
});
