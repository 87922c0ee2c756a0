import binomial from '@stdlib/random-base-binomial';
import { describe, expect, it } from 'vitest';
import {
  fixedHorizonPValue,
  holmAdjust,
  mixtureInterval,
  mixtureLikelihoodRatio,
  mixtureRho2,
  mixtureTau2,
  relativeDifference,
  sequentialTest,
  type Estimate,
  type MeanSummary,
} from './sequential';

function expectClose(actual: number | undefined, expected: number, relative = 1e-10) {
  expect(actual).toBeTypeOf('number');
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));
}

/**
 * The mixture likelihood ratio from its definition (Johari et al. 2022, eq. 9): the likelihood ratio
 * of a normal estimate for θ against θ = 0, averaged over θ ~ N(0, τ²), by Simpson's rule over
 * ±12 τ. Independent of the closed form the module uses.
 */
function mixtureByIntegration(estimate: number, variance: number, tau2: number): number {
  const steps = 20_000;
  const tau = Math.sqrt(tau2);
  const a = -12 * tau;
  const h = (24 * tau) / steps;
  let total = 0;
  for (let i = 0; i <= steps; i++) {
    const theta = a + i * h;
    const weight = i === 0 || i === steps ? 1 : i % 2 ? 4 : 2;
    const ratio = Math.exp((estimate * estimate - (estimate - theta) ** 2) / (2 * variance));
    total += weight * ratio * (Math.exp((-theta * theta) / (2 * tau2)) / Math.sqrt(2 * Math.PI * tau2));
  }
  return (total * h) / 3;
}

describe('the normal-mixture SPRT (Johari, Pekelis & Walsh)', () => {
  // Reference values: the same integral by Simpson's rule with 200,000 steps in Python 3.11's
  // `math` (double precision), printed with repr().
  const cases: [estimate: number, variance: number, tau2: number, lambda: number][] = [
    [0.1, 0.002, 0.01, 3.278721627526389],
    [0.25, 0.0036, 0.0005, 2.700880340541473],
    [-0.05, 0.01, 0.02, 0.627524345574376],
  ];
  it.each(cases)('Λ(θ̂=%s, V=%s, τ²=%s) = %s, as the mixture integral gives', (estimate, variance, tau2, lambda) => {
    expectClose(mixtureLikelihoodRatio(estimate, variance, tau2), lambda, 1e-12);
    expectClose(mixtureByIntegration(estimate, variance, tau2), lambda, 1e-9);
  });

  it('bounds its interval where Λ reaches 1/α, so the p-value is below α exactly when 0 is outside', () => {
    const [estimate, variance, tau2] = [0.12, 0.0025, 0.004];
    for (const alpha of [0.05, 0.01, 0.025]) {
      const { lower, upper } = mixtureInterval(estimate, variance, tau2, alpha);
      expectClose(mixtureLikelihoodRatio(estimate, variance, tau2, lower), 1 / alpha, 1e-9);
      expectClose(mixtureLikelihoodRatio(estimate, variance, tau2, upper), 1 / alpha, 1e-9);
      const p = 1 / mixtureLikelihoodRatio(estimate, variance, tau2);
      expect(p < alpha).toBe(lower > 0 || upper < 0);
    }
  });

  it('is the confidence sequence of Howard et al. (2021), eq. (14), for a sum of unit-variance steps', () => {
    // For S_t of t steps of variance 1 the mean S_t / t has V = 1/t; a mixture precision ρ is τ² = 1/ρ.
    // Eq. (14): |S_t| < √((t + ρ) ln((t + ρ) / (ρ α²))).
    for (const [t, rho, alpha] of [
      [100, 10, 0.05],
      [5000, 250, 0.05],
      [37, 1.5, 0.1],
    ] as const) {
      const { upper } = mixtureInterval(0, 1 / t, 1 / rho, alpha);
      expectClose(t * upper, Math.sqrt((t + rho) * Math.log((t + rho) / (rho * alpha * alpha))), 1e-12);
    }
  });

  it('tunes ρ² as Howard et al. (section 3.5) do: (−2 ln α + ln(1 − 2 ln α)) / n', () => {
    // Computed with Python 3.11's math: l = -2*log(0.05); (l + log(l + 1)) / 2500.
    expectClose(mixtureRho2(0.05, 2500), 0.003174461840695026, 1e-14);
    expectClose(mixtureTau2(2, 0.05, 5000), 2 * 0.003174461840695026, 1e-14);
  });

  it('keeps the smallest p-value of the looks and the intersection of their intervals', () => {
    const looks: Estimate[] = [
      { estimate: 0.3, variance: 0.01, unitVariance: 10 },
      { estimate: 0.1, variance: 0.004, unitVariance: 10 },
    ];
    const result = sequentialTest(looks)!;
    const tau2 = mixtureTau2(10);
    expectClose(
      result.pValue,
      Math.min(1, ...looks.map((l) => 1 / mixtureLikelihoodRatio(l.estimate, l.variance, tau2))),
    );
    const [first, second] = looks.map((l) => mixtureInterval(l.estimate, l.variance, tau2, 0.05));
    expectClose(result.interval.lower, Math.max(first!.lower, second!.lower));
    expectClose(result.interval.upper, Math.min(first!.upper, second!.upper));
    expect(sequentialTest([null, null])).toBeNull();
  });
});

