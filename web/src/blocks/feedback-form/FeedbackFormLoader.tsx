'use client';

import dynamic from 'next/dynamic';

/**
 * The feedback form, loaded only where a page shows it, for the reason ContactFormLoader gives:
 * the form and validation libraries stay out of the first scripts of the content route's pages.
 */
export const FeedbackFormLoader = dynamic(() => import('./FeedbackForm').then((m) => m.FeedbackForm));
