import type { Page } from '@playwright/test';

/** The gtag consent commands the page queued for the tag manager, as plain arrays. */
export const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => typeof entry === 'object' && entry !== null && 'length' in entry && !Array.isArray(entry))
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent'),
  );

/** Consent Mode's update of the four storage signals to one choice, as the banner queues it. */
export const consentUpdate = (choice: 'granted' | 'denied') => [
  'consent',
  'update',
  { ad_storage: choice, ad_user_data: choice, ad_personalization: choice, analytics_storage: choice },
];
