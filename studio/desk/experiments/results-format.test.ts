import { describe, expect, it, vi } from 'vitest';
import { canShip, canStart, canStop, shipPatch, startPatch, stopPatch } from './decisions';
import { FIXTURE_IDS, NO_VISITORS_YET, pricingResults, sampleResults } from './fixtures';
import { loadResults } from './results-client';
import {
  alwaysValidCell,
  count,
  decisionText,
  failureMessage,
  guardrailText,
  healthMessages,
  interval,
  isExperimentResults,
  moment,
  money,
  NONE,
  percent,
  resultRows,
  resultsUrl,
  revenueRows,
  sampleSizeText,
  signedPercent,
  splitFigure,
  timelineLines,
} from './results-format';

describe('figures', () => {
  it('writes shares as percentages with one decimal, and — for a missing figure', () => {
    expect(percent(0.05)).toBe('5.0%');
    expect(percent(0.06017)).toBe('6.0%');
    expect(percent(0.8631)).toBe('86.3%');
    expect(percent(null)).toBe(NONE);
    expect(percent(Number.NaN)).toBe(NONE);
    expect(signedPercent(0.2034)).toBe('+20.3%');
    expect(signedPercent(-0.04)).toBe('-4.0%');
    expect(signedPercent(0)).toBe('0.0%');
    expect(signedPercent(undefined)).toBe(NONE);
  });

  it('writes counts with thousands separators and intervals as a range', () => {
    expect(count(29_877)).toBe('29,877');
    expect(count(null)).toBe(NONE);
    expect(interval({ lower: 0.0391, upper: 0.0638 })).toBe('3.9% to 6.4%');
    expect(interval({ lower: -0.1425, upper: 0.6889 }, true)).toBe('-14.3% to +68.9%');
    expect(interval(null)).toBe(NONE);
  });
});

describe('resultRows', () => {
  it('gives each variant its figures, the control without uplift or chance', () => {
    const results = sampleResults();
    const read = results.metrics.signupStarted.ok ? results.metrics.signupStarted.read : null;
    const [control, variant] = resultRows(results, read!);
    expect(control).toMatchObject({
      label: '/docs/free-demo/ (control)',
      visitors: '1,200',
      conversions: '60',
      rate: '5.0% (3.9% to 6.4%)',
      uplift: NONE,
      chanceToBeatControl: NONE,
      visitorsStillNeeded: '29,877',
    });
    expect(variant).toMatchObject({
      label: '/docs/ab/24.11.26/01/',
      rate: '6.0% (4.8% to 7.5%)',
      uplift: '+20.3% (-14.3% to +68.9%)',
      chanceToBeatControl: '86.3%',
      visitorsStillNeeded: '29,897',
      alwaysValid: '-35.1% to +75.8% · p = 0.610 · not decided yet',
    });
    expect(control!.alwaysValid).toBe(NONE);
  });

  it('says the always-valid verdict and which figures the decision reads', () => {
    const results = sampleResults();
    const read = results.metrics.signupStarted.ok ? results.metrics.signupStarted.read : null;
    const better = { pValue: 0.0004, adjustedPValue: 0.0008, interval: { lower: 0.05, upper: 0.4 }, significant: true };
    expect(alwaysValidCell(better)).toBe('+5.0% to +40.0% · p < 0.001 · better');
    expect(alwaysValidCell({ ...better, interval: { lower: -0.3, upper: -0.01 } })).toMatch(/· worse$/);
    expect(decisionText(read!)).toMatch(/always-valid/);
    expect(decisionText(read!)).not.toMatch(/Holm/);
    expect(decisionText({ ...read!, decision: { ...read!.decision, correction: 'holm', challengers: 2 } })).toMatch(
      /2 challengers .* Holm's method .* 2\.5% each/,
    );
  });

  it('shows — for a variant without visitors yet', () => {
    const results = sampleResults();
    const read = results.metrics.signupStarted.ok ? results.metrics.signupStarted.read : null;
    read!.variants[1] = { ...read!.variants[1]!, ...NO_VISITORS_YET };
    const row = resultRows(results, read!)[1]!;
    expect([row.rate, row.uplift, row.chanceToBeatControl, row.visitorsStillNeeded]).toEqual([NONE, NONE, NONE, NONE]);
    expect(row.visitors).toBe('0');
  });
});

