'use client';

import dynamic from 'next/dynamic';

/**
 * The thank-you summary, loaded only where a page shows it: every client component the content
 * route can render is part of its first scripts, so imported directly the tracking rules would load
 * on every page of the route. It is still rendered on the server.
 */
export const PurchaseStatusLoader = dynamic(() => import('./PurchaseStatus').then((m) => m.PurchaseStatus));
