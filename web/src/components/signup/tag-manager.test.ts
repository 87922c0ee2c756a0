import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/env';
import { tagManagerSnippet } from './tag-manager';

/** Consent Mode v2's four signals, each in the given state. */
function allSignals(state: 'denied' | 'granted') {
  const signals = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'];
  return Object.fromEntries(signals.map((signal) => [signal, state]));
}

describe('GTM_ID (env)', () => {
  it('is optional and empty means unset', () => {
    expect(parseEnv({}).GTM_ID).toBeUndefined();
    expect(parseEnv({ GTM_ID: '' }).GTM_ID).toBeUndefined();
  });
  it('takes a container id', () => {
    expect(parseEnv({ GTM_ID: ' GTM-AB12CD3 ' }).GTM_ID).toBe('GTM-AB12CD3');
  });
  it.each(["GTM-AB12'); alert(1); ('", 'UA-12345-1', 'gtm-ab12cd3', 'GTM-'])('refuses %j', (value) => {
    expect(() => parseEnv({ GTM_ID: value })).toThrow(/GTM_ID: must be a container id/);
  });
});

describe('tagManagerSnippet', () => {
  it('starts the shared dataLayer and loads the container from the tag manager host', () => {
    const snippet = tagManagerSnippet('GTM-AB12CD3');
    expect(snippet).toContain('window.dataLayer=window.dataLayer||[]');
    expect(snippet).toContain("event:'gtm.js'");
    expect(snippet).toContain("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3'");
  });
  /** Runs the snippet against a stand-in page: what it queued, and the script it added. */
  function run(cookie: string) {
    const window: { dataLayer?: unknown[] } = {};
    const added: Array<{ src?: string }> = [];
    const document = {
      cookie,
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (node: { src?: string }) => added.push(node) },
    };
    new Function('window', 'document', tagManagerSnippet('GTM-AB12CD3'))(window, document);
    const queued = (window.dataLayer ?? []).map((entry) =>
      Array.isArray(entry) || typeof entry !== 'object' || entry === null || !('length' in entry)
        ? entry
        : Array.from(entry as ArrayLike<unknown>),
    );
    return { queued, added };
  }

  it('sets Consent Mode v2 defaults, all denied, before the container starts', () => {
    const { queued, added } = run('b_lang=fr');
    expect(queued[0]).toEqual(['consent', 'default', { ...allSignals('denied'), wait_for_update: 500 }]);
    expect(queued[1]).toMatchObject({ event: 'gtm.js' });
    expect(queued).toHaveLength(2);
    expect(added).toHaveLength(1);
  });

  it('grants at once for a visitor whose cookie says they accepted; a refusal stays denied', () => {
    expect(run('a=1; user-cookies=1').queued[1]).toEqual(['consent', 'update', allSignals('granted')]);
    expect(run('user-cookies=0').queued.some((entry) => Array.isArray(entry) && entry[1] === 'update')).toBe(false);
    expect(run('user-cookies=10').queued.some((entry) => Array.isArray(entry) && entry[1] === 'update')).toBe(false);
  });

  it('refuses anything but a container id', () => {
    expect(() => tagManagerSnippet("x';alert(1);'")).toThrow();
  });
});
