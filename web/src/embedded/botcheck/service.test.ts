import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS, createBotCheck, type BotCheck } from './service';

let dir: string;
let clock: number;
let service: BotCheck;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'botcheck-'));
  clock = Date.UTC(2026, 0, 15, 12);
  service = createBotCheck({ dataDir: dir, siteKeys: ['site-key-123'], secret: 's3cret', now: () => clock });
});
afterEach(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the bot check stand-in', () => {
  it('verifies a fresh token once, with its score, action and host', () => {
    const token = service.issue('site-key-123', 'buy', 'www.example.com')!;
    expect(service.verify('s3cret', token)).toEqual({
      success: true,
      score: 0.9,
      action: 'buy',
      challenge_ts: '2026-01-15T12:00:00Z',
      hostname: 'www.example.com',
      'error-codes': [],
    });
    expect(service.verify('s3cret', token)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('scores the low-score test key 0.1 and issues nothing for an unknown key', () => {
    expect(service.verify('s3cret', service.issue('embedded-low-score', 'buy', 'h')!)).toMatchObject({
      success: true,
      score: 0.1,
    });
    expect(service.issue('unknown-key', 'buy', 'h')).toBeUndefined();
  });

  it('refuses an expired token, a forged one, a wrong secret and missing input', () => {
    const token = service.issue('site-key-123', 'buy', 'h')!;
    clock += TOKEN_LIFETIME_MS + 1;
    expect(service.verify('s3cret', token)['error-codes']).toEqual(['timeout-or-duplicate']);
    const fresh = service.issue('site-key-123', 'buy', 'h')!;
    const [payload, signature] = fresh.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const raised = Buffer.from(JSON.stringify({ ...claims, s: 1 })).toString('base64url');
    expect(service.verify('s3cret', `${raised}.${signature}`)['error-codes']).toEqual(['invalid-input-response']);
    expect(service.verify('wrong', fresh)['error-codes']).toEqual(['invalid-input-secret']);
    expect(service.verify(undefined, undefined)['error-codes']).toEqual([
      'missing-input-secret',
      'missing-input-response',
    ]);
    // Still unused after those refusals.
    expect(service.verify('s3cret', fresh).success).toBe(true);
  });

  it('serves a script whose execute() resolves to a token and rejects for an unknown site key', async () => {
    for (const [file, enterprise] of [
      ['api.js', false],
      ['enterprise.js', true],
    ] as const) {
      const response = await service.handler(new Request(`http://site.test/embedded/botcheck/${file}`), file);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      type Api = { ready(callback: () => void): void; execute(key: string, options: object): Promise<string> };
      const window: { grecaptcha?: Api & { enterprise?: Api } } = {};
      const calls: string[] = [];
      const fetchStub = async (url: string, init: { body: string }) => {
        calls.push(url);
        return service.handler(
          new Request(url, { method: 'POST', body: init.body, headers: { 'content-type': 'text/plain' } }),
          'token',
        );
      };
      runInNewContext(await response.text(), {
        window,
        document: { currentScript: { src: `http://site.test/embedded/botcheck/${file}?render=site-key-123` } },
        location: { href: 'http://site.test/pricing/' },
        fetch: fetchStub,
        URL,
        setTimeout,
      });
      const api = (enterprise ? window.grecaptcha?.enterprise : window.grecaptcha)!;
      await new Promise<void>((resolve) => api.ready(resolve));
      const token = (await api.execute('site-key-123', { action: 'buy' })) as string;
      expect(calls[0]).toBe('http://site.test/embedded/botcheck/token/');
      expect(service.verify('s3cret', token)).toMatchObject({ success: true, action: 'buy' });
      await expect(api.execute('unknown-key', { action: 'buy' })).rejects.toThrow(/site key/);
    }
  });
});