describe('healthMessages', () => {
  it('says each warning once, too little data per metric, naming the variants', () => {
    const messages = healthMessages(sampleResults());
    expect(messages.map((m) => m.warning)).toEqual(['sample-ratio-mismatch', 'too-little-data', 'too-short']);
    expect(messages[0]!.text).toMatch(/Sample ratio mismatch \(p = 0\.0002\)/);
    expect(messages[1]!.text).toMatch(
      /Too little data for “Account Created”.*\/docs\/free-demo\/ \(control\), \/docs\/ab\/24\.11\.26\/01\//,
    );
    expect(messages[2]!.text).toMatch(/Running for 3 days only.*at least 7 days/);
  });

  it('has nothing to say about a healthy experiment, and skips a metric that could not be read', () => {
    const results = sampleResults();
    results.metrics.accountCreated = { ok: false, problems: [{ path: 'startedAt', message: 'missing' }] };
    expect(healthMessages(results)).toEqual([]);
  });
});

describe('reading the results from the site', () => {
  it('asks the endpoint with the token as a bearer', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(sampleResults()), { status: 200 }));
    const answer = await loadResults('http://127.0.0.1:3000/', 'experiment-docs-free-demo', 's3cret', fetchImpl);
    expect(answer.ok).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:3000/api/experiments/experiment-docs-free-demo/results/',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer s3cret' }) }),
    );
  });

  it('explains a wrong token, an unpublished experiment, an unreachable site and a strange answer', async () => {
    const answer = (response: Response | Error) =>
      loadResults('http://127.0.0.1:3000', 'x', 't', async () => {
        if (response instanceof Error) throw response;
        return response;
      });
    const site = 'http://127.0.0.1:3000';
    const messageOf = async (response: Response | Error) => {
      const result = await answer(response);
      return result.ok ? 'ok' : failureMessage(result.failure, site);
    };
    expect(await messageOf(new Response('', { status: 401 }))).toMatch(/The token is wrong/);
    expect(await messageOf(new Response('', { status: 404 }))).toMatch(/not published yet/);
    expect(await messageOf(new TypeError('Failed to fetch'))).toMatch(/not reachable at http:\/\/127\.0\.0\.1:3000/);
    expect(await messageOf(new Response('oops', { status: 500 }))).toMatch(/error \(500\)/);
    expect(await messageOf(new Response('<html>', { status: 200 }))).toMatch(/could not be read/);
    expect(await messageOf(new Response('{"variants":[]}', { status: 200 }))).toMatch(/could not be read/);
  });

  it('builds the address without a doubled slash and escapes the id', () => {
    expect(resultsUrl('https://site.example//', 'a b')).toBe('https://site.example/api/experiments/a%20b/results/');
    expect(isExperimentResults(sampleResults())).toBe(true);
    expect(isExperimentResults(null)).toBe(false);
  });
});

