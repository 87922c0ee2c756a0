import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPERIMENT_EVENTS_PATH, experimentFields, membershipOf, parseCookies, sendConversion } from './client';

const PAGE = 'landingPage-en-docs-ab-24-11-26-01';
const VISITOR = 'AbCdEfGhIjKlMnOpQrStUw';

/** A signature's place in a cookie: the page does not check it (it has no secret), the server does. */
const SIG = `.${'x'.repeat(43)}`;

describe('membershipOf', () => {
  const cookies = (extra: string) => `user-cookies=1; pw_vid=${VISITOR}${SIG}; ${extra}`;

  it('names the experiment whose sticky cookie holds this page, reading the values under their signatures', () => {
    expect(
      membershipOf(
        PAGE,
        cookies(`pw_exp_other_v1=1.landingPage-en-lp${SIG}; pw_exp_experiment-docs-free-demo_v2=2.${PAGE}${SIG}`),
      ),
    ).toEqual({ experiment: 'experiment-docs-free-demo', variant: PAGE, visitorId: VISITOR });
  });

  it('keeps an experiment id holding underscores whole', () => {
    expect(membershipOf(PAGE, cookies(`pw_exp_exp_with_parts_v3=3.${PAGE}${SIG}`))?.experiment).toBe('exp_with_parts');
  });

  it.each([
    ['no consent', `pw_vid=${VISITOR}${SIG}; pw_exp_e_v1=1.${PAGE}${SIG}`],
    ['refused consent', `user-cookies=0; pw_vid=${VISITOR}${SIG}; pw_exp_e_v1=1.${PAGE}${SIG}`],
    ['no visitor id', `user-cookies=1; pw_exp_e_v1=1.${PAGE}${SIG}`],
    ['a malformed visitor id', `user-cookies=1; pw_vid=short${SIG}; pw_exp_e_v1=1.${PAGE}${SIG}`],
    ['an unsigned visitor id', `user-cookies=1; pw_vid=${VISITOR}; pw_exp_e_v1=1.${PAGE}${SIG}`],
    ['an unsigned sticky value', cookies(`pw_exp_e_v1=1.${PAGE}`)],
    [
      'another page in the cookie (a preview at the variant’s own address)',
      cookies(`pw_exp_e_v1=1.landingPage-en-lp${SIG}`),
    ],
    ['a value of another bucket version', cookies(`pw_exp_e_v2=1.${PAGE}${SIG}`)],
  ])('is null with %s', (_label, text) => {
    expect(membershipOf(PAGE, text)).toBeNull();
  });
});

describe('parseCookies', () => {
  it('decodes values and keeps the first of a repeated name', () => {
    expect([...parseCookies('a=1; b=x%20y; a=2; junk; c=%E0%A4%A')]).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', '%E0%A4%A'],
    ]);
  });
});

describe('experimentFields', () => {
  it('adds the three fields in an experiment and nothing outside one', () => {
    expect(experimentFields({ experiment: 'e', variant: PAGE, visitorId: VISITOR })).toEqual({
      experimentId: 'e',
      experimentVariant: PAGE,
      visitorId: VISITOR,
    });
    expect(experimentFields(null)).toEqual({});
  });
});

describe('sendConversion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the event with the experiment and variant, kept alive through a hand-off', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetch);
    sendConversion({ experiment: 'e', variant: PAGE, visitorId: VISITOR }, { type: 'signup_started' });
    expect(fetch).toHaveBeenCalledWith(
      EXPERIMENT_EVENTS_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      type: 'signup_started',
      experiment: 'e',
      variant: PAGE,
    });
  });

  it('sends nothing outside an experiment, and a failing network never throws', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    sendConversion(null, { type: 'signup_started' });
    expect(fetch).not.toHaveBeenCalled();
    expect(() =>
      sendConversion({ experiment: 'e', variant: PAGE, visitorId: VISITOR }, { type: 'signup_started' }),
    ).not.toThrow();
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once the visitor has withdrawn consent, though the membership was read before', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetch);
    const page = { cookie: `user-cookies=1; pw_vid=${VISITOR}${SIG}; pw_exp_e_v1=1.${PAGE}${SIG}` };
    vi.stubGlobal('document', page);
    const membership = membershipOf(PAGE, page.cookie);
    sendConversion(membership, { type: 'signup_started' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // The visitor reopens the cookie settings and refuses (consent-choice.ts); the page still holds the membership.
    page.cookie = 'user-cookies=0';
    sendConversion(membership, { type: 'signup_started' });
    page.cookie = '';
    sendConversion(membership, { type: 'signup_started' });
    expect(fetch).toHaveBeenCalledTimes(1);
    page.cookie = 'user-cookies=1';
    sendConversion(membership, { type: 'signup_started' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
