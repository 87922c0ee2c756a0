import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assign,
  bucketRanges,
  bucketValue,
  chooseVariant,
  experimentProblems,
  weightsProblem,
  type AssignmentInput,
  type ExperimentRules,
} from './assignment';
import { newVisitorId } from './visitor';

/** Visitor ids of the same form as real ones, the same on every run: 16 bytes of SHA-256 of a counter. */
function simulatedVisitorIds(count: number, label = 'visitor'): string[] {
  return Array.from({ length: count }, (_, index) => {
    const digest = createHash('sha256').update(`${label}-${index}`).digest();
    return newVisitorId(() => new Uint8Array(digest.subarray(0, 16)));
  });
}

const VISITORS = simulatedVisitorIds(10_000);

function experiment(weights: [number, number], overrides: Partial<ExperimentRules> = {}): ExperimentRules {
  return {
    seed: 'experiment-docs-free-demo',
    bucketVersion: 1,
    variants: [
      { id: 'landingPage-en-docs-free-demo', weight: weights[0] },
      { id: 'landingPage-en-docs-free-demo-b', weight: weights[1] },
    ],
    status: 'running',
    winner: null,
    controlId: 'landingPage-en-docs-free-demo',
    ...overrides,
  };
}
const CONTROL = 'landingPage-en-docs-free-demo';
const CHALLENGER = 'landingPage-en-docs-free-demo-b';

/** A consenting person's page view, without a sticky cookie. */
function pageView(rules: ExperimentRules, visitorId: string, extra: Partial<AssignmentInput> = {}): AssignmentInput {
  return { experiment: rules, visitorId, isBot: false, isPrefetch: false, consent: true, ...extra };
}

/** The share of visitors (in percent) assigned to the challenger. */
function challengerShare(rules: ExperimentRules, visitors: readonly string[]): number {
  const hits = visitors.filter((visitorId) => assign(pageView(rules, visitorId)).variantId === CHALLENGER).length;
  return (100 * hits) / visitors.length;
}

describe('bucketRanges', () => {
  it('turns percent weights into consecutive shares of [0, 1)', () => {
    expect(bucketRanges([50, 50])).toEqual([
      [0, 0.5],
      [0.5, 1],
    ]);
    expect(bucketRanges([20, 80])).toEqual([
      [0, 0.2],
      [0.2, 1],
    ]);
    expect(bucketRanges([20, 30, 50])).toEqual([
      [0, 0.2],
      [0.2, 0.5],
      [0.5, 1],
    ]);
  });

  it('ends at exactly 1 when the weights only add up to 100 after rounding', () => {
    const ranges = bucketRanges([33.33, 33.33, 33.34]);
    expect(ranges.at(-1)![1]).toBe(1);
    expect(ranges[1]![0]).toBe(ranges[0]![1]);
  });

  it('gives a weight of 0 an empty range', () => {
    expect(bucketRanges([0, 100])).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });

  it.each([
    [[], /at least one/],
    [[50, 40], /add up to 90/],
    [[60, 60], /add up to 120/],
    [[-10, 110], /not a percentage/],
    [[Number.NaN, 100], /not a percentage/],
    [[Number.POSITIVE_INFINITY], /not a percentage/],
  ])('refuses the weights %j', (weights, message) => {
    expect(weightsProblem(weights)).toMatch(message);
    expect(() => bucketRanges(weights)).toThrow(message);
  });
});

describe('chooseVariant', () => {
  const ranges = bucketRanges([20, 80]);

  it.each([
    [0, 0],
    [0.1999, 0],
    [0.2, 1],
    [0.9999, 1],
  ])('puts %s in range %i', (value, index) => {
    expect(chooseVariant(value, ranges)).toBe(index);
  });

  it.each([[1], [-0.0001], [Number.NaN]])('puts %s in no range', (value) => {
    expect(chooseVariant(value, ranges)).toBe(-1);
  });

  it('never chooses a variant of weight 0', () => {
    const zeroFirst = bucketRanges([0, 100]);
    expect(chooseVariant(0, zeroFirst)).toBe(1);
  });
});

