import { landingPathProblem } from '../locales';

/**
 * Rules of pricing pages shared by the studio, content:validate and the site. No Sanity import.
 */

/** The thank-you page must be a page of this site (an address without the language): never another host. */
export function thankYouPathProblem(path: string | undefined): string | null {
  if (!path) return null;
  return landingPathProblem(path) === null
    ? null
    : 'Write the thank-you page’s address without the language, with a slash at both ends: /pricing/thank-you/.';
}

/** What a pricing page's blocks must hold: a pricing table, where the plans are chosen. */
export function pricingSectionsProblem(sections: ReadonlyArray<{ _type?: string }> | undefined): string | null {
  return sections?.some((section) => section._type === 'pricingTable')
    ? null
    : 'Add a pricing table: it is where buyers choose a plan and pay.';
}

/**
 * The last segment of a path that names a package on a page whose address may name one
 * (/budgeto/buy/budgeto-monthly/ -> base /budgeto/buy/, package budgeto-monthly), or null.
 */
export function packageInPath(path: string): { base: string; token: string } | null {
  const match = /^(\/(?:[^/]+\/)+)([a-z0-9][a-z0-9-]{0,63})\/$/.exec(path);
  return match ? { base: match[1]!, token: match[2]! } : null;
}
