import type { Locale } from '@paperwise/schemas/locales';
import { webappDestinationHref } from '../chrome/links';
import { rewriteDestination } from '@/engine/destination';
import { safeWebappPath, UnsafeDestinationError } from '@/engine/handoff-url';

/** What a template card needs, wherever the template comes from (content or the cached search API). */
export interface TemplateSource {
  /** A stable identity for the card: the content's `_key`, or the template's address for search results. */
  key: string;
  label: string;
  /** The template's marketing-site address ('business-plan-D99'), what the sign-up engine is given. */
  url: string;
  thumb: string;
}

/** A template card as pages render it. */
export interface TemplateCard {
  key: string;
  label: string;
  /** The template's marketing-site address ('business-plan-D99'), what the sign-up engine is given. */
  url: string;
  /** Where the card leads without the sign-up engine: the document in the web application. */
  href: string;
  /** The web-app destination the engine receives when the card is opened ('doc/business-plan-D99'). */
  destination: string;
  /** A loadable thumbnail address. */
  thumb: string;
}

/** A thumb address from the content or the cached API, made loadable: relative ones sit under the API base. */
export function thumbSrc(thumb: string, cachedApiBase: string): string {
  if (/^(https?:)?\/\//.test(thumb) || thumb.startsWith('/')) return thumb;
  return `${cachedApiBase}${thumb.replace(/^\.?\//, '')}`;
}

/**
 * The cards of a list of templates, linking into the web application. One rule for addresses that
 * are not a path on the web app ('https://…', '//host', '../..'), whether they come from content or
 * from the search API: the card is left out and a warning logged, and the page still renders. The
 * raw address is checked too, since the sign-up engine is given it and the rewrite strips the
 * leading slashes that make '//host' an address elsewhere.
 */
export function buildTemplateCards(
  templates: readonly TemplateSource[],
  locale: Locale,
  bases: { webapp: string; cachedApi: string },
  where: string,
): TemplateCard[] {
  let dropped = 0;
  const cards = templates.flatMap((template): TemplateCard[] => {
    const destination = rewriteDestination(template.url);
    let href: string;
    try {
      safeWebappPath(template.url.trim());
      href = webappDestinationHref(bases.webapp, destination, locale);
    } catch (error) {
      if (!(error instanceof UnsafeDestinationError)) throw error;
      dropped += 1;
      return [];
    }
    const { key, label, url } = template;
    return [{ key, label, url, destination, href, thumb: thumbSrc(template.thumb, bases.cachedApi) }];
  });
  // One line per page, with the count only: the addresses may carry anything, tokens included.
  if (dropped > 0) console.warn(`${where}: left out ${dropped} template(s) whose address is not a web-app path`);
  return cards;
}
