import type { Locale } from '@paperwise/schemas/locales';
import type { ConsentCopy, DefaultDocuments, FieldLabels, LandingConfig, TemplateEntry } from '@/content/types';

export type { DefaultDocuments, TemplateEntry };

/**
 * The old site had two generations of the landing store. They differ in what lets a returning
 * visitor skip the dialog: the first needs only the e-mail cookie, the second the
 * e-mail cookie plus a single-sign-on cookie. The second generation also clears a stale progress
 * flag when its form mounts and closes the dialog when it hands off.
 */
export type DirectGoRule = LandingConfig['dialog']['directGo'];

/** The dialog's field labels, every one filled in (the password ones from the engine's own copy when the content has none). */
export type DialogLabels = Record<keyof FieldLabels, string>;

/**
 * The consent line under the form: the quoted action ('Get Instant Access' or its translation) and a
 * sentence with {action}, {terms} and {privacy} placeholders. The engine does not need the name of
 * the wording the action was chosen by.
 */
export type DialogConsent = Omit<ConsentCopy, 'wording'>;

/**
 * Everything the dialog shows and does, resolved to one language ({templates} already filled): the
 * landing content's dialog (its fields are described there) with every label present, and without
 * what only the server needs (the document id) or the engine keeps elsewhere (the direct-go rule).
 */
export type SignupDialogConfig = Omit<LandingConfig['dialog'], 'id' | 'fieldLabels' | 'consent' | 'directGo'> & {
  labels: DialogLabels;
  consent: DialogConsent;
};

/** What the engine needs from a landing variant: one object, built from the content by `toSignupVariant`. */
export interface SignupVariant {
  /** Experiment/variant id, carried by every analytics event. */
  variantId: string;
  /**
   * The landing page's document id, which names it in an experiment at one address; absent on the
   * pages that host the dialog without being a landing page (search, a document's page).
   */
  pageId?: string;
  locale: Locale;
  /** The locale-neutral route path with trailing slash (for the 'LP view' event only; nothing branches on it). */
  path: string;
  /** The product name, for the dialog's logo. */
  productName: string;
  /** The customer-service number of the built-in US localization record. */
  servicePhone: string | null;
  directGo: DirectGoRule;
  dialog: SignupDialogConfig;
  /** The templates the page shows, and where its main button leads. */
  templates: LandingConfig['templates'];
  /** The page's own template number, when it does not use the site's count. */
  templateCountOverride: string | null;
  defaults: DefaultDocuments;
}

/**
 * The few fields of a variant the page hands the engine at once (as props of its client
 * component): what the start reads (analytics ids, the page's path, the fallback record's phone)
 * and what every hand-off reads (the language, the direct-go rule). A few hundred bytes.
 */
export type SignupVariantCore = Pick<
  SignupVariant,
  'variantId' | 'pageId' | 'locale' | 'path' | 'servicePhone' | 'directGo'
>;

/**
 * The rest of a variant: the dialog's copy, the templates and the language's defaults (about 4 kB on
 * a landing page). Only a click on a trigger and the dialog need it, so a landing page does not
 * carry it in its HTML: the engine loads it on intent or when the loaded page is idle
 * (components/signup/variant-details.ts).
 */
export type SignupVariantDetails = Omit<SignupVariant, keyof SignupVariantCore>;

/** Base URLs of the services, each ending in '/', handed to the browser by the server. */
export interface ServiceUrls {
  userbase: string;
  location: string;
  cachedApi: string;
  webapp: string;
  /**
   * Local mode only: the browser may point the API host (the userbase) elsewhere for itself
   * (engine/api-host.ts). Never set by a production site.
   */
  apiHostOverridable?: boolean;
}

export type Device = 'desktop' | 'tablet' | 'mobile';
