import type { DirectGoRule } from './types';

/**
 * Destinations are paths inside the web application, written without a leading slash
 * ('doc/business-plan-D99', 'search/?t=loan-agreement', 'business-plan-kit/'); the root is '/'.
 */
export const ROOT_DESTINATION = '/';
export const BUSINESS_PLAN_KIT = 'business-plan-kit/';
/** A destination that contains this word sends a returning visitor to the business-plan kit. */
export const BUSINESS_KEYWORD = 'business';

const TEMPLATES_PREFIX = /^\/?templates\//i;
const DOCUMENT_SLUG = /-D\d+$/;

export function searchDestination(keyword: string): string {
  return `search/?t=${encodeURIComponent(keyword)}`;
}

export function documentDestination(slug: string): string {
  return `doc/${slug.replace(/^\/+/, '').replace(/\/+$/, '')}`;
}

/**
 * A marketing-site address as a web-app destination: the templates prefix is removed,
 * a trailing slash dropped, and a path ending in -D<digits> becomes doc/{path}. Anything else keeps
 * its shape (the fixed destinations pass through unchanged).
 */
export function rewriteDestination(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '' || trimmed === '/') return ROOT_DESTINATION;
  const withoutPrefix = trimmed.replace(TEMPLATES_PREFIX, '');
  // Fixed destinations (search with a query, the kit) are already web-app paths.
  if (withoutPrefix.includes('?') || withoutPrefix.replace(/^\//, '') === BUSINESS_PLAN_KIT) {
    return withoutPrefix.replace(/^\//, '');
  }
  const path = withoutPrefix.replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '') return ROOT_DESTINATION;
  if (DOCUMENT_SLUG.test(path) && !path.startsWith('doc/')) return documentDestination(path);
  return path;
}

export interface DestinationChoice {
  /** The address the trigger carries (a template card's url), if any. */
  given?: string | null;
  mainButtonTarget: string | null;
  guideDocument: string | null;
  isLandingPage: boolean;
  keyword: string;
}

/**
 * The destination, first match wins: the given address; else the guide when the main-button target is
 * 'guide'; else the root for a landing page; else a search for the keyword.
 */
export function chooseDestination(choice: DestinationChoice): string {
  if (choice.given && choice.given.trim() !== '') return rewriteDestination(choice.given);
  if (choice.mainButtonTarget === 'guide' && choice.guideDocument) return documentDestination(choice.guideDocument);
  if (choice.isLandingPage) return ROOT_DESTINATION;
  return searchDestination(choice.keyword);
}

/** A business destination goes to the kit; every other one stays as it is. */
export function directDestination(destination: string): string {
  return destination.toLowerCase().includes(BUSINESS_KEYWORD) ? BUSINESS_PLAN_KIT : destination;
}

export interface VisitorSignals {
  hasEmailCookie: boolean;
  /** Either of the two single-sign-on cookies. */
  hasSsoCookie: boolean;
}

/** Whether a returning visitor may skip the dialog, by the variant's rule. */
export function mayGoDirect(rule: DirectGoRule, signals: VisitorSignals): boolean {
  if (!signals.hasEmailCookie) return false;
  return rule === 'emailCookie' ? true : signals.hasSsoCookie;
}

export type CreateAccountOutcome = { kind: 'direct'; destination: string } | { kind: 'dialog'; destination: string };

export interface CreateAccountInput extends DestinationChoice, VisitorSignals {
  rule: DirectGoRule;
  /** Set at start when a search cookie and user data exist: the landing page sends straight on. */
  sendToWebapp: boolean;
}

/**
 * The create-account action: pick the destination; a visitor outside a landing page
 * (or on one whose direct send was committed) who passes the variant's rule goes straight to the
 * web application, to the kit when the destination is a business one; everyone else gets the dialog.
 */
export function decideCreateAccount(input: CreateAccountInput): CreateAccountOutcome {
  const destination = chooseDestination(input);
  const landingBlocks = input.isLandingPage && !input.sendToWebapp;
  if (!landingBlocks && mayGoDirect(input.rule, input)) {
    return { kind: 'direct', destination: directDestination(destination) };
  }
  return { kind: 'dialog', destination };
}

/** Opening a document or folder: straight to the web application when the rule allows, else the dialog. */
export function decideOpenDocument(rule: DirectGoRule, address: string, signals: VisitorSignals): CreateAccountOutcome {
  const destination = rewriteDestination(address);
  return mayGoDirect(rule, signals) ? { kind: 'direct', destination } : { kind: 'dialog', destination };
}

/** The main-button flag is on exactly when the page names where its main button leads. */
export function isMainButtonFor(mainButtonTarget: string | null | undefined): boolean {
  return Boolean(mainButtonTarget);
}
