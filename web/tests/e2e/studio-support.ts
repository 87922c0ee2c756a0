import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  test,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { projectDir, startSite, type RunningSite } from './site-server';

/**
 * What the studio tests share: a watch over everything the studio asks of this server (its page,
 * its files, the local Content Lake, the lake's listeners on `listener-<n>.localhost`), and reads
 * of the lake as a test checks what the studio stored.
 */

/** The lake's place on the site, and the API version the tests read it with. */
export const LAKE = '/embedded/content-lake/v2025-02-19';

/**
 * Requests the studio makes to Sanity's own servers whatever the project (its check for a newer
 * version at sanity-cdn.com, the feedback channel at api.sanity.io): with no internet they fail,
 * which says nothing about the studio or the lake.
 */
const SANITY_HOSTS = /^https:\/\/(?:[a-z0-9-]+\.)*(?:sanity\.io|sanity-cdn\.com)\//;

/** This server's requests: its own origin, and the listeners' host names on its port. */
function onThisServer(url: string, baseUrl: string): boolean {
  const { port } = new URL(baseUrl);
  try {
    const target = new URL(url);
    return (
      target.port === port && (target.origin === new URL(baseUrl).origin || target.hostname.endsWith('.localhost'))
    );
  } catch {
    return false;
  }
}

/**
 * Starts recording what goes wrong while the studio runs: answers of 400 and more and failed
 * requests from this server (a request the studio itself cancels is no failure), uncaught errors,
 * console errors (other than those about Sanity's servers), error toasts and the studio's "An error
 * occurred" screen. `problems()` lists them.
 */
export function watchStudio(page: Page, baseUrl: string) {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && onThisServer(response.url(), baseUrl)) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    if (onThisServer(request.url(), baseUrl) && failure !== 'net::ERR_ABORTED') {
      problems.push(`failed ${request.method()} ${request.url()}: ${failure}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const from = message.location().url ?? '';
    if (SANITY_HOSTS.test(from) || /Failed to fetch version for package/.test(text)) return;
    problems.push(`console: ${text.slice(0, 300)}`);
  });
  return {
    problems: () => [...problems],
    /** No error toast and no crash screen on the page now. */
    async expectNoErrorOnScreen() {
      await expect(page.getByText('An error occurred')).toHaveCount(0);
      // The studio's error toasts are cards in the critical tone.
      await expect(page.locator('[data-ui="Toast"][data-tone="critical"]')).toHaveCount(0);
    },
  };
}

/** A GROQ query against the lake, with every stored document (drafts included) in view. */
export async function lakeQuery<T>(baseUrl: string, query: string, params: Record<string, unknown> = {}): Promise<T> {
  const url = new URL(`${LAKE}/data/query/production`, baseUrl);
  url.searchParams.set('query', query);
  url.searchParams.set('perspective', 'raw');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(`$${name}`, JSON.stringify(value));
  const response = await fetch(url);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/**
 * Types `value` into a studio text field in place of what it holds, as `fill` does, and checks the
 * field then holds exactly that. When the studio renders the field again between the selection of
 * its old text and the typing (its form settling as the document arrives, on a busy machine), the
 * new text lands beside the old one; an editor would see it and type again, and so does this.
 */
export async function fillField(field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 2_000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
}

/**
 * A studio spec's server of its own and one browser context for all its tests (the studio's
 * scripts, kept by the context's cache, load once); each test gets a new page. `bind` receives
 * them as they open.
 */
export function studioFile(
  options: { env?: Record<string, string>; context?: BrowserContextOptions },
  bind: { site(site: RunningSite): void; context?(context: BrowserContext): void; page(page: Page): void },
) {
  let site: RunningSite | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    site = await startSite({ env: options.env });
    context = await browser.newContext(options.context);
    bind.site(site);
    bind.context?.(context);
  });
  test.afterAll(async () => {
    await context?.close();
    await site?.stop();
  });
  test.beforeEach(async () => {
    page = await context!.newPage();
    bind.page(page);
  });
  test.afterEach(async () => {
    await page?.close();
  });
}

/** A screenshot of the studio as it is now, for a person to look at: shots/studio/<name>.png (git-ignored). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = join(projectDir, 'shots', 'studio');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
