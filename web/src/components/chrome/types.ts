import type { Locale } from '@paperwise/schemas/locales';

/**
 * What the chrome (header, footer, chat) needs from the content, in the shape of the content schema
 * (navigation, footer, layoutPreset, tagline, link, linkGroup), with gaps filled so that the
 * components never test for missing content.
 */
export interface ChromeLink {
  /** The content's `_key` of the link (its address where the content gives none): the React key. */
  key: string;
  label: string;
  /** A locale-neutral site path ('/pricing/plans/') or a full https:, mailto: or tel: address. */
  href: string;
  /** Set only for links into another language's site (the language switcher). */
  language?: Locale | null;
}

export interface ChromeLinkGroup {
  key: string;
  title: string;
  links: ChromeLink[];
}

export interface MegaMenuContent {
  key: string;
  title: string;
  groups: ChromeLinkGroup[];
}

export interface ChromeNavigation {
  /** The header of the language's default pages: with the mega menus, or the classic one. */
  headerStyle: 'mega' | 'simple';
  /** The header's links: Home, Features, Templates... in English; Home, Templates, Buy now elsewhere. */
  main: ChromeLink[];
  /** Contact sales, buy now, client support, about, pricing plans. */
  utility: ChromeLink[];
  /** The mega-menu header's Products and Templates menus. */
  megaMenus: MegaMenuContent[];
  buttons: { login: string; account: string; tryFree: string; menu: string };
}

export interface ChromeFooter {
  /** The large footer's blocks (About, Product). */
  columns: ChromeLinkGroup[];
  freeTrial: ChromeLink | null;
  /** The review rating line, already filled in. */
  rating: string | null;
  contactHeading: string;
  languageLabel: string;
  /** Terms, privacy and cookie policy (large footer). */
  legalLinks: ChromeLink[];
  /** Privacy, terms, contact (simple footer). */
  simpleLinks: ChromeLink[];
  /** The customer-service line with the phone number filled in. */
  customerService: string;
  /** The copyright line with year and company filled in. */
  copyright: string;
  social: ChromeLink[];
}

export interface Chrome {
  navigation: ChromeNavigation;
  footer: ChromeFooter;
}

/** The web-application addresses the header links to, built on the server. */
export interface WebappLinks {
  login: string;
  account: string;
  signup: string;
}
