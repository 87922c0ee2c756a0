import { describe, expect, it, vi } from 'vitest';
import { freshServicesPerTest } from '@/testing/fresh-services';
const dataDir = freshServicesPerTest('botcheck-verify-');

/** verifyBotCheck and the settings helper with a fresh environment (env() is read once per module instance). */
async function load(variables: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv('DATA_DIR', dataDir());
  for (const name of ['BOTCHECK_URL', 'BOTCHECK_SITE_KEY', 'BOTCHECK_SECRET', 'BOTCHECK_ENTERPRISE']) {
    vi.stubEnv(name, variables[name] ?? '');
  }
  const [botcheck, services, environment] = await Promise.all([
    import('./botcheck'),
    import('./service-fetch'),
    import('@/env'),
  ]);
  /** A token as the page's script gets one. */
  const issue = async (siteKey: string, action = 'buy') => {
    const response = await services.serviceFetch('botcheck', 'token', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ siteKey, action }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  return { ...botcheck, issue, botCheckSettings: environment.botCheckSettings };
}

describe('verifyBotCheck', () => {
  it('passes a fresh human token once and refuses a low score, a reuse and garbage', async () => {
    const { verifyBotCheck, issue } = await load();
    const human = await issue('embedded-site-key');
    expect(await verifyBotCheck(human)).toEqual({ ok: true, score: 0.9, action: 'buy', errors: [] });
    expect(await verifyBotCheck(human)).toMatchObject({ ok: false, errors: ['timeout-or-duplicate'] });
    const bot = await issue('embedded-low-score');
    expect(await verifyBotCheck(bot)).toMatchObject({ ok: false, score: 0.1, errors: ['low-score'] });
    expect(await verifyBotCheck('garbage')).toMatchObject({ ok: false, errors: ['invalid-input-response'] });
    expect(await verifyBotCheck('')).toMatchObject({ ok: false });
  });

  it('posts the token with the configured secret to a configured bot check; an unreachable one is not verified', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input), body: String(init?.body) });
        return new Response('upstream down', { status: 503 });
      }),
    );
    const { verifyBotCheck } = await load({
      BOTCHECK_URL: 'https://bots.example.com/recaptcha/api/',
      BOTCHECK_SECRET: 'another-secret',
    });
    expect(await verifyBotCheck('some-token')).toEqual({
      ok: false,
      score: null,
      action: null,
      errors: ['unreachable'],
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://bots.example.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      secret: 'another-secret',
      response: 'some-token',
    });
  });
});

describe('botCheckSettings', () => {
  it('gives the embedded script and key by default, enterprise.js when asked, a configured base else', async () => {
    expect((await load()).botCheckSettings()).toEqual({
      siteKey: 'embedded-site-key',
      scriptUrl: '/embedded/botcheck/api.js',
      enterprise: false,
    });
    expect((await load({ BOTCHECK_ENTERPRISE: '1', BOTCHECK_SITE_KEY: 'my-site-key-1' })).botCheckSettings()).toEqual({
      siteKey: 'my-site-key-1',
      scriptUrl: '/embedded/botcheck/enterprise.js',
      enterprise: true,
    });
    expect((await load({ BOTCHECK_URL: 'https://www.google.com/recaptcha' })).botCheckSettings().scriptUrl).toBe(
      'https://www.google.com/recaptcha/api.js',
    );
  });

  it('refuses a malformed site key and a slow-card delay out of range', async () => {
    const { parseEnv } = await import('@/env');
    expect(() => parseEnv({ BOTCHECK_SITE_KEY: 'bad key!' })).toThrow(/BOTCHECK_SITE_KEY/);
    expect(() => parseEnv({ BUY_SLOW_MS: '-1' })).toThrow(/BUY_SLOW_MS/);
    expect(() => parseEnv({ BUY_SLOW_MS: 'soon' })).toThrow(/BUY_SLOW_MS/);
    expect(parseEnv({}).BUY_SLOW_MS).toBe(6000);
    expect(parseEnv({ BUY_SLOW_MS: '250' }).BUY_SLOW_MS).toBe(250);
  });
});
