// What the browser tests of the site's forms (contact, feedback) share: opening a page ready to be
// filled in, and counting what the page sends to a desk.
import type { Page } from '@playwright/test';

/** Opens the page with the cookie choice already made, so the banner covers nothing. */
export async function openForm(page: Page, path: string, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'user-cookies', value: '1', url: baseURL ?? 'http://127.0.0.1' }]);
  await page.goto(path);
  // The form answers once its script has taken over: wait for the page to be hydrated.
  await page.waitForLoadState('networkidle');
}

/** The addresses of the requests whose address holds `fragment`, from now on. */
export function countRequests(page: Page, fragment: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) sent.push(request.url());
  });
  return sent;
}

/** The desk's answer to the next POST whose address holds `fragment`. */
export function nextPost(page: Page, fragment: string) {
  return page.waitForResponse(
    (response) => response.url().includes(fragment) && response.request().method() === 'POST',
  );
}