describe('the split of 10,000 simulated visitors', () => {
  // Within 2 percentage points of the weights: with 10,000 visitors one standard deviation is
  // 0.5 points at 50/50 and 0.4 points at 20/80.
  it('follows 50/50 within 2 points', () => {
    const share = challengerShare(experiment([50, 50]), VISITORS);
    expect(share).toBeGreaterThanOrEqual(48);
    expect(share).toBeLessThanOrEqual(52);
  });

  it('follows 20/80 within 2 points', () => {
    const share = challengerShare(experiment([20, 80]), VISITORS);
    expect(share).toBeGreaterThanOrEqual(78);
    expect(share).toBeLessThanOrEqual(82);
  });

  it('follows 20/30/50 within 2 points per variant', () => {
    const rules: ExperimentRules = {
      ...experiment([50, 50]),
      variants: [
        { id: 'a', weight: 20 },
        { id: 'b', weight: 30 },
        { id: 'c', weight: 50 },
      ],
      controlId: 'a',
    };
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (const visitorId of VISITORS) counts[assign(pageView(rules, visitorId)).variantId]! += 1;
    expect(counts.a! / 100).toBeGreaterThanOrEqual(18);
    expect(counts.a! / 100).toBeLessThanOrEqual(22);
    expect(counts.b! / 100).toBeGreaterThanOrEqual(28);
    expect(counts.b! / 100).toBeLessThanOrEqual(32);
    expect(counts.c! / 100).toBeGreaterThanOrEqual(48);
    expect(counts.c! / 100).toBeLessThanOrEqual(52);
  });

  it('follows the weights for visitor ids drawn at random too', () => {
    const randomVisitors = Array.from({ length: 10_000 }, () => newVisitorId());
    const share = challengerShare(experiment([50, 50]), randomVisitors);
    expect(share).toBeGreaterThanOrEqual(48);
    expect(share).toBeLessThanOrEqual(52);
  });

  it('splits independently of another experiment with another seed', () => {
    // Visitors in the challenger of one experiment are split 50/50 again by the other.
    const first = experiment([50, 50]);
    const second = experiment([50, 50], { seed: 'experiment-docs-pricing' });
    const inFirst = VISITORS.filter((visitorId) => assign(pageView(first, visitorId)).variantId === CHALLENGER);
    const share = challengerShare(second, inFirst);
    expect(share).toBeGreaterThanOrEqual(46);
    expect(share).toBeLessThanOrEqual(54);
  });
});

describe('determinism', () => {
  it('gives a visitor the same variant on every request, in any order', () => {
    const rules = experiment([50, 50]);
    const first = VISITORS.slice(0, 500).map((visitorId) => assign(pageView(rules, visitorId)));
    const again = [...VISITORS.slice(0, 500)].reverse().map((visitorId) => assign(pageView(rules, visitorId)));
    expect(again.reverse()).toEqual(first);
  });

  it('is the hash of the seed, bucket version and visitor id', () => {
    const visitorId = VISITORS[0]!;
    const value = bucketValue('experiment-docs-free-demo', 1, visitorId);
    const expected = value < 0.5 ? CONTROL : CHALLENGER;
    expect(assign(pageView(experiment([50, 50]), visitorId)).variantId).toBe(expected);
    expect(bucketValue('experiment-docs-free-demo', 1, visitorId)).toBe(value);
  });

  it('writes the variant to the sticky cookie with the bucket version', () => {
    const result = assign(pageView(experiment([50, 50]), VISITORS[0]!));
    expect(result.reason).toBe('hashed');
    expect(result.counted).toBe(true);
    expect(result.setSticky).toBe(`1.${result.variantId}`);
  });
});

