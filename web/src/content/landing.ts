import 'server-only';
import { cache } from 'react';
import { perLanguageDocumentId } from '@paperwise/schemas/ids';
import { LANDING_LOCALES, isLandingLocale, landingPathProblem, type Locale } from '@paperwise/schemas/locales';
import { fetchContent } from './fetch';
import { pickLocale } from './locale-string';
import { DEFAULT_DOCUMENTS_QUERY, LANDING_PAGE_QUERY, LANDING_PATHS_QUERY } from './queries';
import type {
  DEFAULT_DOCUMENTS_QUERY_RESULT,
  LANDING_PAGE_QUERY_RESULT,
  LANDING_PATHS_QUERY_RESULT,
} from './sanity.types';

type RawLanding = NonNullable<LANDING_PAGE_QUERY_RESULT>;
type RawPreset = NonNullable<RawLanding['preset']>;
type RawDialog = NonNullable<RawLanding['dialog']>;
type RawEntry = NonNullable<NonNullable<NonNullable<RawLanding['defaults']>['documents']>[number]>;
/** Every key present and non-null: what validation guarantees for a published document. */
type Present<T> = { [K in keyof T]-?: NonNullable<T[K]> };

export type LandingLocale = (typeof LANDING_LOCALES)[number];
export type HeaderKind = NonNullable<RawPreset['headerKind']>;
export type FooterKind = NonNullable<RawPreset['footerKind']>;
export type DialogKind = NonNullable<RawDialog['kind']>;
export type ConsentWording = NonNullable<RawDialog['consentWording']>;
export type LabelStyle = NonNullable<RawDialog['labelStyle']>;
/** When a returning visitor skips the dialog: 'emailCookie' (first variant) or 'emailAndSsoCookie' (second). */
export type DirectGo = NonNullable<RawDialog['directGo']>;
/** For a dialog that does not say (content older than the field): the stricter, newer rule. */
export const DEFAULT_DIRECT_GO: DirectGo = 'emailAndSsoCookie';
export type HeroTarget = NonNullable<NonNullable<RawLanding['hero']>['target']>;

/** One template of a landing grid. `thumb` is relative ('imgs/250px/99.png'): resolve it against the template-image host. */
export type TemplateEntry = Present<RawEntry>;

export interface DefaultDocuments {
  keyword: string;
  /** Always 12 entries. */
  documents: TemplateEntry[];
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
  layout: {
    presetKey: string;
    headerKind: HeaderKind;
    /** The header tagline; with `withPhone` the customer-service number (`phone`) follows the text. */
    tagline: { text: string; withPhone: boolean } | null;
    showLogin: boolean;
    /** The header's "Try for free" opens this page's sign-up dialog instead of linking away. */
    popupEnabled: boolean;
    /** The page is only the sign-up dialog, open from the start (/l/f/). */
    directModal: boolean;
    footerKind: FooterKind;
    supportChat: boolean;
  };
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
    buttons: { idle: string; busy: string; disabled: string };
    /** False: the main button is shown switched off with a progress bar (set per page). */
    buttonActive: boolean;
    fieldLabels: {
      labelDefault: string;
      labelError: string;
      labelExists: string;
      passwordLabel: string | null;
      passError: string | null;
      confirmPasswordLabel: string | null;
      confirmPassError: string | null;
    };
    consent: {
      wording: ConsentWording;
      /** The quoted wording in the page's language, e.g. 'Get Instant Access'. */
      action: string;
      /** A sentence with {action}, {terms} and {privacy} placeholders. */
      template: string;
      termsLabel: string;
      privacyLabel: string;
      loginPrompt: string;
      loginLabel: string;
    };
    links: { contact: string; pricing: string; close: string };
    /** The page's label style if it sets one, else the dialog's. */
    labelStyle: LabelStyle;
    /** Signup §4: what a returning visitor needs to go straight to the web app instead of this dialog. */
    directGo: DirectGo;
    sendDevice: boolean;
    fireAccountCreated: boolean;
  };
  hero: {
    /** The page's keywords, or the language's default keyword. */
    keyword: string[];
    /** The page's 12 templates, or the language's 12 defaults. */
    documents: TemplateEntry[];
    target: HeroTarget | null;
    guideDocument: string | null;
    cardHeading: string | null;
    isMainButton: boolean;
  };
  /** The page's own template number ('3,000'), or null when it uses the site's count. */
  gvTemplateNumbers: string | null;
  /** What `{templates}` was replaced with. */
  templateCount: string;
  defaults: DefaultDocuments;
  content: { headline: string; subheadline: string | null; bullets: string[]; ctaLabel: string };
  /** Customer-service phone number, for the tagline and help lines. */
  phone: string;
}

