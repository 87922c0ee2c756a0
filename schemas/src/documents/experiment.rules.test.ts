import { describe, expect, it } from 'vitest';
import {
  experimentWeightsProblem,
  startedAtProblem,
  variantPageProblem,
  variantsProblems,
  winnerProblem,
} from './experiment.rules';

const variant = (ref: string | undefined, weight: unknown) => ({ page: ref ? { _ref: ref } : undefined, weight });

describe('experimentWeightsProblem', () => {
  it('accepts weights that add up to 100, rounding included', () => {
    expect(experimentWeightsProblem([50, 50])).toBeNull();
    expect(experimentWeightsProblem([0, 100])).toBeNull();
    expect(experimentWeightsProblem([33.33, 33.33, 33.34])).toBeNull();
  });

  it('refuses a sum other than 100 and saying by how much', () => {
    expect(experimentWeightsProblem([50, 40])).toMatch(/add up to 90, not 100/);
    expect(experimentWeightsProblem([60, 60])).toMatch(/add up to 120, not 100/);
  });

  it('refuses missing, negative, too large and non-numeric weights, naming the variant', () => {
    expect(experimentWeightsProblem([50, undefined])).toMatch(/Variant 2 has no weight from 0 to 100/);
    expect(experimentWeightsProblem([-10, 110])).toMatch(/Variant 1/);
    expect(experimentWeightsProblem([50, '50'])).toMatch(/Variant 2/);
    expect(experimentWeightsProblem([Number.NaN, 100])).toMatch(/Variant 1/);
    expect(experimentWeightsProblem([])).toMatch(/must add up to 100/);
  });
});

describe('variantsProblems', () => {
  it('accepts two different pages splitting the traffic', () => {
    expect(variantsProblems([variant('a', 50), variant('b', 50)])).toEqual([]);
  });

  it('needs at least two variants', () => {
    expect(variantsProblems(undefined)).toEqual([expect.stringMatching(/at least two variants/)]);
    expect(variantsProblems([variant('a', 100)])).toEqual([expect.stringMatching(/at least two variants/)]);
  });

  it('refuses a page listed twice and a variant without a page', () => {
    expect(variantsProblems([variant('a', 50), variant('a', 50)]).join(' ')).toMatch(/The page a is listed twice/);
    expect(variantsProblems([variant('a', 50), variant(undefined, 50)]).join(' ')).toMatch(
      /Variant 2 has no landing page/,
    );
  });

  it('reports the weights of the list', () => {
    expect(variantsProblems([variant('a', 70), variant('b', 70)]).join(' ')).toMatch(/add up to 140/);
  });
});

describe('winnerProblem', () => {
  const variants = [variant('a', 50), variant('b', 50)];
  it('accepts no winner or one of the variants', () => {
    expect(winnerProblem(undefined, variants)).toBeNull();
    expect(winnerProblem({ _ref: 'b' }, variants)).toBeNull();
  });
  it('refuses a winner that is not a variant', () => {
    expect(winnerProblem({ _ref: 'c' }, variants)).toMatch(/winner c is not one of the variants/);
    expect(winnerProblem({ _ref: 'c' }, undefined)).toMatch(/not one of the variants/);
  });
});

describe('startedAtProblem', () => {
  it('asks a running experiment for its start time only', () => {
    expect(startedAtProblem('running', undefined)).toMatch(/running without a start time/);
    expect(startedAtProblem('running', '2026-11-10T09:00:00Z')).toBeNull();
    expect(startedAtProblem('draft', undefined)).toBeNull();
    expect(startedAtProblem('stopped', undefined)).toBeNull();
  });
});

describe('variantPageProblem', () => {
  it('accepts a published page in the experiment’s language, with or without a draft', () => {
    expect(variantPageProblem('p', { published: { language: 'en' }, draft: null }, 'en')).toBeNull();
    expect(variantPageProblem('p', { published: { language: 'en' }, draft: { language: 'en' } }, 'en')).toBeNull();
  });

  it('refuses a missing page, a page that is only a draft, and a page in another language', () => {
    expect(variantPageProblem('p', { published: null, draft: null }, 'en')).toMatch(/p does not exist/);
    expect(variantPageProblem('p', { published: null, draft: { language: 'en' } }, 'en')).toMatch(
      /only a draft: publish it/,
    );
    expect(variantPageProblem('p', { published: { language: 'fr' }, draft: null }, 'en')).toMatch(
      /is in “fr” but the experiment is in “en”/,
    );
  });
});
