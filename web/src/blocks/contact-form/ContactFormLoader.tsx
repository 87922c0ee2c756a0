'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * The contact form, loaded only where a page shows it. Every client component a route can render
 * is part of that route's first scripts, and the pages of the content route (landing variants
 * included) share one route: imported directly, the form's validation and form libraries (about
 * 100 kB compressed) would load on every one of them. It is still rendered on the server.
 */
export const ContactFormLoader = lazyComponent(() => import('./ContactForm').then((m) => m.ContactForm));
