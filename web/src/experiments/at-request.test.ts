import { describe, expect, it, vi } from 'vitest';
import { decideExperiment, type ExperimentRequest } from './at-request';
import { TEST_SIGNER as signer } from './test-kit';
import { liveExperiment as experiment } from '@/testing/live-experiment';
import { signStickyValue, signVisitorId } from './visitor';

const CONTROL = 'landingPage-en-docs-free-demo';
const CHALLENGER = 'landingPage-en-docs-ab-24-11-26-01';
const VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const STICKY = 'pw_exp_experiment-docs-free-demo_v1';
const signedVisitor = () => signVisitorId(VISITOR, signer);
const signedSticky = (variant: string, visitor = VISITOR) => signStickyValue(STICKY, visitor, `1.${variant}`, signer);

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
    signer,
    randomBytes: () => new Uint8Array(16),
    ...overrides,
  };
}

describe('decideExperiment', () => {
  it('splits a consenting new visitor, writes both cookies signed and logs the exposure', async () => {
    const decision = await decideExperiment(request({ 'user-cookies': '1' }));
    expect(decision.cookies.map((cookie) => cookie.name)).toEqual(['pw_vid', STICKY]);
    expect(decision.cookies[0]!.value).toBe(await signedVisitor());
    expect(decision.cookies[1]!.value).toBe(await signedSticky(decision.assignment.variantId));
    expect(decision.forged).toBe(false);
    expect(decision.exposure).toEqual({
      experiment: 'experiment-docs-free-demo',
      variant: decision.assignment.variantId,
      visitorId: VISITOR,
    });
  });

  it('keeps a returning visitor on the variant of their signed sticky cookie, writing nothing', async () => {
    const decision = await decideExperiment(
      request({ 'user-cookies': '1', pw_vid: await signedVisitor(), [STICKY]: await signedSticky(CHALLENGER) }),
    );
    expect(decision.assignment.variantId).toBe(CHALLENGER);
    expect(decision.rewriteTo).toBe('/en/docs/ab/24.11.26/01/');
    expect(decision.cookies).toEqual([]);
    expect(decision.exposure?.variant).toBe(CHALLENGER);
  });

  it('serves the page at the address itself without a rewrite when the control is chosen', async () => {
    const decision = await decideExperiment(
      request({ 'user-cookies': '1', pw_vid: await signedVisitor(), [STICKY]: await signedSticky(CONTROL) }),
    );
    expect(decision.rewriteTo).toBeNull();
  });

  it.each([
    ['no consent', {}, { 'user-agent': PERSON }, 'noConsent'],
    ['refused consent', { 'user-cookies': '0' }, { 'user-agent': PERSON }, 'noConsent'],
    ['a robot', { 'user-cookies': '1' }, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, 'bot'],
    ['a prefetch', { 'user-cookies': '1' }, { 'user-agent': PERSON, 'next-router-prefetch': '1' }, 'prefetch'],
  ])('gives %s the control, no cookie and no exposure', async (_label, cookies, headers, reason) => {
    const decision = await decideExperiment(request(cookies, headers));
    expect(decision.assignment).toMatchObject({ variantId: CONTROL, reason, counted: false });
    expect(decision.rewriteTo).toBeNull();
    expect(decision.cookies).toEqual([]);
    expect(decision.exposure).toBeNull();
  });

  it('splits without consent when assignment is necessary, but logs nothing', async () => {
    const decision = await decideExperiment(request({}, { 'user-agent': PERSON }, { assignmentIsNecessary: true }));
    expect(decision.assignment.reason).toBe('hashed');
    expect(decision.cookies.map((cookie) => cookie.name)).toContain('pw_vid');
    expect(decision.exposure).toBeNull();
  });

  it('does not log a HEAD request', async () => {
    expect(
      (await decideExperiment(request({ 'user-cookies': '1' }, undefined, { method: 'HEAD' }))).exposure,
    ).toBeNull();
  });

  it('sends everyone to the winner once one is picked, and to the control once stopped', async () => {
    const cookies = { 'user-cookies': '1', pw_vid: await signedVisitor(), [STICKY]: await signedSticky(CONTROL) };
    const shipped = await decideExperiment(
      request(cookies, undefined, { experiment: experiment({ winner: CHALLENGER }) }),
    );
    expect(shipped).toMatchObject({ rewriteTo: '/en/docs/ab/24.11.26/01/', exposure: null, cookies: [] });
    const stopped = await decideExperiment(
      request({ ...cookies, [STICKY]: await signedSticky(CHALLENGER) }, undefined, {
        experiment: experiment({ status: 'stopped' }),
      }),
    );
    expect(stopped).toMatchObject({ rewriteTo: null, exposure: null, cookies: [] });
  });

  it.each([
    ['made up', 'not-an-id'],
    ['well-formed but unsigned', VISITOR],
    ['signed by another secret', `${VISITOR}.${'A'.repeat(43)}`],
  ])('draws a new signed id for a visitor cookie %s, and does not count the view', async (_label, forgedValue) => {
    const random = vi.fn(() => new Uint8Array(16).fill(255));
    const decision = await decideExperiment(
      request({ 'user-cookies': '1', pw_vid: forgedValue }, undefined, { randomBytes: random }),
    );
    expect(random).toHaveBeenCalled();
    const newId = '_____________________w';
    expect(decision.cookies[0]).toEqual({ name: 'pw_vid', value: await signVisitorId(newId, signer) });
    expect(decision.cookies[1]!.name).toBe(STICKY);
    expect(decision).toMatchObject({ forged: true, exposure: null });
  });

  it.each([
    ['unsigned', async () => `1.${CHALLENGER}`],
    ['edited under its signature', async () => (await signedSticky(CONTROL)).replace(CONTROL, CHALLENGER)],
    ['copied from another visitor', async () => signedSticky(CHALLENGER, 'BAAAAAAAAAAAAAAAAAAAAA')],
  ])(
    'ignores a sticky cookie %s: re-assigns by the hash, writes a signed one, does not count the view',
    async (_label, forgedSticky) => {
      const decision = await decideExperiment(
        request({ 'user-cookies': '1', pw_vid: await signedVisitor(), [STICKY]: await forgedSticky() }),
      );
      expect(decision.assignment.reason).toBe('hashed');
      expect(decision.cookies).toEqual([{ name: STICKY, value: await signedSticky(decision.assignment.variantId) }]);
      expect(decision).toMatchObject({ forged: true, exposure: null });
      // The next view, with the cookies just written, counts.
      const next = await decideExperiment(
        request({ 'user-cookies': '1', pw_vid: await signedVisitor(), [STICKY]: decision.cookies[0]!.value }),
      );
      expect(next).toMatchObject({ forged: false, cookies: [] });
      expect(next.exposure?.variant).toBe(decision.assignment.variantId);
    },
  );
});
