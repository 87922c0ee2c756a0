import type { ConsentWording, DialogKind, DirectGo, FooterKind, HeaderKind, LabelStyle } from './types';

/*
 * A page whose content names a layout, preset or behaviour this code does not know (a header kind
 * added to the studio before the site, a preset or dialog reference left dangling) cannot be shown
 * as its editor meant it. The spec calls that an unknown middleware: such a page answers the site's
 * 500 page saying "Unknown middleware" (app/[locale]/unknown-middleware, served by the proxy), never
 * a page with its header or dialog silently swapped for another, and never a blank page.
 *
 * Block types are not in this list: a block the site does not know is left out of the page
 * (blocks/Sections.tsx), the page around it stays whole.
 */

/** What the code knows, per field: each record must list every value of the field's generated type. */
const HEADER_KINDS = { simple: true, sticky: true, mega: true, site: true } satisfies Record<HeaderKind, true>;
const FOOTER_KINDS = { large: true, simple: true, none: true } satisfies Record<FooterKind, true>;
const HEADER_ACTIONS = { tryFree: true, termsAndContact: true } satisfies Record<'tryFree' | 'termsAndContact', true>;
const DIALOG_KINDS = { email: true, emailPassword: true } satisfies Record<DialogKind, true>;
const LABEL_STYLES = { default: true, floating: true, bold: true } satisfies Record<LabelStyle, true>;
const DIRECT_GO_RULES = { emailCookie: true, emailAndSsoCookie: true } satisfies Record<DirectGo, true>;
const CONSENT_WORDINGS = { download: true, getStartedNow: true, getInstantAccess: true } satisfies Record<
  ConsentWording,
  true
>;
const PAGE_THEMES = { default: true, green: true } satisfies Record<'default' | 'green', true>;

/** The values the site knows for each named field, for tests that compare them with the studio's choices. */
export const KNOWN_MIDDLEWARE = {
  headerKind: HEADER_KINDS,
  footerKind: FOOTER_KINDS,
  headerActions: HEADER_ACTIONS,
  dialogKind: DIALOG_KINDS,
  labelStyle: LABEL_STYLES,
  directGo: DIRECT_GO_RULES,
  consentWording: CONSENT_WORDINGS,
  theme: PAGE_THEMES,
} as const;

export type MiddlewareField = keyof typeof KNOWN_MIDDLEWARE;

/**
 * What a page's content names, as the list of pages reads it (CONTENT_PATHS_QUERY): each field's
 * value (null when the page leaves it empty: empty fields take their defaults), and whether a
 * reference to a preset or dialog leads nowhere.
 */
export type NamedMiddleware = { [F in MiddlewareField]?: string | null } & {
  presetMissing?: boolean | null;
  dialogMissing?: boolean | null;
};

/**
 * The first thing `named` names that the code does not know, said for the log and the editor
 * ('the header kind "banner"'), or null when the page names only what the code knows.
 */
export function unknownMiddlewareOf(named: NamedMiddleware | null | undefined): string | null {
  if (!named) return null;
  if (named.presetMissing) return 'a layout preset that does not exist';
  if (named.dialogMissing) return 'a sign-up dialog that does not exist';
  for (const field of Object.keys(KNOWN_MIDDLEWARE) as MiddlewareField[]) {
    const value = named[field];
    if (value !== null && value !== undefined && !Object.hasOwn(KNOWN_MIDDLEWARE[field], value)) {
      return `the ${field} "${value}"`;
    }
  }
  return null;
}
