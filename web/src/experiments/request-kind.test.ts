import { describe, expect, it } from 'vitest';
import { isBot, isPrefetch } from './request-kind';

describe('isBot', () => {
  // User agents as these clients send them.
  it.each([
    [
      'Googlebot (desktop)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36',
    ],
    [
      'Googlebot (smartphone)',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    [
      'Bingbot',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    ],
    ['curl', 'curl/8.5.0'],
    ['Wget', 'Wget/1.21.4'],
    ['python-requests', 'python-requests/2.32.3'],
    ['Facebook link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Slack link preview', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    [
      'GPTBot',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
    ],
  ])('takes %s for a bot', (_label, userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ],
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    ],
  ])('takes %s for a person', (_label, userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });

  it.each([[undefined], [null], [''], ['   ']])('takes a request with the user agent %j for a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });
});

describe('isPrefetch', () => {
  it.each([
    ['Next-Router-Prefetch', '1'],
    ['Next-Router-Segment-Prefetch', '/_tree'],
    ['Sec-Purpose', 'prefetch'],
    ['Sec-Purpose', 'prefetch;prerender'],
    ['Sec-Purpose', 'prefetch; anonymous-client-ip'],
    ['Purpose', 'prefetch'],
    ['Purpose', 'Prefetch'],
    ['X-Moz', 'prefetch'],
    ['X-Purpose', 'preview'],
  ])('sees a prefetch in %s: %s', (name, value) => {
    expect(isPrefetch(new Headers({ [name]: value }))).toBe(true);
  });

  it('sees a page view in a browser navigation', () => {
    const navigation = new Headers({
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });
    expect(isPrefetch(navigation)).toBe(false);
  });

  it.each([
    ['Sec-Purpose', ''],
    ['Purpose', 'navigation'],
    ['X-Moz', 'microsummary'],
    ['Sec-Purpose', 'prefetcher'],
  ])('does not read %s: %j as a prefetch', (name, value) => {
    expect(isPrefetch(new Headers({ [name]: value }))).toBe(false);
  });
});
