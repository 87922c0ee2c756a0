import { test as base, type Page } from '@playwright/test';

/**
 * `readPage`: one browser page per worker, for tests that only open an address and read what it
 * shows (one test per page document, per landing page). A page of its own per test costs a new
 * browser context, a new renderer and the site's scripts fetched and compiled anew, several times
 * the work of the check itself on a busy machine; on the shared page the browser's cache keeps the
 * scripts from one test to the next, as it does for a visitor going from page to page. A test that
 * clicks, types, sets cookies or changes the viewport takes its own `page`, never this one.
 */
export const test = base.extend<object, { readPage: Page }>({
  readPage: [
    async ({ browser }, use) => {
      // The project's own settings (playwright.config.ts): the suite's server and the English locale.
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
