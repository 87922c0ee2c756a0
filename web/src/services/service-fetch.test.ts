import { describe, expect, it, vi } from 'vitest';
import { freshServicesPerTest } from '@/testing/fresh-services';

const dataDir = freshServicesPerTest('runtime-test-');

/**
 * service-fetch.ts and the embedded runtime it calls, with a fresh environment (env() is read once
 * per module instance) and no services yet.
 */
async function runtimeWith(variables: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('DATA_DIR', dataDir());
  for (const name of ['USERBASE_URL', 'CACHED_API_URL', 'WEBAPP_URL']) vi.stubEnv(name, variables[name] ?? '');
  return import('./service-fetch');
}

function stubFetch(answer: () => Response = () => Response.json({ error: 'no' }, { status: 401 })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return answer();
    }),
  );
  return calls;
}

describe('the embedded web app’s userbase', () => {
  it('keeps the path of a USERBASE_URL given without a trailing slash', async () => {
    const calls = stubFetch();
    const { serviceFetch } = await runtimeWith({ USERBASE_URL: 'https://users.example/v1' });
    // A token of the right shape (three base64url parts): the stand-in refuses others without asking the userbase.
    const response = await serviceFetch('webapp', 'sso/?ssotoken=aGVhZA.Ym9keQ.c2ln&lang=en&lib=en');
    expect(calls[0]).toBe('https://users.example/v1/auth/ssoValidate/');
    expect(response.status).toBeLessThan(500);
  });

  it('is the embedded one, in-process, when USERBASE_URL is unset', async () => {
    const calls = stubFetch();
    const { serviceFetch } = await runtimeWith({});
    await serviceFetch('webapp', 'sso/?ssotoken=aGVhZA.Ym9keQ.c2ln&lang=en&lib=en');
    expect(calls).toEqual([]);
  });
});

describe('serviceFetch', () => {
  it('answers an embedded service in-process, without a network request', async () => {
    const calls = stubFetch();
    const { serviceFetch } = await runtimeWith({});
    const response = await serviceFetch('cached-api', 'top50/?language=en&maximum=3&batch=3');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { documents: unknown[] }).documents).toHaveLength(3);
    expect(calls).toEqual([]);
  });

  it('fetches a configured service under its URL, path kept', async () => {
    const calls = stubFetch(() => Response.json({ documents: [] }));
    const { serviceFetch } = await runtimeWith({ CACHED_API_URL: 'http://cached.example/api' });
    await serviceFetch('cached-api', 'search/loan/?language=en');
    expect(calls).toEqual(['http://cached.example/api/search/loan/?language=en']);
  });

  it.each([
    ['embedded', {}],
    ['configured', { CACHED_API_URL: 'http://cached.example/api' }],
  ])('refuses a path that leaves the %s service’s base', async (_kind, variables) => {
    const calls = stubFetch();
    const { serviceFetch, ServicePathError } = await runtimeWith(variables);
    for (const path of ['../userbase/user/', 'search/../../x', '//evil.example/x', 'http://evil.example/', '/x']) {
      await expect(serviceFetch('cached-api', path), path).rejects.toBeInstanceOf(ServicePathError);
    }
    // A dot segment hidden by percent-encoding is still one to the URL parser.
    await expect(serviceFetch('cached-api', '%2e%2e/userbase/')).rejects.toBeInstanceOf(ServicePathError);
    expect(calls).toEqual([]);
  });
});
