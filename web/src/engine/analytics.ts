import type { Device } from './types';

/** Page types of the tag manager's page view: the 404 reports itself as an error page. */
export type PageType = 'Main Website' | 'Error Page Main Website';

/**
 * On a page served in an experiment at one address: the experiment, the variant's page and the
 * visitor, so the tag manager can report the test itself. Absent everywhere else.
 */
export interface ExperimentFields {
  experimentId?: string;
  experimentVariant?: string;
  visitorId?: string;
}

/** Every push the site makes, as a union: a misspelt event name or a missing field does not compile. */
export type AnalyticsEvent =
  | { event: 'pageView'; pageName: string; pageType: PageType; pagePath: string; variantId: string | null }
  | ({ event: 'LP view'; routePath: string; device: Device; variantId: string } & ExperimentFields)
  | ({ event: 'Signup started'; device: Device; variantId: string } & ExperimentFields)
  | ({ event: 'Account Created'; device: Device; variantId: string } & ExperimentFields)
  | { event: 'purchase'; variantId: string | null; ecommerce: PurchaseEcommerce };

/** One line of a GA4 purchase: the package's token, its name, its price and how many. */
export interface PurchaseItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** The e-commerce part of a GA4 purchase event. */
export interface PurchaseEcommerce {
  transaction_id: string;
  value: number;
  currency: string;
  items: PurchaseItem[];
}

export const LP_VIEW_DELAY_MS = 1000;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Queues the event for the tag manager; the queue exists whether or not the tag manager loads. */
export function push(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

export function pageView(input: { pageName: string; pageType: PageType; pagePath: string; variantId?: string | null }) {
  push({ event: 'pageView', ...input, variantId: input.variantId ?? null });
}

export function lpView(routePath: string, device: Device, variantId: string, experiment: ExperimentFields = {}) {
  push({ event: 'LP view', routePath, device, variantId, ...experiment });
}

export function signupStarted(device: Device, variantId: string, experiment: ExperimentFields = {}) {
  push({ event: 'Signup started', device, variantId, ...experiment });
}

export function accountCreated(device: Device, variantId: string, experiment: ExperimentFields = {}) {
  push({ event: 'Account Created', device, variantId, ...experiment });
}

/** A completed order, for the tag manager's GA4 purchase tag (variantId: the pricing page's analytics id). */
export function purchase(variantId: string | null, ecommerce: PurchaseEcommerce) {
  push({ event: 'purchase', variantId, ecommerce });
}
