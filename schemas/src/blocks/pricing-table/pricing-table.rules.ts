import { linkHrefProblem } from '../../link-rules';

/**
 * The pricing table's rule and defaults, shared by its schema and its component: no Sanity import,
 * so the site reads them without loading the studio's code.
 */

export const DEFAULT_PLANS_HREF = '/pricing/plans/';
export const MAX_PLANS = 4;

interface PricingTableValue {
  plans?: Array<{ _ref?: string }>;
  buttonHref?: string;
}

/** A table compares plans: one to four of them (more do not fit side by side), each once. */
export function pricingTableProblem(value: PricingTableValue | undefined): string | null {
  const plans = value?.plans ?? [];
  if (plans.length === 0) return 'Choose the plans the table shows (one to four).';
  if (plans.length > MAX_PLANS) return `A table shows at most ${MAX_PLANS} plans: remove ${plans.length - MAX_PLANS}.`;
  const refs = plans.map((p) => p._ref).filter(Boolean);
  if (new Set(refs).size !== refs.length) return 'A plan is in the table twice: remove one.';
  return linkHrefProblem(value?.buttonHref);
}
