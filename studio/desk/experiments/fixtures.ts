import type {
  ExperimentRead,
  ExperimentResults,
  RevenueVariantRead,
  VariantRead,
} from '@paperwise/schemas/experiment-results';

/** Results as the site answers them, for the tests of the Results tab. */
const CONTROL = 'landingPage-en-docs-free-demo';
const VARIANT = 'landingPage-en-docs-ab-24-11-26-01';
export const FIXTURE_IDS = { CONTROL, VARIANT };

/** What the site reads for a variant no one has visited yet: nothing to measure. */
export const NO_VISITORS_YET = {
  visitors: 0,
  conversions: 0,
  rate: null,
  rateInterval: null,
  uplift: null,
  upliftInterval: null,
  chanceToBeatControl: null,
  visitorsStillNeeded: null,
  alwaysValid: null,
} satisfies Omit<VariantRead, 'id' | 'isControl'>;

function variantRead(overrides: Partial<VariantRead> & { id: string }): VariantRead {
  return { isControl: false, ...NO_VISITORS_YET, ...overrides };
}

function read(overrides: Partial<ExperimentRead['health']> = {}, variants?: VariantRead[]): ExperimentRead {
  return {
    health: {
      warnings: [],
      sampleRatio: { chiSquare: 0.2, degreesOfFreedom: 1, pValue: 0.65, mismatch: false },
      tooLittleData: { flagged: false, variantIds: [] },
      duration: { flagged: false, days: 14 },
      ...overrides,
    },
    variants: variants ?? [
      variantRead({
        id: CONTROL,
        isControl: true,
        visitors: 1200,
        conversions: 60,
        rate: 0.05,
        rateInterval: { lower: 0.0391, upper: 0.0638 },
        visitorsStillNeeded: 29_877,
      }),
      variantRead({
        id: VARIANT,
        visitors: 1180,
        conversions: 71,
        rate: 0.06017,
        rateInterval: { lower: 0.0479, upper: 0.0753 },
        uplift: 0.2034,
        upliftInterval: { lower: -0.1425, upper: 0.6889 },
        chanceToBeatControl: 0.8631,
        visitorsStillNeeded: 29_897,
        alwaysValid: {
          pValue: 0.61,
          adjustedPValue: 0.61,
          interval: { lower: -0.3512, upper: 0.758 },
          significant: false,
        },
      }),
    ],
    decision: { method: 'msprt', alpha: 0.05, correction: 'none', challengers: 1, tuningVisitors: 5000 },
    sampleSize: { perVariant: 31_077, stillNeeded: 29_897, minimumDetectableEffect: 0.1, power: 0.8, alpha: 0.05 },
  };
}

/** Two weeks in, balanced, enough signups; 'Account Created' has too little data and an SRM. */
export function sampleResults(): ExperimentResults {
  return {
    experiment: {
      id: 'experiment-docs-free-demo',
      name: 'Free demo: benefit-first headline',
      path: '/docs/free-demo/',
      language: 'en',
      status: 'running',
      winner: null,
      bucketVersion: 1,
      startedAt: '2026-11-10T09:00:00Z',
    },
    variants: [
      {
        id: CONTROL,
        path: '/docs/free-demo/',
        title: 'Free demo',
        weight: 50,
        isControl: true,
        visitors: 1200,
        signupsStarted: 60,
        accountsCreated: 3,
      },
      {
        id: VARIANT,
        path: '/docs/ab/24.11.26/01/',
        title: 'Free demo: business documents in minutes',
        weight: 50,
        isControl: false,
        visitors: 1180,
        signupsStarted: 71,
        accountsCreated: 4,
      },
    ],
    metrics: {
      signupStarted: { ok: true, read: read() },
      accountCreated: {
        ok: true,
        read: read({
          warnings: ['sample-ratio-mismatch', 'too-little-data', 'too-short'],
          sampleRatio: { chiSquare: 14.1, degreesOfFreedom: 1, pValue: 0.00017, mismatch: true },
          tooLittleData: { flagged: true, variantIds: [CONTROL, VARIANT] },
          duration: { flagged: true, days: 3.6 },
        }),
      },
    },
    revenue: { method: 'Revenue per visitor… (the site’s sentence)', currencies: [] },
    guardrails: [],
    timeline: {
      days: ['2026-11-22', '2026-11-23', '2026-11-24'],
      metrics: [
        {
          metric: 'signupStarted',
          currency: null,
          series: [
            { variant: CONTROL, values: [0.048, 0.05, 0.05], uplift: [null, null, null], band: [null, null, null] },
            {
              variant: VARIANT,
              values: [0.07, 0.062, 0.06017],
              uplift: [0.45, 0.24, 0.2034],
              band: [
                { lower: -0.5, upper: 1.4 },
                { lower: -0.4, upper: 0.9 },
                { lower: -0.3512, upper: 0.758 },
              ],
            },
          ],
        },
      ],
    },
    generatedAt: '2026-11-24T10:00:00Z',
  };
}

/** A variant's money read: what the figures given leave out is what no purchase gives. */
function moneyRead(id: string, figures: Partial<RevenueVariantRead>): RevenueVariantRead {
  const purchases = figures.purchases ?? 0;
  return {
    id,
    isControl: false,
    visitors: 0,
    purchases,
    purchasers: purchases,
    revenue: 0,
    purchasesPerVisitor: null,
    purchasesPerVisitorInterval: null,
    revenuePerVisitor: null,
    revenuePerVisitorInterval: null,
    averageOrderValue: null,
    revenueUplift: null,
    revenueUpliftInterval: null,
    revenueAlwaysValid: null,
    purchasesAlwaysValid: null,
    ...figures,
  };
}

/** The sample results with money: the variant wins sign-ups but loses revenue per visitor. */
export function pricingResults(): ExperimentResults {
  const results = sampleResults();
  const decided = {
    pValue: 0.0001,
    adjustedPValue: 0.0001,
    interval: { lower: -0.71, upper: -0.38 },
    significant: true,
  };
  results.revenue = {
    method: 'Revenue per visitor … never converted.',
    currencies: [
      {
        currency: 'USD',
        decision: { method: 'msprt', alpha: 0.05, correction: 'none', challengers: 1, tuningVisitors: 5000 },
        variants: [
          moneyRead(CONTROL, {
            isControl: true,
            visitors: 1200,
            purchases: 30,
            revenue: 11_696.4,
            purchasesPerVisitor: 0.025,
            purchasesPerVisitorInterval: { lower: 0.0162, upper: 0.0338 },
            revenuePerVisitor: 9.747,
            revenuePerVisitorInterval: { lower: 6.1, upper: 13.39 },
            averageOrderValue: 389.88,
          }),
          moneyRead(VARIANT, {
            visitors: 1180,
            purchases: 41,
            revenue: 4_263.2,
            purchasesPerVisitor: 0.03475,
            purchasesPerVisitorInterval: { lower: 0.024, upper: 0.045 },
            revenuePerVisitor: 3.613,
            revenuePerVisitorInterval: { lower: 2.2, upper: 5.02 },
            averageOrderValue: 103.98,
            revenueUplift: -0.629,
            revenueUpliftInterval: { lower: -0.82, upper: -0.44 },
            revenueAlwaysValid: decided,
          }),
        ],
      },
    ],
  };
  results.guardrails = [
    {
      variant: VARIANT,
      kind: 'signups-up-revenue-down',
      currency: 'USD',
      signupUplift: 0.2034,
      revenueUplift: -0.629,
      signupsDecided: false,
      revenueDecided: true,
    },
  ];
  return results;
}
