/**
 * The pure part of "Duplicate as new variant": which address to suggest, whether an address can be
 * used, and the draft to create. No Sanity import, so the rules are unit-tested without a studio.
 */
import { landingPageId, landingSlugForPath, readableId } from '@paperwise/schemas/ids';
import { isLandingLocale, landingPathProblem } from '@paperwise/schemas/locales';

/**
 * The page's id: one per address and language, dashes only ('/docs/ab/15.10.24/01/' in French →
 * 'landingPage-fr-docs-ab-15-10-24-01'); see @paperwise/schemas/ids.
 */
export { landingPageId };

/** The types whose documents can be duplicated as a new variant: landing and pricing pages. */
export const VARIANT_TYPES = ['landingPage', 'pricingPage'] as const;
export type VariantType = (typeof VARIANT_TYPES)[number];

export function isVariantType(type: string): type is VariantType {
  return (VARIANT_TYPES as readonly string[]).includes(type);
}

/** The id of a variant page of a type: 'pricingPage-de-pricing-plans-save50'. */
export function variantPageId(type: VariantType, language: string, path: string): string {
  return type === 'landingPage' ? landingPageId(language, path) : readableId(type, language, landingSlugForPath(path));
}

/** The analytics variant id: '/docs/ab/15.10.24/01/' → 'docs-ab-15.10.24-01' (analytics data, not a document id). */
export function variantIdForPath(path: string): string {
  return path.replace(/^\/|\/$/g, '').replaceAll('/', '-');
}

/**
 * The test an address belongs to: '/docs/ab/15.10.24/05/' → 'docs-ab-15.10.24',
 * '/pricing/plans/ab/test/2/a/' → 'pricing-plans-ab-test-2'; null outside an ab/ folder.
 */
export function experimentForPath(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  const ab = segments.indexOf('ab');
  return ab >= 1 && segments.length >= ab + 3 ? segments.slice(0, -1).join('-') : null;
}

/**
 * The address to offer first: the next free number when the source ends in a number
 * ('/docs/ab/15.10.24/04/' → '/docs/ab/15.10.24/05/'), else the source's own address to edit.
 */
export function suggestVariantPath(path: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const match = /^(.*\/)(\d+)\/$/.exec(path);
  if (!match) return path;
  const [, parent, digits] = match as unknown as [string, string, string];
  for (let n = Number(digits) + 1; n <= Number(digits) + 1000; n++) {
    const candidate = `${parent}${String(n).padStart(digits.length, '0')}/`;
    if (!used.has(candidate)) return candidate;
  }
  return path;
}

/** Why the new address cannot be used in that language, or null. Pricing pages exist in every language. */
export function variantPathProblem(
  path: string,
  language: string,
  taken: Iterable<string>,
  type: VariantType = 'landingPage',
): string | null {
  const format = landingPathProblem(path);
  if (format) return format;
  if (type === 'landingPage' && !isLandingLocale(language))
    return `Landing pages exist only in English, French and Spanish, not in “${language}”.`;
  if (new Set(taken).has(path)) return `${path} is already used by another ${language} page: choose a new address.`;
  return null;
}

export interface LandingSource {
  _id: string;
  _type: string;
  language?: string;
  path?: string;
  experiment?: string;
  [field: string]: unknown;
}

const SYSTEM_FIELDS = ['_id', '_rev', '_createdAt', '_updatedAt', '_system'];

/** The draft of the new variant: the source's content (landing or pricing page) at the new address, with its own ids. */
export function buildVariantDraft(source: LandingSource, path: string): LandingSource & { _id: string } {
  const language = source.language ?? 'en';
  // A deep copy: the new variant's blocks (sections), templates and texts are its own to change.
  const copy = structuredClone(
    Object.fromEntries(Object.entries(source).filter(([key]) => !SYSTEM_FIELDS.includes(key))),
  );
  const experiment = source.experiment ?? experimentForPath(path);
  const type: VariantType = source._type === 'pricingPage' ? 'pricingPage' : 'landingPage';
  return {
    ...copy,
    _id: `drafts.${variantPageId(type, language, path)}`,
    _type: type,
    language,
    path,
    variantId: variantIdForPath(path),
    ...(experiment ? { experiment } : {}),
  };
}
