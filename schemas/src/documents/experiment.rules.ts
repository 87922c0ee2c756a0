/**
 * The rules of an experiment document (an A/B test at one public address), shared by the studio's
 * validation and content:validate. No Sanity import: the site's proxy applies the same rules to
 * what it reads, and these functions say in words why a document would not be applied.
 */

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

export const EXPERIMENT_STATUS_TITLES: Record<ExperimentStatus, string> = {
  draft: 'Draft (not shown to visitors)',
  running: 'Running (visitors are split)',
  stopped: 'Stopped (everyone gets the control, or the winner)',
};

/** The highest bucket version a visitor's cookie can carry. */
export const MAX_BUCKET_VERSION = 999_999;

/** The weights may miss 100 by rounding only (33.33 + 33.33 + 33.34 in binary floating point). */
const WEIGHT_TOLERANCE = 1e-6;

export interface VariantLike {
  page?: { _ref?: string } | null;
  weight?: unknown;
}

/**
 * Why a list of percent weights cannot split the traffic, or null when it can: each weight a number
 * from 0 to 100, all adding up to 100.
 */
export function experimentWeightsProblem(weights: readonly unknown[]): string | null {
  if (weights.length === 0) return 'Give each variant a weight: the weights must add up to 100.';
  for (const [index, weight] of weights.entries()) {
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0 || weight > 100) {
      return `Variant ${index + 1} has no weight from 0 to 100: give every variant its share of the visitors in percent.`;
    }
  }
  const total = (weights as number[]).reduce((sum, weight) => sum + weight, 0);
  if (Math.abs(total - 100) > WEIGHT_TOLERANCE) {
    return `The weights add up to ${Math.round(total * 1000) / 1000}, not 100: change them so that every visitor gets a page.`;
  }
  return null;
}

/** Every problem of the variant list as a whole (count, weights, a page listed twice), in words. */
export function variantsProblems(variants: readonly VariantLike[] | undefined): string[] {
  const list = variants ?? [];
  const problems: string[] = [];
  if (list.length < 2) {
    problems.push('An experiment needs at least two variants: the control first, then the page it is tested against.');
  }
  const missing = list.findIndex((variant) => !variant?.page?._ref);
  if (missing >= 0) problems.push(`Variant ${missing + 1} has no landing page: choose one.`);
  const refs = list.map((variant) => variant?.page?._ref).filter((ref): ref is string => typeof ref === 'string');
  const twice = refs.find((ref, index) => refs.indexOf(ref) !== index);
  if (twice) problems.push(`The page ${twice} is listed twice: each variant must be a different page.`);
  if (list.length > 0) {
    const weightProblem = experimentWeightsProblem(list.map((variant) => variant?.weight));
    if (weightProblem) problems.push(weightProblem);
  }
  return problems;
}

/** The winner, when there is one, must be one of the variants' pages. */
export function winnerProblem(
  winner: { _ref?: string } | null | undefined,
  variants: readonly VariantLike[] | undefined,
): string | null {
  if (!winner?._ref) return null;
  return (variants ?? []).some((variant) => variant?.page?._ref === winner._ref)
    ? null
    : `The winner ${winner._ref} is not one of the variants: pick one of the variants’ pages, or clear the winner.`;
}

/** A running experiment has a start time (the Start button sets it; the results count the days from it). */
export function startedAtProblem(status: unknown, startedAt: unknown): string | null {
  return status === 'running' && (typeof startedAt !== 'string' || startedAt === '')
    ? 'The experiment is running without a start time: start it with the Start button of the Results tab, so that its duration can be read.'
    : null;
}

/** What the studio knows of a variant's landing page: its published copy and its draft, if any. */
export interface PageState {
  published: { language?: string | null } | null;
  draft: { language?: string | null } | null;
}

/**
 * Why a landing page cannot be a variant of an experiment in `language`, or null when it can: it
 * must exist, be published (visitors are sent to the published page) and be in the same language.
 */
export function variantPageProblem(ref: string, page: PageState, language: string | null | undefined): string | null {
  if (!page.published && !page.draft) return `The page ${ref} does not exist: choose another page.`;
  if (!page.published) return `The page ${ref} is only a draft: publish it before it can be a variant.`;
  const pageLanguage = page.published.language ?? null;
  if (language && pageLanguage !== language) {
    return `The page ${ref} is in “${pageLanguage ?? 'no language'}” but the experiment is in “${language}”: choose a ${language} page.`;
  }
  return null;
}
