'use client';

import dynamic from 'next/dynamic';

/**
 * The affiliate retailer's order summary, loaded only on the page that shows it (see
 * PurchaseStatusLoader). It is still rendered on the server.
 */
export const AffiliateOrderStatusLoader = dynamic(() =>
  import('./AffiliateOrderStatus').then((m) => m.AffiliateOrderStatus),
);
