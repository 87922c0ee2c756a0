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

export interface DialogLabels {
  labelDefault: string;
  labelError: string;
  labelExists: string;
  passwordLabel: string;
  passError: string;
  confirmPassLabel: string;
  confirmPassError: string;
}

export interface ConsentCopy {
  /** The quoted button wording ('Download', 'Get Started Now', 'Get Instant Access' or their translation). */
  action: string;
  /** A sentence with {action}, {terms} and {privacy} placeholders. */
  template: string;
  termsLabel: string;
  privacyLabel: string;
  loginPrompt: string;
  loginLabel: string;
}

/** Everything the dialog shows and does, resolved to one language ({templates} already filled). */
export interface SignupDialogConfig {
  /** The content's variant key ('v1'…'v5', 'password'); a styling hook only. */
  key: string;
  kind: 'email' | 'emailPassword';
  title: string;
  subText: string | null;
  heading: string | null;
  cardHeading: string | null;
  /** Shows the product's logo (signup §2, item 6). */
  showLogo: boolean;
  benefitsHeading: string | null;
  benefits: string[];
  credibility: string[];
  buttons: { idle: string; busy: string; disabled: string };
  /** False: the main button is replaced by a disabled progress button (signup §2, item 6). */
  buttonActive: boolean;
  labels: DialogLabels;
  consent: ConsentCopy;
  /** Link texts; the targets are fixed by signup §2. */
  links: { contact: string; pricing: string; close: string };
  /** A/B styling of the input label ('default', 'floating', 'bold'); only a CSS hook. */
  labelStyle: string;
  /** Whether the account-creation payload carries Device (the first e-mail-only variant omits it). */
  sendDevice: boolean;
  /** Whether the 'Account Created' goal fires on success (the e-mail-only variants). */
  fireAccountCreated: boolean;
}

/** What the engine needs from a landing variant: one object, built from the content by `toSignupVariant`. */
export interface SignupVariant {
  /** Experiment/variant id, carried by every analytics event. */
  variantId: string;
  locale: Locale;
  /** The locale-neutral route path with trailing slash (for the 'LP view' event only; nothing branches on it). */
  path: string;
  /** The product name, for the dialog's logo. */
  productName: string;
  /** The customer-service number of the built-in US localization record. */
  servicePhone: string | null;
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