/** A landing document that cannot be shown: a content error (500), named so an editor can fix it. */
export class LandingContentError extends Error {
  constructor(id: string, problem: string) {
    super(`${id}: ${problem}. Fix it in the studio (npm run content:validate lists every such problem).`);
    this.name = 'LandingContentError';
  }
}

/** Documents whose change can alter a landing page: the cache tags of its fetch. */
export const LANDING_CACHE_TAGS = [
  'landingPage',
  'layoutPreset',
  'signupDialog',
  'tagline',
  'defaultDocuments',
  'siteSettings',
];

export function fillTemplates(text: string, templateCount: string): string {
  return text.replaceAll('{templates}', templateCount);
}

function entries(raw: RawEntry[] | null | undefined, id: string, what: string): TemplateEntry[] {
  return (raw ?? []).map((entry, index) => {
    const { label, templateId, url, thumb, search } = entry;
    if (!label || templateId === null || !url || !thumb || !search) {
      throw new LandingContentError(id, `${what} entry ${index + 1} is incomplete`);
    }
    return { label, templateId, url, thumb, search };
  });
}

function toDefaults(
  raw: DEFAULT_DOCUMENTS_QUERY_RESULT | RawLanding['defaults'],
  id: string,
  locale: Locale,
): DefaultDocuments {
  if (!raw?.keyword) throw new LandingContentError(id, `there are no default templates for "${locale}"`);
  const documents = entries(raw.documents, id, 'default template');
  if (documents.length !== 12) {
    throw new LandingContentError(id, `the default templates of "${locale}" hold ${documents.length} entries, not 12`);
  }
  return { keyword: raw.keyword, documents };
}

