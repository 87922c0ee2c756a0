import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExperimentResults } from '@paperwise/schemas/experiment-results';
import {
  bearerOf,
  buildResults,
  dailyLooks,
  createResultsHandlers,
  sameSecret,
  studioOrigins,
  type ExperimentResultsRow,
} from './results';
import { preflightRequest } from '@/testing/preflight';
import { readExperiment } from './stats';
import { openSqliteStore } from './store/sqlite-store';
import type { EventStore, ExperimentEvent } from './store/types';

const TOKEN = 'a-results-token-of-at-least-32-characters';
const STUDIO = 'https://studio.example.com';
const URL_ = 'http://localhost:3000/api/experiments/exp-1/results/';
const NOW = new Date('2026-11-24T12:00:00.000Z');

const ROW: ExperimentResultsRow = {
  _id: 'exp-1',
  name: 'Free demo headline',
  language: 'en',
  path: '/docs/free-demo/',
  status: 'running',
  bucketVersion: 2,
  startedAt: '2026-11-10T12:00:00.000Z',
  winner: null,
  variants: [
    { weight: 50, id: 'page-a', path: '/docs/free-demo/', language: 'en', title: 'Free demo' },
    { weight: 50, id: 'page-b', path: '/docs/ab/24.11.26/01/', language: 'en', title: 'Try it free' },
  ],
};

function get(headers: Record<string, string> = {}) {
  return new Request(URL_, { headers });
}