describe('the relative difference of two means by the delta method', () => {
  it('gives m_v/m_c − 1 and V = s_v²/(n_v m_c²) + m_v² s_c²/(n_c m_c⁴)', () => {
    // Conversions as 0/1 per visitor: 60 of 1000 against 50 of 1000.
    const variant: MeanSummary = { n: 1000, sum: 60, sumSquares: 60 };
    const control: MeanSummary = { n: 1000, sum: 50, sumSquares: 50 };
    const d = relativeDifference(variant, control)!;
    const sv = (60 - 1000 * 0.06 ** 2) / 999;
    const sc = (50 - 1000 * 0.05 ** 2) / 999;
    expectClose(d.estimate, 0.2);
    expectClose(d.variance, sv / (1000 * 0.05 ** 2) + (0.06 ** 2 * sc) / (1000 * 0.05 ** 4));
    expectClose(d.unitVariance, d.variance * 500);
  });

  it('is undefined without a control mean, with one visitor, or with no variance', () => {
    expect(relativeDifference({ n: 10, sum: 1, sumSquares: 1 }, { n: 10, sum: 0, sumSquares: 0 })).toBeNull();
    expect(relativeDifference({ n: 1, sum: 1, sumSquares: 1 }, { n: 10, sum: 2, sumSquares: 2 })).toBeNull();
    expect(relativeDifference({ n: 5, sum: 5, sumSquares: 5 }, { n: 5, sum: 5, sumSquares: 5 })).toBeNull();
  });
});

describe("Holm's correction", () => {
  it("matches R's p.adjust(c(0.01, 0.04, 0.03, 0.005), 'holm') = 0.03 0.06 0.06 0.02", () => {
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((expected, i) => expectClose(adjusted[i], expected, 1e-12));
  });

  it('leaves one p-value as it is and never goes above 1', () => {
    expect(holmAdjust([0.2])).toEqual([0.2]);
    expect(holmAdjust([0.6, 0.7])).toEqual([1, 1]);
  });
});

/**
 * A/A experiments (no true difference) looked at once a day for 30 days: the share of them that a
 * rule calls significant on at least one day is its real false-positive rate. Each simulated
 * experiment gets 300 visitors a day per variant converting at 5 %, drawn by a seeded Mersenne
 * twister, so the figures are the same on every run.
 */
function simulateDailyLooks(options: { experiments: number; lift: number; seed: number }) {
  const days = 30;
  const perDay = 300;
  const rate = 0.05;
  const draw = binomial.factory({ seed: options.seed });
  let sequentialHits = 0;
  let fixedHits = 0;
  for (let run = 0; run < options.experiments; run++) {
    let control = 0;
    let variant = 0;
    const looks: (Estimate | null)[] = [];
    let fixedSignificant = false;
    let sequentialSignificant = false;
    for (let day = 1; day <= days; day++) {
      control += draw(perDay, rate);
      variant += draw(perDay, rate * (1 + options.lift));
      const n = day * perDay;
      const look = relativeDifference(
        { n, sum: variant, sumSquares: variant },
        { n, sum: control, sumSquares: control },
      );
      looks.push(look);
      if (look && fixedHorizonPValue(look.estimate, look.variance) < 0.05) fixedSignificant = true;
      // What the Results tab shows that day: the always-valid p-value over the looks so far.
      if (!sequentialSignificant && (sequentialTest(looks)?.pValue ?? 1) < 0.05) sequentialSignificant = true;
    }
    if (sequentialSignificant) sequentialHits += 1;
    if (fixedSignificant) fixedHits += 1;
  }
  return { sequential: sequentialHits / options.experiments, fixed: fixedHits / options.experiments };
}

describe('looking every day for 30 days (simulation)', () => {
  it('keeps the always-valid rule at or under 5 % false positives, while the fixed-horizon rule inflates', () => {
    const rates = simulateDailyLooks({ experiments: 2000, lift: 0, seed: 20261127 });
    // With this seed: 24.7 % for the fixed-horizon rule (about five times its nominal 5 %), 3.2 % for
    // the always-valid one.
    expect(rates.fixed).toBeGreaterThan(0.15);
    expect(rates.sequential).toBeLessThanOrEqual(0.05);
  });

  it('still finds a real +30 % uplift in most experiments', () => {
    const rates = simulateDailyLooks({ experiments: 300, lift: 0.3, seed: 7 });
    // With this seed: 87 % of them.
    expect(rates.sequential).toBeGreaterThan(0.7);
  });
});
