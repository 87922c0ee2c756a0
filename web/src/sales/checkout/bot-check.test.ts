// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOT_CHECK_ERRORS, botCheckToken, type BotCheckOptions, type CheckWindow } from './bot-check';

const OPTIONS: BotCheckOptions = {
  siteKey: 'site-key-1',
  scriptUrl: 'https://checks.example/recaptcha/api.js',
  enterprise: false,
  version: 3,
};

/** A fresh document and window; the "script" loads or fails when the test says so. */
function page() {
  const doc = document.implementation.createHTMLDocument('checkout');
  const win: CheckWindow = {};
  const scripts = () => Array.from(doc.querySelectorAll('script'));
  return { doc, win, scripts };
}

function fakeCheck(execute: (key: string, options: { action: string }) => Promise<string>) {
  return { ready: (callback: () => void) => setTimeout(callback, 0), execute: vi.fn(execute) };
}

afterEach(() => vi.useRealTimers());

describe('the bot-check loader', () => {
  it('refuses an empty site key: No key provided', async () => {
    const { doc, win, scripts } = page();
    await expect(botCheckToken({ ...OPTIONS, siteKey: '' }, 'buy', doc, win)).rejects.toThrow(BOT_CHECK_ERRORS.noKey);
    expect(BOT_CHECK_ERRORS.noKey).toBe('No key provided');
    expect(scripts()).toHaveLength(0);
  });

  it('refuses a missing version: No version provided', async () => {
    const { doc, win, scripts } = page();
    const { version: _unused, ...noVersion } = OPTIONS;
    await expect(botCheckToken(noVersion, 'buy', doc, win)).rejects.toThrow('No version provided');
    expect(scripts()).toHaveLength(0);
  });

  it('reports a script that does not load: Failed to load script, and tries again next time', async () => {
    const { doc, win, scripts } = page();
    const first = botCheckToken(OPTIONS, 'buy', doc, win);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Failed to load script');
    expect(scripts()).toHaveLength(0);
    const second = botCheckToken(OPTIONS, 'buy', doc, win);
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(second).rejects.toThrow('Failed to load script');
  });

  it('reports an execution that fails: Failed to execute', async () => {
    const { doc, win, scripts } = page();
    const pending = botCheckToken(OPTIONS, 'buy', doc, win);
    win.grecaptcha = fakeCheck(() => Promise.reject(new Error('network')));
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(pending).rejects.toThrow('Failed to execute');
  });

  it('adds the script once, in English, hides the badge and runs the check for the action', async () => {
    const { doc, win, scripts } = page();
    const first = botCheckToken(OPTIONS, 'buy', doc, win);
    const check = fakeCheck(async () => 'token-1');
    win.grecaptcha = check;
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe('token-1');
    expect(await botCheckToken(OPTIONS, 'buy', doc, win)).toBe('token-1');
    expect(scripts()).toHaveLength(1);
    const src = new URL(scripts()[0]!.src);
    expect(src.origin + src.pathname).toBe('https://checks.example/recaptcha/api.js');
    expect(src.searchParams.get('render')).toBe('site-key-1');
    expect(src.searchParams.get('hl')).toBe('en');
    expect(doc.head.querySelector('style')?.textContent).toBe('.grecaptcha-badge{visibility:hidden}');
    expect(check.execute).toHaveBeenCalledWith('site-key-1', { action: 'buy' });
  });

  it('uses the enterprise functions in enterprise mode', async () => {
    const { doc, win, scripts } = page();
    const enterprise = fakeCheck(async () => 'enterprise-token');
    const pending = botCheckToken({ ...OPTIONS, enterprise: true }, 'buy', doc, win);
    win.grecaptcha = { enterprise };
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(await pending).toBe('enterprise-token');
    expect(enterprise.execute).toHaveBeenCalledWith('site-key-1', { action: 'buy' });
  });
});
