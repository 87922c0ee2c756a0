import { describe, expect, it, vi } from 'vitest';
import { decideExperiment, type ExperimentRequest } from './at-request';
import type { LiveExperiment } from './registry';

const CONTROL = 'landingPage-en-docs-free-demo';
const CHALLENGER = 'landingPage-en-docs-ab-24-11-26-01';
const VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function experiment(overrides: Partial<LiveExperiment> = {}): LiveExperiment {
  return {
    id: 'experiment-docs-free-demo',
    name: 'Free demo',
    locale: 'en',
    path: '/docs/free-demo/',
    seed: 'experiment-docs-free-demo',
    bucketVersion: 1,
    status: 'running',
    winner: null,
    controlId: CONTROL,
    variants: [
      { id: CONTROL, weight: 50 },
      { id: CHALLENGER, weight: 50 },
    ],
    variantPaths: new Map([
      [CONTROL, '/en/docs/free-demo/'],
      [CHALLENGER, '/en/docs/ab/24.11.26/01/'],
    ]),
    stickyCookie: 'pw_exp_experiment-docs-free-demo_v1',
    startedAt: null,
    ...overrides,
  };
}

function request(
  cookies: Record<string, string>,
  headers: Record<string, string> = { 'user-agent': PERSON },
  overrides: Partial<ExperimentRequest> = {},
): ExperimentRequest {
  return {
    experiment: experiment(),
    address: '/en/docs/free-demo/',
    method: 'GET',
    cookie: (name) => cookies[name],
    headers: new Headers(headers),
    assignmentIsNecessary: false,
    randomBytes: () => new Uint8Array(16),
    ...overrides,
  };
}

describe('decideExperiment', () => {
  it('splits a consenting new visitor, writes both cookies and logs the exposure', () => {
    const decision = decideExperiment(request({ 'user-cookies': '1' }));
    expect(decision.cookies.map((cookie) => cookie.name)).toEqual(['pw_vid', 'pw_exp_experiment-docs-free-demo_v1']);
    expect(decision.cookies[0]!.value).toBe(VISITOR);
    expect(decision.cookies[1]!.value).toBe(`1.${decision.assignment.variantId}`);
    expect(decision.exposure).toEqual({
      experiment: 'experiment-docs-free-demo',
      variant: decision.assignment.variantId,
      visitorId: VISITOR,
    });
  });

  it('keeps a returning visitor on the variant of their sticky cookie, writing nothing', () => {
    const decision = decideExperiment(
      request({ 'user-cookies': '1', pw_vid: VISITOR, 'pw_exp_experiment-docs-free-demo_v1': `1.${CHALLENGER}` }),
    );
    expect(decision.assignment.variantId).toBe(CHALLENGER);
    expect(decision.rewriteTo).toBe('/en/docs/ab/24.11.26/01/');
    expect(decision.cookies).toEqual([]);
    expect(decision.exposure?.variant).toBe(CHALLENGER);
  });

  it('serves the page at the address itself without a rewrite when the control is chosen', () => {
    const decision = decideExperiment(
      request({ 'user-cookies': '1', pw_vid: VISITOR, 'pw_exp_experiment-docs-free-demo_v1': `1.${CONTROL}` }),
    );
    expect(decision.rewriteTo).toBeNull();
  });

  it.each([
    ['no consent', {}, { 'user-agent': PERSON }, 'noConsent'],
    ['refused consent', { 'user-cookies': '0' }, { 'user-agent': PERSON }, 'noConsent'],
    ['a robot', { 'user-cookies': '1' }, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, 'bot'],
    ['a prefetch', { 'user-cookies': '1' }, { 'user-agent': PERSON, 'next-router-prefetch': '1' }, 'prefetch'],
  ])('gives %s the control, no cookie and no exposure', (_label, cookies, headers, reason) => {
    const decision = decideExperiment(request(cookies, headers));
    expect(decision.assignment).toMatchObject({ variantId: CONTROL, reason, counted: false });
    expect(decision.rewriteTo).toBeNull();
    expect(decision.cookies).toEqual([]);
    expect(decision.exposure).toBeNull();
  });

  it('splits without consent when assignment is necessary, but logs nothing', () => {
    const decision = decideExperiment(request({}, { 'user-agent': PERSON }, { assignmentIsNecessary: true }));
    expect(decision.assignment.reason).toBe('hashed');
    expect(decision.cookies.map((cookie) => cookie.name)).toContain('pw_vid');
    expect(decision.exposure).toBeNull();
  });

  it('does not log a HEAD request', () => {
    expect(decideExperiment(request({ 'user-cookies': '1' }, undefined, { method: 'HEAD' })).exposure).toBeNull();
  });

  it('sends everyone to the winner once one is picked, and to the control once stopped', () => {
    const cookies = { 'user-cookies': '1', pw_vid: VISITOR, 'pw_exp_experiment-docs-free-demo_v1': `1.${CONTROL}` };
    const shipped = decideExperiment(request(cookies, undefined, { experiment: experiment({ winner: CHALLENGER }) }));
    expect(shipped).toMatchObject({ rewriteTo: '/en/docs/ab/24.11.26/01/', exposure: null, cookies: [] });
    const stopped = decideExperiment(
      request({ ...cookies, 'pw_exp_experiment-docs-free-demo_v1': `1.${CHALLENGER}` }, undefined, {
        experiment: experiment({ status: 'stopped' }),
      }),
    );
    expect(stopped).toMatchObject({ rewriteTo: null, exposure: null, cookies: [] });
  });

  it('draws a new random id for a tampered visitor cookie', () => {
    const random = vi.fn(() => new Uint8Array(16).fill(255));
    const decision = decideExperiment(
      request({ 'user-cookies': '1', pw_vid: 'not-an-id' }, undefined, { randomBytes: random }),
    );
    expect(random).toHaveBeenCalled();
    expect(decision.cookies[0]).toEqual({ name: 'pw_vid', value: '_____________________w' });
  });
});
