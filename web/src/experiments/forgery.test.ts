/**
 * The contract against forged figures, end to end through the same modules the site runs: the
 * proxy's decision (decideExperiment), the exposure log, the collector and the store's totals. A
 * visitor's cookies are only believed when the server signed them; a conversion counts once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideExperiment, type ExperimentDecision } from './at-request';
import { createCollector, type AccountCheck } from './collector';
import { createCookieSigner } from './cookie-signing';
import { createExposureLog, type ExposureLog } from './exposures';
import { liveExperiment } from '@/testing/live-experiment';
import { openSqliteStore } from './store/sqlite-store';
import type { EventStore } from './store/types';

const SITE = 'http://localhost:3000';
const EXPERIMENT = 'experiment-docs-free-demo';
const CONTROL = 'landingPage-en-docs-free-demo';
const CHALLENGER = 'landingPage-en-docs-ab-24-11-26-01';
const STICKY = `pw_exp_${EXPERIMENT}_v1`;
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const signer = createCookieSigner('the-contract-test-secret-0123456789abcdef');

const experiment = liveExperiment();

describe('forged experiment cookies and replayed conversions', () => {
  let folder: string;
  let store: EventStore;
  let exposures: ExposureLog;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'paperwise-forgery-'));
    store = await openSqliteStore(join(folder, 'experiments.sqlite'));
    exposures = createExposureLog({ store: async () => store, exposuresMax: 1000 });
  });

  afterEach(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A consenting person's page view at the experiment's address, as the proxy handles it. */
  async function view(cookies: Record<string, string> = {}): Promise<ExperimentDecision> {
    const jar: Record<string, string> = { 'user-cookies': '1', ...cookies };
    const decision = await decideExperiment({
      experiment,
      address: '/en/docs/free-demo/',
      method: 'GET',
      cookie: (name) => jar[name],
      headers: new Headers({ 'user-agent': PERSON }),
      assignmentIsNecessary: false,
      signer,
    });
    if (decision.exposure) exposures.log(decision.exposure);
    await exposures.flush();
    return decision;
  }

  const cookieOf = (decision: ExperimentDecision, name: string) =>
    decision.cookies.find((cookie) => cookie.name === name)?.value;

  const collector = createCollector({
    store: async () => store,
    experiment: async (id) => (id === EXPERIMENT ? experiment : null),
    // The userbase confirms any pair of tokens as the account 'user-7': the same account each time.
    confirmAccount: async () => ({ status: 'confirmed', subject: 'user-7' }) as AccountCheck,
    eventsMax: 1000,
    signer,
    flushExposures: () => exposures.flush(),
  });

  const post = (visitorCookie: string, body: Record<string, unknown>) =>
    collector(
      new Request(`${SITE}/api/experiments/events/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: SITE,
          cookie: `user-cookies=1; pw_vid=${visitorCookie}`,
          'x-forwarded-for': '203.0.113.9',
        },
        body: JSON.stringify({ experiment: EXPERIMENT, ...body }),
      }),
    ).then(async (response) => ({ status: response.status, body: await response.json() }));

  const visitors = async () => (await store.totals(EXPERIMENT)).variants.reduce((sum, v) => sum + v.visitors, 0);

  it('re-assigns a made-up visitor id and an unsigned or tampered one, and does not count the view', async () => {
    const first = await view();
    const signedVisitor = cookieOf(first, 'pw_vid')!;
    const visitorId = signedVisitor.split('.')[0]!;
    expect(await visitors()).toBe(1);

    const forgeries = [
      // A made-up id, unsigned.
      'AAAAAAAAAAAAAAAAAAAAAA',
      // The real id without its signature.
      visitorId,
      // Another id under the real id's signature.
      `BAAAAAAAAAAAAAAAAAAAAA${signedVisitor.slice(visitorId.length)}`,
      // The real id with the signature altered.
      `${signedVisitor.slice(0, -1)}${signedVisitor.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const forged of forgeries) {
      const decision = await view({ pw_vid: forged });
      expect(decision.forged, forged).toBe(true);
      expect(decision.exposure, forged).toBeNull();
      const fresh = cookieOf(decision, 'pw_vid')!;
      expect(fresh.split('.')[0], forged).not.toBe(forged.split('.')[0]);
      expect(await signer.verify('vid', fresh)).toBe(fresh.split('.')[0]);
    }
    expect(await visitors()).toBe(1);
  });

  it('re-assigns a sticky cookie the visitor wrote or copied, and does not count the view', async () => {
    const first = await view();
    const visitorCookie = cookieOf(first, 'pw_vid')!;
    const served = first.assignment.variantId;
    const other = served === CONTROL ? CHALLENGER : CONTROL;
    // Another visitor's genuine sticky cookie for the other variant, to be copied.
    let donor = await view();
    // Half the new visitors get the other variant: 40 misses in a row happen once in 2^40 runs.
    for (let tries = 0; tries < 40 && donor.assignment.variantId !== other; tries++) donor = await view();
    expect(donor.assignment.variantId).toBe(other);
    const before = await store.totals(EXPERIMENT);

    for (const sticky of [`1.${other}`, cookieOf(donor, STICKY)!, cookieOf(first, STICKY)!.replace(served, other)]) {
      const decision = await view({ pw_vid: visitorCookie, [STICKY]: sticky });
      expect(decision.forged, sticky).toBe(true);
      expect(decision.exposure, sticky).toBeNull();
      // Back on the variant the server's hash gives this visitor, with a freshly signed cookie.
      expect(decision.assignment.variantId, sticky).toBe(served);
      expect(await signer.verify(`exp:${STICKY}:${visitorCookie.split('.')[0]}`, cookieOf(decision, STICKY))).toBe(
        `1.${served}`,
      );
    }
    expect(await store.totals(EXPERIMENT)).toEqual(before);
    // Nor can the visitor convert in the variant they tried to pick.
    expect((await post(visitorCookie, { type: 'signup_started', variant: other })).status).toBe(409);
  });

  it('refuses a conversion from a forged visitor id (400)', async () => {
    const first = await view();
    const variant = first.assignment.variantId;
    const visitorId = cookieOf(first, 'pw_vid')!.split('.')[0]!;
    expect(await post(visitorId, { type: 'signup_started', variant })).toEqual({
      status: 400,
      body: { error: 'the pw_vid cookie is missing, malformed or not signed by this site' },
    });
  });

  it('counts a replayed conversion once, and one account once whichever visitor claims it', async () => {
    const tokens = { jwt: 'a.b.c', ssojwt: 'd.e.f' };
    const first = await view();
    const second = await view();
    const [a, b] = [first, second].map((decision) => ({
      cookie: cookieOf(decision, 'pw_vid')!,
      variant: decision.assignment.variantId,
    }));
    for (let replay = 0; replay < 3; replay++) {
      const stored = replay === 0;
      expect(await post(a!.cookie, { type: 'signup_started', variant: a!.variant })).toEqual({
        status: 202,
        body: { stored },
      });
      expect(await post(a!.cookie, { type: 'account_created', variant: a!.variant, tokens })).toEqual({
        status: 202,
        body: { stored },
      });
    }
    // The same account's tokens from a second (real, exposed) visitor: not a second account.
    expect(await post(b!.cookie, { type: 'account_created', variant: b!.variant, tokens })).toEqual({
      status: 202,
      body: { stored: false },
    });
    const totals = (await store.totals(EXPERIMENT)).variants;
    expect(totals.reduce((sum, v) => sum + v.visitors, 0)).toBe(2);
    expect(totals.reduce((sum, v) => sum + v.signupsStarted, 0)).toBe(1);
    expect(totals.reduce((sum, v) => sum + v.accountsCreated, 0)).toBe(1);
    expect(totals.find((v) => v.variant === a!.variant)).toMatchObject({ signupsStarted: 1, accountsCreated: 1 });
  });
});