describe('the experiment results endpoint', () => {
  let folder: string;
  let store: EventStore;
  const logged: string[] = [];

  function handlers(row: ExperimentResultsRow | null = ROW) {
    return createResultsHandlers({
      token: () => TOKEN,
      experiment: async (id) => (row && id === row._id ? row : null),
      store: async () => store,
      allowedOrigins: studioOrigins(STUDIO, true),
      now: () => NOW,
      log: (what) => logged.push(what),
    });
  }

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'paperwise-results-'));
    store = await openSqliteStore(join(folder, 'experiments.sqlite'));
    const events: ExperimentEvent[] = [];
    const at = new Date('2026-11-12T09:00:00.000Z');
    const add = (type: ExperimentEvent['type'], variant: string, n: number) =>
      events.push({ type, experiment: 'exp-1', variant, visitorId: `v${n}`, at });
    for (let n = 0; n < 10; n++) add('exposure', n < 6 ? 'page-a' : 'page-b', n);
    add('signup_started', 'page-a', 0);
    add('signup_started', 'page-b', 6);
    add('signup_started', 'page-b', 7);
    add('account_created', 'page-b', 6);
    await store.record(events);
  });

  afterEach(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
    logged.length = 0;
  });

  it('makes the token exist from the first request on, even one without a token', async () => {
    let read = 0;
    const counting = createResultsHandlers({
      token: () => {
        read += 1;
        return TOKEN;
      },
      experiment: async () => ROW,
      store: async () => store,
      allowedOrigins: [],
    });
    expect((await counting.GET(get(), 'exp-1')).status).toBe(401);
    expect(read).toBe(1);
  });

  it('refuses a request without the token or with a wrong one (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer ']) {
      const response = await handlers().GET(get(authorization ? { authorization } : {}), 'exp-1');
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(((await response.json()) as { error: string }).error).toMatch(/results token/);
    }
  });

  it('answers the seeded figures in the ExperimentResults shape', async () => {
    const response = await handlers().GET(get({ authorization: `Bearer ${TOKEN}` }), 'exp-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const results = (await response.json()) as ExperimentResults;
    expect(results.experiment).toEqual({
      id: 'exp-1',
      name: 'Free demo headline',
      path: '/docs/free-demo/',
      language: 'en',
      status: 'running',
      winner: null,
      bucketVersion: 2,
      startedAt: '2026-11-10T12:00:00.000Z',
    });
    expect(results.variants).toEqual([
      {
        id: 'page-a',
        path: '/docs/free-demo/',
        title: 'Free demo',
        weight: 50,
        isControl: true,
        visitors: 6,
        signupsStarted: 1,
        accountsCreated: 0,
      },
      {
        id: 'page-b',
        path: '/docs/ab/24.11.26/01/',
        title: 'Try it free',
        weight: 50,
        isControl: false,
        visitors: 4,
        signupsStarted: 2,
        accountsCreated: 1,
      },
    ]);
    const expected = readExperiment({
      controlId: 'page-a',
      variants: [
        { id: 'page-a', visitors: 6, conversions: 1, weight: 50 },
        { id: 'page-b', visitors: 4, conversions: 2, weight: 50 },
      ],
      startedAt: '2026-11-10T12:00:00.000Z',
      now: NOW,
    });
    expect(results.metrics.signupStarted).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(results.metrics.signupStarted.ok && results.metrics.signupStarted.read.variants[1]!.uplift).toBeCloseTo(2);
    expect(results.metrics.accountCreated.ok && results.metrics.accountCreated.read.variants[1]!.conversions).toBe(1);
    expect(results.generatedAt).toBe(NOW.toISOString());
  });

  it('answers 404 for an unknown experiment or an id that cannot be one', async () => {
    const authorization = `Bearer ${TOKEN}`;
    expect((await handlers().GET(get({ authorization }), 'exp-2')).status).toBe(404);
    expect((await handlers().GET(get({ authorization }), '../etc')).status).toBe(404);
  });

  it('lets only the studio’s origin read the answers (CORS), and says that they vary with Origin', async () => {
    const authorization = `Bearer ${TOKEN}`;
    const fromStudio = await handlers().GET(get({ authorization, origin: STUDIO }), 'exp-1');
    expect(fromStudio.headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect(fromStudio.headers.get('vary')).toBe('Origin');
    // The studio can also read why it was refused.
    const refused = await handlers().GET(get({ origin: STUDIO }), 'exp-1');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(STUDIO);
    for (const origin of ['https://evil.example', 'http://localhost:3333']) {
      const response = await handlers().GET(get({ authorization, origin }), 'exp-1');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('answers the studio’s preflight with 204, allowing the Authorization header and GET', async () => {
    const preflight = handlers().OPTIONS(preflightRequest(URL_, STUDIO, 'GET', 'authorization'));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
    const foreign = handlers().OPTIONS(
      new Request(URL_, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(204);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a failing store with a JSON 500 and logs it', async () => {
    const broken = createResultsHandlers({
      token: () => TOKEN,
      experiment: async () => ROW,
      store: () => Promise.reject(new Error('no database')),
      allowedOrigins: [],
      log: (what) => logged.push(what),
    });
    const response = await broken.GET(get({ authorization: `Bearer ${TOKEN}` }), 'exp-1');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'the results could not be read' });
    expect(logged).toEqual(['The experiment results could not be read']);
  });
});

describe('buildResults', () => {
  it('starts the read at the first exposure when the document has no start, else now', () => {
    const first = new Date('2026-11-20T00:00:00.000Z');
    const draft = { ...ROW, status: 'draft', startedAt: null };
    const withExposure = buildResults(draft, { variants: [], firstExposureAt: first }, NOW);
    expect(withExposure.experiment.startedAt).toBeNull();
    expect(withExposure.metrics.signupStarted.ok && withExposure.metrics.signupStarted.read.health.duration.days).toBe(
      4.5,
    );
    const empty = buildResults(draft, { variants: [], firstExposureAt: null }, NOW);
    expect(empty.metrics.signupStarted.ok && empty.metrics.signupStarted.read.health.duration.days).toBe(0);
    expect(empty.variants.map((v) => v.visitors)).toEqual([0, 0]);
  });

  it('keeps the document’s variants only, and reads an unknown status as a draft', () => {
    const results = buildResults(
      { ...ROW, status: 'archived' },
      {
        variants: [{ variant: 'page-removed', visitors: 9, signupsStarted: 1, accountsCreated: 0 }],
        firstExposureAt: NOW,
      },
      NOW,
    );
    expect(results.experiment.status).toBe('draft');
    expect(results.variants.map((v) => v.id)).toEqual(['page-a', 'page-b']);
  });
});

describe('the token and the origins', () => {
  it('compares tokens whole', () => {
    expect(sameSecret(TOKEN, TOKEN)).toBe(true);
    expect(sameSecret(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });

  it('reads a bearer token', () => {
    expect(bearerOf(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerOf(`bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerOf(`Bearer a b`)).toBeNull();
    expect(bearerOf(null)).toBeNull();
  });

  it('allows the studio’s origin, and sanity dev’s local ones outside production', () => {
    expect(studioOrigins('https://studio.example.com/desk/', true)).toEqual(['https://studio.example.com']);
    expect(studioOrigins('http://localhost:3333', false)).toEqual(['http://localhost:3333', 'http://127.0.0.1:3333']);
    expect(studioOrigins('https://studio.example.com', false)).toEqual([
      'https://studio.example.com',
      'http://localhost:3333',
      'http://127.0.0.1:3333',
    ]);
  });
});

describe('the daily looks of the always-valid read', () => {
  it('adds the days up, oldest first, one look per day with events', () => {
    const looks = dailyLooks([
      { variant: 'page-b', type: 'exposure', day: 20_001, count: 5 },
      { variant: 'page-a', type: 'exposure', day: 20_000, count: 4 },
      { variant: 'page-a', type: 'signup_started', day: 20_001, count: 1 },
      { variant: 'page-a', type: 'exposure', day: 20_001, count: 2 },
    ]);
    expect(looks.map((look) => look.day)).toEqual([20_000, 20_001]);
    expect(looks[0]!.counts.get('page-a')).toEqual({ exposure: 4, signup_started: 0, account_created: 0 });
    expect(looks[0]!.counts.has('page-b')).toBe(false);
    expect(looks[1]!.counts.get('page-a')).toEqual({ exposure: 6, signup_started: 1, account_created: 0 });
    expect(looks[1]!.counts.get('page-b')).toEqual({ exposure: 5, signup_started: 0, account_created: 0 });
  });

  it('lets an earlier day decide when the evidence was stronger then', () => {
    const totals = {
      variants: [
        { variant: 'page-a', visitors: 4000, signupsStarted: 200, accountsCreated: 0 },
        { variant: 'page-b', visitors: 4000, signupsStarted: 215, accountsCreated: 0 },
      ],
      firstExposureAt: new Date('2026-11-10T12:00:00.000Z'),
    };
    const daily = [
      { variant: 'page-a', type: 'exposure' as const, day: 20_400, count: 3000 },
      { variant: 'page-b', type: 'exposure' as const, day: 20_400, count: 3000 },
      { variant: 'page-a', type: 'signup_started' as const, day: 20_400, count: 100 },
      { variant: 'page-b', type: 'signup_started' as const, day: 20_400, count: 200 },
    ];
    const decided = (results: ExperimentResults) =>
      results.metrics.signupStarted.ok
        ? results.metrics.signupStarted.read.variants[1]!.alwaysValid!.significant
        : null;
    expect(decided(buildResults(ROW, totals, NOW))).toBe(false);
    expect(decided(buildResults(ROW, totals, NOW, daily))).toBe(true);
  });
});

describe('the money in the results, and the guardrail', () => {
  const totals = {
    variants: [
      { variant: 'page-a', visitors: 1000, signupsStarted: 50, accountsCreated: 0 },
      { variant: 'page-b', visitors: 1000, signupsStarted: 80, accountsCreated: 0 },
    ],
    firstExposureAt: new Date('2026-11-10T12:00:00.000Z'),
  };
  const purchase = (variant: string, n: number, amountMinor: number) => ({
    experiment: 'exp-1',
    orderId: `${variant}-${n}`,
    variant,
    visitorId: `${variant}-v${n}`,
    amountMinor,
    currency: 'USD',
    at: new Date('2026-11-20T12:00:00.000Z'),
  });

  it('flags a variant with more sign-ups but less revenue per visitor', () => {
    const purchases = [
      ...Array.from({ length: 40 }, (_, n) => purchase('page-a', n, 9900)),
      ...Array.from({ length: 30 }, (_, n) => purchase('page-b', n, 9900)),
    ];
    const results = buildResults(ROW, totals, NOW, [], purchases);
    expect(results.revenue.currencies.map((c) => c.currency)).toEqual(['USD']);
    expect(results.revenue.currencies[0]!.variants.map((v) => [v.id, v.purchases, v.revenue])).toEqual([
      ['page-a', 40, 3960],
      ['page-b', 30, 2970],
    ]);
    expect(results.guardrails).toEqual([
      {
        variant: 'page-b',
        kind: 'signups-up-revenue-down',
        currency: 'USD',
        signupUplift: expect.closeTo(0.6, 10),
        revenueUplift: expect.closeTo(-0.25, 10),
        signupsDecided: expect.any(Boolean),
        revenueDecided: false,
      },
    ]);
  });

  it('flags nothing when both measures agree, or before any purchase', () => {
    const agreeing = [purchase('page-a', 1, 1000), purchase('page-b', 1, 1000), purchase('page-b', 2, 1000)];
    expect(buildResults(ROW, totals, NOW, [], agreeing).guardrails).toEqual([]);
    expect(buildResults(ROW, totals, NOW).guardrails).toEqual([]);
    expect(buildResults(ROW, totals, NOW).revenue.currencies).toEqual([]);
  });
});

describe('the timeline of the results', () => {
  it('gives each day over and now, the values per variant, and the challenger its uplift and band', () => {
    const totals = {
      variants: [
        { variant: 'page-a', visitors: 2000, signupsStarted: 100, accountsCreated: 0 },
        { variant: 'page-b', visitors: 2000, signupsStarted: 150, accountsCreated: 0 },
      ],
      firstExposureAt: new Date('2026-11-22T12:00:00.000Z'),
    };
    const day = (iso: string) => Math.floor(Date.parse(iso) / 86_400_000);
    const daily = [
      { variant: 'page-a', type: 'exposure' as const, day: day('2026-11-22'), count: 1000 },
      { variant: 'page-b', type: 'exposure' as const, day: day('2026-11-22'), count: 1000 },
      { variant: 'page-a', type: 'signup_started' as const, day: day('2026-11-22'), count: 40 },
      { variant: 'page-b', type: 'signup_started' as const, day: day('2026-11-22'), count: 80 },
      // Today (NOW is 24 Nov, 12:00): counted in the look taken now, not as a day of its own.
      { variant: 'page-a', type: 'exposure' as const, day: day('2026-11-24'), count: 1000 },
    ];
    const purchases = [
      {
        experiment: 'exp-1',
        orderId: 'o1',
        variant: 'page-a',
        visitorId: 'x',
        amountMinor: 10_000,
        currency: 'EUR',
        at: new Date('2026-11-22T13:00:00Z'),
      },
    ];
    const { timeline } = buildResults(ROW, totals, NOW, daily, purchases);
    expect(timeline.days).toEqual(['2026-11-22', '2026-11-24']);
    const [signups, money] = timeline.metrics;
    expect(signups!.metric).toBe('signupStarted');
    expect(signups!.series[0]).toEqual({
      variant: 'page-a',
      values: [0.04, 0.05],
      uplift: [null, null],
      band: [null, null],
    });
    const b = signups!.series[1]!;
    expect(b.values).toEqual([0.08, 0.075]);
    expect(b.uplift[0]).toBeCloseTo(1, 10);
    expect(b.uplift[1]).toBeCloseTo(0.5, 10);
    // The band holds its uplift, and narrows (it is the intersection over the looks so far).
    expect(b.band[1]!.lower).toBeGreaterThanOrEqual(b.band[0]!.lower);
    expect(b.band[1]!.upper).toBeLessThanOrEqual(b.band[0]!.upper);
    expect(money).toMatchObject({ metric: 'revenuePerVisitor', currency: 'EUR' });
    expect(money!.series[0]!.values).toEqual([0.1, 0.05]);
    expect(buildResults(ROW, totals, NOW).timeline.metrics.map((m) => m.metric)).toEqual(['signupStarted']);
  });
});
