'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * The feedback form, loaded only where a page shows it, for the reason ContactFormLoader gives:
 * the form and validation libraries stay out of the first scripts of the content route's pages.
 */
export const FeedbackFormLoader = lazyComponent(() => import('./FeedbackForm').then((m) => m.FeedbackForm));
