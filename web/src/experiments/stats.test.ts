import { describe, expect, it } from 'vitest';
import {
  chanceToBeatControl,
  conversionRate,
  readExperiment,
  relativeUplift,
  sampleRatioMismatch,
  sampleSizePerVariant,
  wilsonInterval,
  type ExperimentInput,
  type ExperimentRead,
} from './stats';
import { holmAdjust, relativeDifference, sequentialTest } from './sequential';

/*
 * Reference values were computed independently of this module with Debian's python3-scipy 1.10.1
 * and python3-statsmodels 0.13.5 (`/usr/bin/python3`); each case names the exact call. Where a
 * published worked example exists it is cited as well.
 */

/** `actual` within `relative` of `expected` (or within `relative` absolutely when expected is 0). */
function expectClose(actual: number | null | undefined, expected: number, relative = 1e-10) {
  expect(actual).toBeTypeOf('number');
  const tolerance = relative * Math.max(1, Math.abs(expected));
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(tolerance);
}

/** Every number anywhere in the value, to prove that no NaN or infinity leaks out. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('conversion rate with a Wilson score interval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion: comparison of seven
  // methods", Statistics in Medicine 17:857-872, Table II, Wilson score method: 81/263 -> 0.2553 to
  // 0.3662, 15/148 -> 0.0624 to 0.1605, 0/20 -> 0 to 0.1611, 1/29 -> 0.0061 to 0.1718.
  // Full precision from statsmodels 0.13.5:
  // statsmodels.stats.proportion.proportion_confint(x, n, alpha=0.05, method='wilson').
  it.each([
    [81, 263, 0.2552885198782742, 0.36620957698280004],
    [15, 148, 0.06238639953073628, 0.16048724172330803],
    [0, 20, 0, 0.1611251580528194],
    [1, 29, 0.006113214292762667, 0.17175521879320294],
    [20, 20, 0.8388748419471804, 1],
    [1234, 25000, 0.046743365905861645, 0.05211510201762194],
  ])('%i of %i', (conversions, visitors, lower, upper) => {
    const interval = wilsonInterval(conversions, visitors);
    expectClose(interval?.lower, lower, 1e-12);
    expectClose(interval?.upper, upper, 1e-12);
    expect(conversionRate(conversions, visitors)).toBe(conversions / visitors);
  });

  it('keeps the bounds inside [0, 1] at 0 % and 100 %', () => {
    expect(wilsonInterval(0, 1000)?.lower).toBe(0);
    expect(wilsonInterval(1000, 1000)?.upper).toBe(1);
  });

  it('is undefined without visitors', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('relative uplift against the control (delta method on the log ratio)', () => {
  // statsmodels 0.13.5, the log (Katz) interval for a risk ratio, minus 1 for the uplift:
  // statsmodels.stats.proportion.confint_proportions_2indep(xv, nv, xc, nc, method='log', compare='ratio')
  it.each([
    [230, 2000, 200, 2000, 0.15, -0.038550258750038924, 0.3755269186308632],
    [60, 1000, 50, 1000, 0.2, -0.1669019005501624, 0.7284879187108322],
    [5, 50, 12, 60, -0.5, -0.8111069006350353, 0.3234999099515501],
    [20, 20, 20, 20, 0, 0, 0],
  ])('%i/%i against %i/%i', (xv, nv, xc, nc, uplift, lower, upper) => {
    const result = relativeUplift({ conversions: xv, visitors: nv }, { conversions: xc, visitors: nc });
    expectClose(result?.uplift, uplift, 1e-12);
    expectClose(result?.interval?.lower, lower, 1e-12);
    expectClose(result?.interval?.upper, upper, 1e-12);
  });

  it('has no ratio when the control never converted or a side has no visitors', () => {
    expect(relativeUplift({ conversions: 5, visitors: 100 }, { conversions: 0, visitors: 100 })).toBeNull();
    expect(relativeUplift({ conversions: 0, visitors: 0 }, { conversions: 5, visitors: 100 })).toBeNull();
    expect(relativeUplift({ conversions: 5, visitors: 100 }, { conversions: 0, visitors: 0 })).toBeNull();
  });

  it('gives -100 % but no interval when the variant never converted', () => {
    expect(relativeUplift({ conversions: 0, visitors: 100 }, { conversions: 5, visitors: 100 })).toEqual({
      uplift: -1,
      interval: null,
    });
  });
});

describe('chance to beat the control (flat Beta(1, 1) priors)', () => {
  // Independent check by numerical integration, SciPy 1.10.1, with av = 1 + xv, bv = 1 + nv - xv,
  // ac = 1 + xc, bc = 1 + nc - xc and m, s the mean and standard deviation of Beta(av, bv):
  // scipy.integrate.quad(lambda t: scipy.stats.beta.pdf(t, av, bv) * scipy.stats.beta.cdf(t, ac, bc),
  //   max(0, m - 40 * s), min(1, m + 40 * s), points=[m], limit=500, epsabs=1e-14, epsrel=1e-12)
  // (every reported error estimate below 2e-13).
  it.each([
    [230, 2000, 200, 2000, 0.9370023130704189],
    [3, 10, 1, 10, 0.8446115288220553],
    [0, 100, 0, 100, 0.5],
    [0, 0, 0, 0, 0.5],
    [50, 50, 40, 40, 0.5543478260869584],
    [900, 1000, 880, 1000, 0.9231834389735603],
    [0, 100, 5, 100, 0.014476504044580785],
    [1000, 20000, 1100, 20000, 0.01249250915257411],
  ])('%i/%i against %i/%i', (xv, nv, xc, nc, expected) => {
    const chance = chanceToBeatControl({ conversions: xv, visitors: nv }, { conversions: xc, visitors: nc });
    expectClose(chance, expected, 1e-10);
  });

  it('is the complement of the control beating the variant', () => {
    const a = { conversions: 130, visitors: 1000 };
    const b = { conversions: 121, visitors: 980 };
    expectClose(chanceToBeatControl(a, b) + chanceToBeatControl(b, a), 1, 1e-12);
  });

  it('reads large experiments quickly and exactly', () => {
    const started = performance.now();
    const chance = chanceToBeatControl(
      { conversions: 51_000, visitors: 500_000 },
      { conversions: 50_000, visitors: 500_000 },
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    // The quadrature above with xv = 51000, nv = 500000, xc = 50000, nc = 500000: 0.9995477185233851
    // (error estimate 1.3e-13).
    expectClose(chance, 0.9995477185233851, 1e-10);
  });
});

describe('sample ratio mismatch (chi-square goodness of fit)', () => {
  // SciPy 1.10.1: scipy.stats.chisquare(f_obs) for equal weights, scipy.stats.chisquare(f_obs, f_exp).
  it.each([
    ['chisquare([5000, 5200])', [5000, 5200], [1, 1], 3.9215686274509802, 0.0476703806561615, false],
    ['chisquare([1000, 1000, 1100])', [1000, 1000, 1100], [1, 1, 1], 6.451612903225806, 0.03972373338644102, false],
    ['chisquare([1900, 8100], [2000, 8000])', [1900, 8100], [20, 80], 6.25, 0.01241933065155227, false],
    ['chisquare([10000, 11000])', [10000, 11000], [50, 50], 47.61904761904762, 5.176309056990159e-12, true],
  ])('%s', (_call, visitors, weights, chiSquare, pValue, mismatch) => {
    const check = sampleRatioMismatch(visitors.map((v, i) => ({ visitors: v, weight: weights[i]! })));
    expectClose(check?.chiSquare, chiSquare, 1e-12);
    expect(check?.degreesOfFreedom).toBe(visitors.length - 1);
    // Relative to the p-value itself, so that the tiny one is checked to its own digits.
    expect(Math.abs(check!.pValue - pValue) / pValue).toBeLessThan(1e-9);
    expect(check?.mismatch).toBe(mismatch);
  });

  it('has nothing to test with one variant or no visitors', () => {
    expect(sampleRatioMismatch([{ visitors: 100, weight: 100 }])).toBeNull();
    expect(
      sampleRatioMismatch([
        { visitors: 0, weight: 50 },
        { visitors: 0, weight: 50 },
      ]),
    ).toBeNull();
  });
});

describe('visitors per variant for the minimum detectable effect', () => {
  it('matches R’s power.prop.test worked example', () => {
    // R's documentation of power.prop.test: power.prop.test(p1 = .50, p2 = .75, power = .90) => n = 76.7;
    // SciPy 1.10.1 with the same formula, (za*sqrt(2*pb*(1-pb)) + zb*sqrt(p1*q1 + p2*q2))**2/(p2-p1)**2
    // where za = scipy.stats.norm.ppf(0.975), zb = scipy.stats.norm.ppf(0.9): 76.70692845177743.
    expect(sampleSizePerVariant(0.5, 0.75, 0.05, 0.9)).toBe(77);
  });

  it('at 80 % power for a 10 % lift', () => {
    // SciPy 1.10.1, the formula above with zb = scipy.stats.norm.ppf(0.8): p1 = 0.1, p2 = 0.11 ->
    // 14750.790469044954; p1 = 0.115, p2 = 0.115 * 1.1 -> 12600.87992375382.
    expect(sampleSizePerVariant(0.1, 0.11)).toBe(14751);
    expect(sampleSizePerVariant(0.115, 0.115 * 1.1)).toBe(12601);
  });

  it('is undefined for a rate of 0, a rate above 1 or no difference', () => {
    expect(sampleSizePerVariant(0, 0)).toBeNull();
    expect(sampleSizePerVariant(0.95, 0.95 * 1.1)).toBeNull();
    expect(sampleSizePerVariant(0.2, 0.2)).toBeNull();
  });
});

const start = '2026-11-01T00:00:00Z';

function read(input: Partial<ExperimentInput> & Pick<ExperimentInput, 'variants'>): ExperimentRead {
  const result = readExperiment({ controlId: 'control', startedAt: start, now: '2026-11-15T00:00:00Z', ...input });
  if (!result.ok) throw new Error(`unexpected problems: ${JSON.stringify(result.problems)}`);
  for (const n of numbersIn(result.read)) expect(Number.isFinite(n)).toBe(true);
  return result.read;
}

describe('readExperiment', () => {
  it('gathers every figure for a healthy two-variant experiment', () => {
    const result = read({
      variants: [
        { id: 'control', visitors: 2000, conversions: 200, weight: 50 },
        { id: 'b', visitors: 2000, conversions: 230, weight: 50 },
      ],
    });
    expect(result.health.warnings).toEqual([]);
    expect(result.health.duration).toEqual({ flagged: false, days: 14 });
    const [control, b] = result.variants;
    expect(control).toMatchObject({
      id: 'control',
      isControl: true,
      rate: 0.1,
      uplift: null,
      chanceToBeatControl: null,
    });
    expectClose(b?.uplift, 0.15, 1e-12);
    expectClose(b?.upliftInterval?.lower, -0.038550258750038924, 1e-12);
    expectClose(b?.chanceToBeatControl, 0.9370023130704189, 1e-10);
    // 10 % on the control's 10 %: 14751 per variant (see above), 12751 still to come for each.
    expect(result.sampleSize.perVariant).toBe(14751);
    expect(b?.visitorsStillNeeded).toBe(12751);
    expect(result.sampleSize.stillNeeded).toBe(12751);
  });

  it('lists the health checks that fail, in order', () => {
    const result = read({
      now: '2026-11-04T12:00:00Z',
      variants: [
        { id: 'control', visitors: 10000, conversions: 4, weight: 50 },
        { id: 'b', visitors: 11000, conversions: 300, weight: 50 },
      ],
    });
    expect(result.health.warnings).toEqual(['sample-ratio-mismatch', 'too-little-data', 'too-short']);
    expect(result.health.tooLittleData).toEqual({ flagged: true, variantIds: ['control'] });
    expect(result.health.duration).toEqual({ flagged: true, days: 3.5 });
    expect(result.health.sampleRatio?.mismatch).toBe(true);
  });

  it('reads each challenger by the always-valid test, corrected by Holm with two challengers', () => {
    const variants = [
      { id: 'control', visitors: 4000, conversions: 200, weight: 34 },
      { id: 'b', visitors: 4000, conversions: 320, weight: 33 },
      { id: 'c', visitors: 4000, conversions: 215, weight: 33 },
    ];
    const result = read({ variants });
    expect(result.decision).toEqual({
      method: 'msprt',
      alpha: 0.05,
      correction: 'holm',
      challengers: 2,
      tuningVisitors: 5000,
    });
    const single = (id: string) =>
      sequentialTest(
        [
          relativeDifference(
            {
              n: 4000,
              sum: variants.find((v) => v.id === id)!.conversions,
              sumSquares: variants.find((v) => v.id === id)!.conversions,
            },
            { n: 4000, sum: 200, sumSquares: 200 },
          ),
        ],
        0.025,
      )!;
    const [b, c] = [single('b'), single('c')];
    const adjusted = holmAdjust([b.pValue, c.pValue]);
    const byId = new Map(result.variants.map((v) => [v.id, v.alwaysValid]));
    expect(byId.get('control')).toBeNull();
    expect(byId.get('b')).toEqual({
      pValue: b.pValue,
      adjustedPValue: adjusted[0],
      interval: b.interval,
      significant: adjusted[0]! < 0.05,
    });
    expect(byId.get('c')).toEqual({
      pValue: c.pValue,
      adjustedPValue: adjusted[1],
      interval: c.interval,
      significant: adjusted[1]! < 0.05,
    });
    // +60 % on 4,000 visitors each is clear; +7.5 % is not.
    expect(byId.get('b')!.significant).toBe(true);
    expect(byId.get('c')!.significant).toBe(false);
  });

  it('keeps the smallest always-valid p-value of the earlier looks', () => {
    const now = [
      { id: 'control', visitors: 4000, conversions: 200, weight: 50 },
      { id: 'b', visitors: 4000, conversions: 215, weight: 50 },
    ];
    const looks = [
      [
        { id: 'control', visitors: 3000, conversions: 100 },
        { id: 'b', visitors: 3000, conversions: 200 },
      ],
    ];
    const withLooks = read({ variants: now, looks }).variants[1]!.alwaysValid!;
    const without = read({ variants: now }).variants[1]!.alwaysValid!;
    expect(without.significant).toBe(false);
    expect(withLooks.pValue).toBeLessThan(without.pValue);
    expect(withLooks.significant).toBe(true);
    expect(read({ variants: now }).decision.correction).toBe('none');
  });

  it('flags a run shorter than seven whole days', () => {
    const days = (now: string) =>
      read({ now, variants: [{ id: 'control', visitors: 1000, conversions: 100, weight: 100 }] }).health.duration;
    expect(days('2026-11-08T00:00:00Z')).toEqual({ flagged: false, days: 7 });
    expect(days('2026-11-07T23:00:00Z').flagged).toBe(true);
    // A start in the future (a clock out of step) is no week of data either.
    expect(days('2026-10-31T00:00:00Z')).toEqual({ flagged: true, days: -1 });
  });

  it('draws the too-little-data line at 50 visitors and 5 conversions', () => {
    const at = (visitors: number, conversions: number) =>
      read({
        variants: [
          { id: 'control', visitors: 1000, conversions: 100, weight: 50 },
          { id: 'b', visitors, conversions, weight: 50 },
        ],
      }).health.tooLittleData.variantIds;
    expect(at(50, 5)).toEqual([]);
    expect(at(49, 5)).toEqual(['b']);
    expect(at(50, 4)).toEqual(['b']);
  });

  it('returns nulls, not NaN, for zero visitors', () => {
    const result = read({
      variants: [
        { id: 'control', visitors: 0, conversions: 0, weight: 50 },
        { id: 'b', visitors: 0, conversions: 0, weight: 50 },
      ],
    });
    const b = result.variants[1];
    expect(b).toMatchObject({ rate: null, rateInterval: null, uplift: null, upliftInterval: null });
    expect(b?.chanceToBeatControl).toBe(0.5);
    expect(result.health.sampleRatio).toBeNull();
    expect(result.sampleSize).toMatchObject({ perVariant: null, stillNeeded: null });
    expect(result.health.warnings).toEqual(['too-little-data']);
  });

  it('returns nulls where the control has zero conversions', () => {
    const result = read({
      variants: [
        { id: 'control', visitors: 500, conversions: 0, weight: 50 },
        { id: 'b', visitors: 500, conversions: 0, weight: 50 },
      ],
    });
    const b = result.variants[1];
    expect(b?.rate).toBe(0);
    expect(b?.rateInterval?.lower).toBe(0);
    expect(b?.uplift).toBeNull();
    expect(b?.chanceToBeatControl).toBeCloseTo(0.5, 12);
    expect(result.sampleSize.perVariant).toBeNull();
  });

  it('handles 100 % conversion', () => {
    const result = read({
      variants: [
        { id: 'control', visitors: 40, conversions: 40, weight: 50 },
        { id: 'b', visitors: 50, conversions: 50, weight: 50 },
      ],
    });
    const b = result.variants[1];
    expect(b?.rateInterval?.upper).toBe(1);
    expect(b?.uplift).toBe(0);
    expect(b?.upliftInterval).toEqual({ lower: 0, upper: 0 });
    expectClose(b?.chanceToBeatControl, 0.5543478260869584, 1e-10);
    // A 10 % lift on 100 % is no rate at all.
    expect(result.sampleSize.perVariant).toBeNull();
  });

  it('reads a single variant: its rate and the sample size, nothing to compare', () => {
    const result = read({ variants: [{ id: 'control', visitors: 2000, conversions: 200, weight: 100 }] });
    expect(result.variants).toHaveLength(1);
    expect(result.variants[0]).toMatchObject({ rate: 0.1, uplift: null, chanceToBeatControl: null });
    expect(result.health.sampleRatio).toBeNull();
    expect(result.sampleSize.stillNeeded).toBe(12751);
  });

  it('explains input it cannot read instead of throwing', () => {
    const result = readExperiment({
      controlId: 'missing',
      startedAt: 'not a date',
      now: new Date('2026-11-15T00:00:00Z'),
      variants: [
        { id: 'a', visitors: 10, conversions: 11, weight: 50 },
        { id: 'a', visitors: -1, conversions: 1.5, weight: 0 },
      ],
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual([
      'variants[0].conversions',
      'variants[1].id',
      'variants[1].visitors',
      'variants[1].conversions',
      'variants[1].weight',
      'controlId',
      'startedAt',
    ]);
    expect(readExperiment({ controlId: 'a', startedAt: start, now: start, variants: [] })).toMatchObject({
      ok: false,
      problems: [{ path: 'variants' }, { path: 'controlId' }],
    });
  });
});
