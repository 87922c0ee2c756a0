'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * The affiliate retailer's order summary, loaded only on the page that shows it (see
 * PurchaseStatusLoader). It is still rendered on the server.
 */
export const AffiliateOrderStatusLoader = lazyComponent(() =>
  import('./AffiliateOrderStatus').then((m) => m.AffiliateOrderStatus),
);
