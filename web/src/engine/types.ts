import type { Locale } from '@paperwise/schemas/locales';

/** One landing item: a template card on the landing page (site map §3, "Default landing entry"). */
export interface LandingDocument {
  label: string;
  /** The marketing-site address of the template, `slug-D{id}` (optionally under the templates prefix). */
  url: string;
  /** Thumbnail address; the 250px rendition (`imgs/250px/{id}.png`). */
  thumb: string;
  /** The search address for this template (`/search/?t={slug}`). */
  search: string;
}

export interface DefaultDocuments {
  keyword: string;
  documents: LandingDocument[];
}

/**
 * The old site had two generations of the landing store. They differ in what lets a returning
 * visitor skip the dialog (signup §4): the first needs only the e-mail cookie, the second the
 * e-mail cookie plus a single-sign-on cookie. The second generation also clears a stale progress
 * flag when its form mounts and closes the dialog when it hands off.
 */
export type DirectGoRule = 'emailCookie' | 'emailAndSsoCookie';

/** The button wording quoted in the consent line (signup §2). */
export type ConsentWording = 'download' | 'getStartedNow' | 'getInstantAccess';

export interface DialogLabels {
  labelDefault: string;
  labelError: string;
  labelExists: string;
  passwordLabel: string;
  passError: string;
  confirmPassLabel: string;
  confirmPassError: string;
}

export interface DialogLogo {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** Everything the dialog shows and does, resolved to one language. */
export interface SignupDialogConfig {
  kind: 'email' | 'emailPassword';
  title: string | null;
  subText: string | null;
  benefits: string[];
  credibility: string[];
  logo: DialogLogo | null;
  /** Already has {templates} replaced. */
  heading: string | null;
  cardHeading: string | null;
  buttonIdle: string;
  buttonBusy: string;
  buttonDisabled: string;
  /** False: the main button is replaced by a disabled progress button (signup §2, item 6). */
  mainButtonActive: boolean;
  consentWording: ConsentWording;
  /** Whether the account-creation payload carries Device (the first e-mail-only variant omits it). */
  sendDevice: boolean;
  /** Whether the 'Account Created' goal fires on success (the e-mail-only variants). */
  fireAccountCreated: boolean;
  /** A/B styling of the input label ('default' or a variant name); only a CSS hook. */
  labelStyle: string;
  labels: DialogLabels;
}

/** What the engine needs from a landing variant: one object, built from the content by `toSignupVariant`. */
export interface SignupVariant {
  /** Experiment/variant id, carried by every analytics event. */
  variantId: string;
  locale: Locale;
  /** The locale-neutral route path with trailing slash (for the 'LP view' event only; nothing branches on it). */
  path: string;
  directGo: DirectGoRule;
  dialog: SignupDialogConfig;
  hero: {
    keywords: string[];
    documents: LandingDocument[];
    target: string | null;
    guideDocument: string | null;
    cardHeading: string | null;
    isMainButton: boolean;
  };
  gvTemplateNumbers: string | null;
  defaults: DefaultDocuments;
}

/** Base URLs of the services, each ending in '/', handed to the browser by the server. */
export interface ServiceUrls {
  userbase: string;
  location: string;
  cachedApi: string;
  webapp: string;
}

export type Device = 'desktop' | 'tablet' | 'mobile';