/** Turns the query result into the config the engine consumes; throws on content that breaks a page. */
export function toLandingConfig(raw: RawLanding, locale: LandingLocale): LandingConfig {
  const id = raw._id;
  const need = <T>(value: T | null | undefined, what: string): T => {
    if (value === null || value === undefined || value === '') throw new LandingContentError(id, `${what} is missing`);
    return value;
  };
  const { preset, dialog, content } = raw;
  if (!preset) throw new LandingContentError(id, 'it has no layout preset (or the preset does not exist)');
  if (!dialog) throw new LandingContentError(id, 'it has no sign-up dialog (or the dialog does not exist)');
  if (!content) throw new LandingContentError(id, 'it has no page text');
  const settings = raw.settings;
  const defaults = toDefaults(raw.defaults, id, locale);
  const templateCount = raw.gvTemplateNumbers || pickLocale(settings?.templateCount ?? null, locale);
  const fill = (text: string) => fillTemplates(text, templateCount);
  const fillOrNull = (text: string | null | undefined) => (text ? fill(text) : null);

  const buttons = need(dialog.buttons, 'the dialog’s button texts');
  const labels = need(dialog.fieldLabels, 'the dialog’s field labels');
  const consent = need(dialog.consent, 'the dialog’s consent line');
  const actions = need(consent.actions, 'the consent wordings');
  const links = need(dialog.links, 'the dialog’s link texts');
  const wording = raw.consentWording ?? need(dialog.consentWording, 'the dialog’s consent wording');
  const pageDocuments = entries(raw.hero?.documents, id, 'template');
  const cardHeading = raw.hero?.cardHeading || dialog.cardHeading || null;
  const tagline = preset.tagline;

  return {
    id,
    path: need(raw.path, 'the address'),
    locale,
    title: fill(need(raw.title, 'the page title')),
    description: fillOrNull(raw.description),
    noindex: raw.noindex ?? true,
    analytics: { experiment: raw.experiment || null, variantId: need(raw.variantId, 'the variant id') },
    layout: {
      presetKey: need(preset.key, 'the preset key'),
      headerKind: need(preset.headerKind, 'the header kind'),
      tagline:
        tagline && pickLocale(tagline.text, locale)
          ? { text: pickLocale(tagline.text, locale), withPhone: tagline.kind === 'textWithPhone' }
          : null,
      showLogin: preset.showLogin ?? true,
      popupEnabled: preset.popupEnabled ?? true,
      directModal: preset.directModal ?? false,
      footerKind: need(preset.footerKind, 'the footer kind'),
      supportChat: preset.supportChat ?? false,
    },
    dialog: {
      id: dialog._id,
      key: need(dialog.key, 'the dialog key'),
      kind: need(dialog.kind, 'the dialog kind'),
      title: fill(need(dialog.title, 'the dialog title')),
      subText: fillOrNull(dialog.subText),
      heading: fillOrNull(dialog.heading),
      cardHeading: fillOrNull(cardHeading),
      showLogo: dialog.showLogo ?? false,
      benefitsHeading: fillOrNull(dialog.benefitsHeading),
      benefits: (dialog.benefits ?? []).map(fill),
      credibility: (dialog.credibility ?? []).map(fill),
      buttons: {
        idle: need(buttons.idle, 'the button text'),
        busy: need(buttons.busy, 'the busy button text'),
        disabled: need(buttons.disabled, 'the disabled button text'),
      },
      buttonActive: raw.buttonActive ?? true,
      fieldLabels: {
        labelDefault: need(labels.labelDefault, 'the e-mail label'),
        labelError: need(labels.labelError, 'the e-mail error label'),
        labelExists: need(labels.labelExists, 'the account-exists label'),
        passwordLabel: labels.passwordLabel,
        passError: labels.passError,
        confirmPasswordLabel: labels.confirmPasswordLabel,
        confirmPassError: labels.confirmPassError,
      },
      consent: {
        wording,
        action: need(actions[wording], `the “${wording}” wording`),
        template: need(consent.template, 'the consent sentence'),
        termsLabel: need(consent.termsLabel, 'the terms link text'),
        privacyLabel: need(consent.privacyLabel, 'the privacy link text'),
        loginPrompt: need(consent.loginPrompt, 'the log-in question'),
        loginLabel: need(consent.loginLabel, 'the log-in link text'),
      },
      links: {
        contact: need(links.contact, 'the contact link text'),
        pricing: need(links.pricing, 'the plans link text'),
        close: need(links.close, 'the close button text'),
      },
      labelStyle: raw.labelStyle ?? dialog.labelStyle ?? 'default',
      directGo: dialog.directGo ?? DEFAULT_DIRECT_GO,
      sendDevice: dialog.sendDevice ?? true,
      fireAccountCreated: dialog.fireAccountCreated ?? true,
    },
    hero: {
      keyword: raw.hero?.keyword?.length ? raw.hero.keyword : [defaults.keyword],
      documents: pageDocuments.length ? pageDocuments : defaults.documents,
      target: raw.hero?.target ?? null,
      guideDocument: raw.hero?.guideDocument || null,
      cardHeading: fillOrNull(cardHeading),
      isMainButton: raw.hero?.isMainButton ?? false,
    },
    gvTemplateNumbers: raw.gvTemplateNumbers || null,
    templateCount,
    defaults,
    content: {
      headline: fill(need(content.headline, 'the headline')),
      subheadline: fillOrNull(content.subheadline),
      bullets: (content.bullets ?? []).map(fill),
      ctaLabel: need(content.ctaLabel, 'the main button text'),
    },
    phone: settings?.phone ?? '',
  };
}

/**
 * The landing page stored for a path in a language, or null (the site's 404) when there is none or
 * the path could not be a landing address. `path` is locale-neutral with slashes at both ends.
 */
export const resolveLanding = cache(async (path: string, locale: Locale): Promise<LandingConfig | null> => {
  if (!isLandingLocale(locale) || landingPathProblem(path) !== null) return null;
  const raw = await fetchContent<LANDING_PAGE_QUERY_RESULT>(LANDING_PAGE_QUERY, { path, locale }, LANDING_CACHE_TAGS);
  return raw ? toLandingConfig(raw, locale) : null;
});

/** A language's default keyword and 12 templates (the search page's fallback). */
export const getDefaultDocuments = cache(async (locale: Locale): Promise<DefaultDocuments> => {
  const raw = await fetchContent<DEFAULT_DOCUMENTS_QUERY_RESULT>(DEFAULT_DOCUMENTS_QUERY, { locale }, [
    'defaultDocuments',
  ]);
  return toDefaults(raw, perLanguageDocumentId('defaultDocuments', locale), locale);
});

/** Every stored landing page as path and language. */
export async function listLandingPaths(): Promise<Array<{ path: string; locale: LandingLocale }>> {
  // Published pages only, even in draft mode: the proxy keeps this list for every visitor.
  const rows = await fetchContent<LANDING_PATHS_QUERY_RESULT>(LANDING_PATHS_QUERY, {}, ['landingPage'], {
    publishedOnly: true,
  });
  return rows.flatMap((row) =>
    row.path && isLandingLocale(row.language) ? [{ path: row.path, locale: row.language }] : [],
  );
}