describe('stickiness', () => {
  const before = experiment([50, 50]);
  const after = experiment([20, 80]);
  const firstVisits = VISITORS.slice(0, 2_000).map((visitorId) => ({
    visitorId,
    first: assign(pageView(before, visitorId)),
  }));

  it('keeps every returning visitor on their variant when the weights change within a bucket version', () => {
    for (const { visitorId, first } of firstVisits) {
      const returning = assign(pageView(after, visitorId, { stickyCookieValue: first.setSticky }));
      expect(returning.variantId).toBe(first.variantId);
      expect(returning.reason).toBe('sticky');
      expect(returning.counted).toBe(true);
      expect(returning.setSticky).toBeUndefined();
    }
  });

  it('is the cookie that keeps them: without it the new weights move some of them', () => {
    const moved = firstVisits.filter(
      ({ visitorId, first }) => assign(pageView(after, visitorId)).variantId !== first.variantId,
    );
    // The buckets from 0.2 to 0.5 move from the control to the challenger: about 30 %.
    expect(moved.length / firstVisits.length).toBeGreaterThan(0.25);
    expect(moved.length / firstVisits.length).toBeLessThan(0.35);
  });

  it('re-randomises with a new bucket version, ignoring the old sticky value', () => {
    const renewed = experiment([50, 50], { bucketVersion: 2 });
    let changed = 0;
    for (const { visitorId, first } of firstVisits) {
      const result = assign(pageView(renewed, visitorId, { stickyCookieValue: first.setSticky }));
      expect(result.reason).toBe('hashed');
      expect(result.setSticky).toBe(`2.${result.variantId}`);
      if (result.variantId !== first.variantId) changed += 1;
    }
    // An independent new draw: about half the visitors change sides.
    expect(changed / firstVisits.length).toBeGreaterThan(0.45);
    expect(changed / firstVisits.length).toBeLessThan(0.55);
  });

  it('re-hashes a visitor whose sticky variant was removed', () => {
    const visitorId = VISITORS[1]!;
    const result = assign(pageView(experiment([50, 50]), visitorId, { stickyCookieValue: '1.landingPage-gone' }));
    expect(result.reason).toBe('hashed');
    expect(result.setSticky).toBe(`1.${result.variantId}`);
  });

  it.each([['garbage'], ['1.'], ['1.a;b'], ['0.landingPage-en-docs-free-demo-b']])(
    'replaces the malformed sticky value %j',
    (stickyCookieValue) => {
      const result = assign(pageView(experiment([50, 50]), VISITORS[2]!, { stickyCookieValue }));
      expect(result.reason).toBe('hashed');
      expect(result.setSticky).toBeDefined();
    },
  );

  it('keeps a sticky visitor on a variant whose weight dropped to 0 within the version', () => {
    const result = assign(pageView(experiment([100, 0]), VISITORS[3]!, { stickyCookieValue: `1.${CHALLENGER}` }));
    expect(result).toEqual({ variantId: CHALLENGER, counted: true, reason: 'sticky' });
  });
});

