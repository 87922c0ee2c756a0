import type { LANDING_LOCALES } from '@paperwise/schemas/locales';
import type { DEFAULT_DOCUMENTS_QUERY_RESULT, LANDING_PAGE_QUERY_RESULT } from './sanity.types';

/*
 * Every content type the site uses, derived from the types typegen generates from the queries
 * (npm run typegen): a changed projection changes these, and the type check shows every use.
 */

/** The landing query's result for a page that exists. */
export type RawLanding = NonNullable<LANDING_PAGE_QUERY_RESULT>;
/** The default-templates query's result. */
export type RawDefaults = DEFAULT_DOCUMENTS_QUERY_RESULT;
type RawEntry = NonNullable<NonNullable<NonNullable<RawDefaults>['documents']>[number]>;
type RawPreset = NonNullable<RawLanding['preset']>;
type RawDialog = NonNullable<RawLanding['dialog']>;
type RawFieldLabels = NonNullable<RawDialog['fieldLabels']>;
type RawConsent = NonNullable<RawDialog['consent']>;
/** Every key present and non-null: what validation guarantees for a published document. */
export type Present<T> = { [K in keyof T]-?: NonNullable<T[K]> };
/** The optional keys of a projection, as null where the content leaves them out. */
type Nullable<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/**
 * One template shown on a landing page or in a language's default list, as the content stores it.
 * `thumb` is relative ('imgs/250px/99.png'): resolve it against the template-image host.
 */
export type TemplateEntry = Present<RawEntry>;

/** A language's default keyword and its 12 templates: what a page shows when it names none. */
export interface DefaultDocuments {
  keyword: string;
  /** Always 12 entries. */
  documents: TemplateEntry[];
}

export type LandingLocale = (typeof LANDING_LOCALES)[number];
/** A preset's header: 'site' is the header the page's language uses everywhere else (its navigation's style). */
export type HeaderKind = NonNullable<RawPreset['headerKind']>;
export type RawLayoutPreset = RawPreset;
export type FooterKind = NonNullable<RawPreset['footerKind']>;
export type DialogKind = NonNullable<RawDialog['kind']>;
export type ConsentWording = NonNullable<RawDialog['consentWording']>;
export type LabelStyle = NonNullable<RawDialog['labelStyle']>;
/** When a returning visitor skips the dialog: 'emailCookie' (first variant) or 'emailAndSsoCookie' (second). */
export type DirectGo = NonNullable<RawDialog['directGo']>;
/** For a dialog that does not say (content older than the field): the stricter, newer rule. */
export const DEFAULT_DIRECT_GO: DirectGo = 'emailAndSsoCookie';
/** Where a page's main button leads after sign-up ('guide'), when not the web app's home. */
export type MainButtonTarget = NonNullable<NonNullable<RawLanding['templates']>['target']>;

/** The dialog's field labels: the e-mail ones always, the password ones for the password dialog. */
export type FieldLabels = Present<Pick<RawFieldLabels, 'labelDefault' | 'labelError' | 'labelExists'>> &
  Nullable<Pick<RawFieldLabels, 'passwordLabel' | 'passError' | 'confirmPasswordLabel' | 'confirmPassError'>>;

/** The consent line under the form, with the quoted action chosen for the page. */
export type ConsentCopy = Present<Omit<RawConsent, 'actions'>> & {
  wording: ConsentWording;
  /** The quoted wording in the page's language, e.g. 'Get Instant Access'. */
  action: string;
};

/**
 * The layout a preset gives a page: the header and its menu, tagline, login link and button, the
 * footer, the live chat, the cookie banner and affiliate tracking. The layouts read only this.
 */
export interface PageLayout {
  presetKey: string;
  headerKind: HeaderKind;
  /** The navigation menus and links in the header (and the support link of the mega-menu header). */
  headerMenu: boolean;
  /** The header tagline; with `withPhone` the customer-service number follows the text. */
  tagline: { text: string; withPhone: boolean } | null;
  /** At the right of the header: the Try-for-free button, or the Terms of Use and Contact us links. */
  headerActions: 'tryFree' | 'termsAndContact';
  showLogin: boolean;
  /** The header's "Try for free" opens this page's sign-up dialog instead of linking away. */
  popupEnabled: boolean;
  /** The page is only the sign-up dialog, open from the start (/l/f/). */
  directModal: boolean;
  footerKind: FooterKind;
  supportChat: boolean;
  cookieBanner: boolean;
  affiliateTracking: boolean;
  /** The affiliate retailer's toolbar script loads, with consent (/start/cb/). */
  retailerToolbar: boolean;
}

/**
 * What a landing page is made of, resolved for one path and language. The sign-up engine and the
 * landing layout read only this: no component looks at the URL to decide what to show.
 * Texts have `{templates}` already replaced by the page's template number.
 */
export interface LandingConfig {
  /** The content document's id, e.g. 'landingPage-fr-docs-ab-15-10-24-01'. */
  id: string;
  /** Locale-neutral, with slashes at both ends: '/docs/ab/15.10.24/01/'. */
  path: string;
  locale: LandingLocale;
  title: string;
  description: string | null;
  /** Robots noindex,nofollow. */
  noindex: boolean;
  /** Carried by every analytics event of the page. */
  analytics: { experiment: string | null; variantId: string };
  layout: PageLayout;
  dialog: {
    id: string;
    /** 'v1'…'v5' (e-mail only) or 'password'. */
    key: string;
    kind: DialogKind;
    title: string;
    subText: string | null;
    heading: string | null;
    /** The page's card heading if it sets one, else the dialog's. */
    cardHeading: string | null;
    showLogo: boolean;
    benefitsHeading: string | null;
    benefits: string[];
    credibility: string[];
    buttons: Present<NonNullable<RawDialog['buttons']>>;
    /** False: the main button is shown switched off with a progress bar (set per page). */
    buttonActive: boolean;
    fieldLabels: FieldLabels;
    consent: ConsentCopy;
    links: Present<NonNullable<RawDialog['links']>>;
    /** The page's label style if it sets one, else the dialog's. */
    labelStyle: LabelStyle;
    /** What a returning visitor needs to go straight to the web app instead of this dialog. */
    directGo: DirectGo;
    sendDevice: boolean;
    fireAccountCreated: boolean;
  };
  /** The templates the page shows and the engine opens, with the language's defaults filled in. */
  templates: {
    /** The page's keywords, or the language's default keyword. */
    keywords: string[];
    /** The page's 12 templates, or the language's 12 defaults. */
    documents: TemplateEntry[];
    target: MainButtonTarget | null;
    guideDocument: string | null;
    cardHeading: string | null;
    isMainButton: boolean;
  };
  /** The page's own template number ('3,000'), or null when it uses the site's count. */
  templateCountOverride: string | null;
  /** What `{templates}` was replaced with. */
  templateCount: string;
  defaults: DefaultDocuments;
  /** The page's blocks, top to bottom (a hero first). */
  sections: NonNullable<RawLanding['sections']>;
  /** Customer-service phone number, for the tagline and help lines. */
  phone: string;
}
