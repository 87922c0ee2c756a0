'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * The thank-you summary, loaded only where a page shows it: every client component the content
 * route can render is part of its first scripts, so imported directly the tracking rules would load
 * on every page of the route. It is still rendered on the server.
 */
export const PurchaseStatusLoader = lazyComponent(() => import('./PurchaseStatus').then((m) => m.PurchaseStatus));