describe('decisions', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('starts a draft, stops a running experiment, ships a variant', () => {
    expect(startPatch(now)).toEqual({ set: { status: 'running', startedAt: '2026-11-24T10:00:00.000Z' } });
    expect(stopPatch(now)).toEqual({ set: { status: 'stopped', stoppedAt: '2026-11-24T10:00:00.000Z' } });
    expect(shipPatch({ status: 'running' }, FIXTURE_IDS.VARIANT, now)).toEqual({
      set: {
        winner: { _type: 'reference', _ref: FIXTURE_IDS.VARIANT },
        status: 'stopped',
        stoppedAt: '2026-11-24T10:00:00.000Z',
      },
    });
    // A stopped experiment keeps the time it stopped measuring.
    expect(
      shipPatch({ status: 'stopped', stoppedAt: '2026-11-20T08:00:00.000Z' }, FIXTURE_IDS.VARIANT, now).set.stoppedAt,
    ).toBe('2026-11-20T08:00:00.000Z');
  });

  it('allows each button only where it makes sense', () => {
    expect([canStart({}), canStart({ status: 'draft' }), canStart({ status: 'running' })]).toEqual([true, true, false]);
    expect([canStop({ status: 'running' }), canStop({ status: 'stopped' })]).toEqual([true, false]);
    expect(canShip({ status: 'draft' }, 'a')).toBe(false);
    expect(canShip({ status: 'running' }, 'a')).toBe(true);
    expect(canShip({ status: 'stopped', winner: { _ref: 'a' } }, 'a')).toBe(false);
  });
});

describe('moment', () => {
  it('writes a start or stop time as a day and a UTC time, and leaves a value that is not a date as it is', () => {
    expect(moment('2026-11-27T08:41:25.524Z')).toBe('27 Nov 2026, 08:41 UTC');
    expect(moment('2026-01-05T23:07:00Z')).toBe('5 Jan 2026, 23:07 UTC');
    expect(moment('soon')).toBe('soon');
  });
});

describe('the money, the guardrail and the chart lines', () => {
  it('formats money per currency and the money rows, the control without uplift', () => {
    expect(money(9.747, 'USD')).toBe('$9.75');
    expect(money(37.49, 'EUR')).toBe('€37.49');
    expect(money(null, 'USD')).toBe(NONE);
    const results = pricingResults();
    const [control, variant] = revenueRows(results, results.revenue.currencies[0]!);
    expect(control).toMatchObject({
      label: '/docs/free-demo/ (control)',
      purchases: '30',
      revenuePerVisitor: '$9.75 ($6.10 to $13.39)',
      averageOrderValue: '$389.88',
      uplift: NONE,
      alwaysValid: NONE,
    });
    expect(variant).toMatchObject({
      purchasesPerVisitor: '3.5% (2.4% to 4.5%)',
      uplift: '-62.9% (-82.0% to -44.0%)',
      alwaysValid: '-71.0% to -38.0% · p < 0.001 · worse',
    });
  });

  it('splits a figure from its interval', () => {
    expect(splitFigure('5.0% (3.9% to 6.4%)')).toEqual(['5.0%', '3.9% to 6.4%']);
    expect(splitFigure('—')).toEqual(['—', null]);
  });

  it('says which way a guardrail goes and what is not decided yet', () => {
    const results = pricingResults();
    expect(guardrailText(results, results.guardrails[0]!)).toBe(
      '/docs/ab/24.11.26/01/ wins sign-ups but loses revenue: sign-ups +20.3%, revenue per visitor -62.9% (USD). Not decided yet for sign-ups: it may still be noise. Decide which measure matters before shipping it.',
    );
    const other = { ...results.guardrails[0]!, kind: 'signups-down-revenue-up' as const, signupsDecided: true };
    expect(guardrailText(results, other)).toMatch(/loses sign-ups but wins revenue.*Both differences are decided/);
  });

  it('says the sample size in a sentence, and gives the chart its lines', () => {
    const results = sampleResults();
    const read = results.metrics.signupStarted.ok ? results.metrics.signupStarted.read : null;
    expect(sampleSizeText(read!)).toBe(
      'To detect a 10.0% change at 80.0% power, each variant needs about 31,077 visitors: 29,897 more to go.',
    );
    const lines = timelineLines(results, results.timeline.metrics[0]!);
    expect(lines.values.map((l) => [l.label, l.colour])).toEqual([
      ['/docs/free-demo/ (control)', 0],
      ['/docs/ab/24.11.26/01/', 1],
    ]);
    expect(lines.uplifts).toHaveLength(1);
    expect(lines.uplifts[0]!.band).toHaveLength(3);
  });
});
