// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  COOKIE_SETTINGS_EVENT,
  cookieDomains,
  isMeasuringCookie,
  openCookieSettings,
  saveConsentChoice,
} from './consent-choice';

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean)
    .sort();

/** The gtag consent commands on the dataLayer, as plain arrays. */
const consentCommands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((c) => c[0] === 'consent');

afterEach(() => {
  for (const name of cookieNames()) document.cookie = `${name}=; path=/; max-age=0`;
  window.dataLayer = [];
});

describe('isMeasuringCookie', () => {
  it.each([
    'pw_vid',
    'pw_exp_experiment-docs-free-demo_v1',
    '_ga',
    '_ga_ABC123XYZ',
    '_gid',
    '_gat',
    '_gat_UA-1',
    '_gcl_au',
  ])('counts %s as measuring', (name) => expect(isMeasuringCookie(name)).toBe(true));

  it.each(['user-cookies', 'NEXT_LOCALE', 'b_email', 'b_userId', 'p_ssojwt', 'b_localization', '_gaming', 'pw_video'])(
    'keeps %s (consent, language, the visitor’s own sign-up)',
    (name) => expect(isMeasuringCookie(name)).toBe(false),
  );
});

describe('cookieDomains', () => {
  it('tries the host alone, then the host and every parent domain', () => {
    expect(cookieDomains('www.paperwise.com')).toEqual([undefined, 'www.paperwise.com', 'paperwise.com']);
  });

  it('has no parent for a single-label host or an address', () => {
    expect(cookieDomains('localhost')).toEqual([undefined]);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined]);
    expect(cookieDomains('::1')).toEqual([undefined]);
  });
});

describe('saveConsentChoice', () => {
  it('a refusal keeps user-cookies=0, tells the tag manager every signal is denied and removes the measuring cookies', () => {
    for (const cookie of [
      'user-cookies=1',
      'pw_vid=AbCdEfGhIjKlMnOpQrStUw',
      'pw_exp_e_v1=1.page',
      '_ga=GA1.1.1.2',
      '_gid=x',
      'b_email=a%40b.example',
    ]) {
      document.cookie = `${cookie}; path=/`;
    }
    saveConsentChoice('denied');
    expect(cookieNames()).toEqual(['b_email', 'user-cookies']);
    expect(document.cookie).toContain('user-cookies=0');
    expect(consentCommands()).toEqual([
      [
        'consent',
        'update',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
      ],
    ]);
  });

  it('the choice changes as often as the visitor likes: accept, refuse, accept', () => {
    saveConsentChoice('granted');
    expect(document.cookie).toBe('user-cookies=1');
    document.cookie = 'pw_vid=AbCdEfGhIjKlMnOpQrStUw; path=/';
    saveConsentChoice('denied');
    expect(document.cookie).toBe('user-cookies=0');
    saveConsentChoice('granted');
    expect(document.cookie).toBe('user-cookies=1');
    expect(consentCommands().map((command) => (command[2] as { analytics_storage: string }).analytics_storage)).toEqual(
      ['granted', 'denied', 'granted'],
    );
  });
});

describe('openCookieSettings', () => {
  it('asks the banner to show again, naming the button the focus returns to', () => {
    const button = document.createElement('button');
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(COOKIE_SETTINGS_EVENT, listener);
    openCookieSettings(button);
    window.removeEventListener(COOKIE_SETTINGS_EVENT, listener);
    expect(heard).toEqual([button]);
  });
});