describe('who gets the control', () => {
  /** A visitor the split sends to the challenger, so that getting the control shows a rule at work. */
  const challengerVisitor = VISITORS.find(
    (visitorId) => assign(pageView(experiment([50, 50]), visitorId)).variantId === CHALLENGER,
  )!;
  const stickyChallenger = `1.${CHALLENGER}`;
  /** The answer that gives the control, counts nothing and sets no cookie, for `reason`. */
  const uncountedControl = (reason: string) => ({ variantId: CONTROL, counted: false, reason });

  it('a stopped experiment sends everyone, sticky or not, to the control, uncounted', () => {
    const stopped = experiment([50, 50], { status: 'stopped' });
    expect(assign(pageView(stopped, challengerVisitor, { stickyCookieValue: stickyChallenger }))).toEqual(
      uncountedControl('notRunning'),
    );
  });

  it('a draft experiment is not running either', () => {
    expect(assign(pageView(experiment([50, 50], { status: 'draft' }), challengerVisitor)).reason).toBe('notRunning');
  });

  it('a winner is served to everyone: sticky visitors, robots, prefetches, visitors without consent', () => {
    const shipped = experiment([50, 50], { status: 'stopped', winner: CHALLENGER });
    const inputs: AssignmentInput[] = [
      pageView(shipped, challengerVisitor, { stickyCookieValue: `1.${CONTROL}` }),
      pageView(shipped, challengerVisitor, { isBot: true }),
      pageView(shipped, challengerVisitor, { isPrefetch: true }),
      pageView(shipped, null as unknown as string, { consent: false }),
    ];
    for (const input of inputs) {
      expect(assign(input)).toEqual({ variantId: CHALLENGER, counted: false, reason: 'winner' });
    }
    // A winner may also be picked while the experiment still runs.
    expect(assign(pageView(experiment([50, 50], { winner: CONTROL }), challengerVisitor)).variantId).toBe(CONTROL);
  });

  it('a robot gets the control, uncounted, without a cookie', () => {
    expect(assign(pageView(experiment([50, 50]), challengerVisitor, { isBot: true }))).toEqual(uncountedControl('bot'));
  });

  it('a prefetch gets the control, uncounted, without a cookie, even from a sticky visitor', () => {
    expect(
      assign(
        pageView(experiment([50, 50]), challengerVisitor, { isPrefetch: true, stickyCookieValue: stickyChallenger }),
      ),
    ).toEqual(uncountedControl('prefetch'));
  });

  it('a visitor without consent gets the control and no cookie', () => {
    expect(assign(pageView(experiment([50, 50]), challengerVisitor, { consent: false }))).toEqual(
      uncountedControl('noConsent'),
    );
  });

  it('where assignment is necessary, a visitor without consent is split and kept sticky but not counted', () => {
    const result = assign(
      pageView(experiment([50, 50]), challengerVisitor, { consent: false, assignmentIsNecessary: true }),
    );
    expect(result).toEqual({ variantId: CHALLENGER, counted: false, setSticky: stickyChallenger, reason: 'hashed' });
    const returning = assign(
      pageView(experiment([50, 50]), challengerVisitor, {
        consent: false,
        assignmentIsNecessary: true,
        stickyCookieValue: stickyChallenger,
      }),
    );
    expect(returning).toEqual({ variantId: CHALLENGER, counted: false, reason: 'sticky' });
  });

  it.each([[null], [undefined], [''], ['not-a-visitor-id']])('a visitor id of %j gets the control', (visitorId) => {
    expect(assign(pageView(experiment([50, 50]), visitorId as string))).toEqual(uncountedControl('noVisitorId'));
  });
});

describe('experiments that cannot be applied', () => {
  const base = experiment([50, 50]);
  const cases: [string, Partial<ExperimentRules>, RegExp][] = [
    [
      'weights not adding up to 100',
      {
        variants: [
          { id: CONTROL, weight: 50 },
          { id: CHALLENGER, weight: 40 },
        ],
      },
      /add up to 90/,
    ],
    ['a single variant', { variants: [{ id: CONTROL, weight: 100 }] }, /at least two variants/],
    [
      'a variant listed twice',
      {
        variants: [
          { id: CONTROL, weight: 50 },
          { id: CONTROL, weight: 50 },
        ],
      },
      /listed twice/,
    ],
    [
      'a variant id a cookie cannot carry',
      {
        variants: [
          { id: CONTROL, weight: 50 },
          { id: 'a b', weight: 50 },
        ],
      },
      /not a document id/,
    ],
    ['a control outside the variants', { controlId: 'landingPage-other' }, /control is not one of the variants/],
    ['a winner outside the variants', { winner: 'landingPage-other' }, /winner is not one of the variants/],
    ['bucket version 0', { bucketVersion: 0 }, /Bucket version 0/],
    ['an empty seed', { seed: '' }, /seed is empty/],
    ['an unknown status', { status: 'paused' as ExperimentRules['status'] }, /Status paused/],
  ];

  it.each(cases)('with %s are refused and send visitors to the control, uncounted', (_label, overrides, problem) => {
    const rules = { ...base, ...overrides };
    expect(experimentProblems(rules)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
    expect(assign(pageView(rules, VISITORS[0]!))).toEqual({
      variantId: rules.controlId,
      counted: false,
      reason: 'invalid',
    });
  });

  it('a valid experiment has no problems', () => {
    expect(experimentProblems(base)).toEqual([]);
  });
});
