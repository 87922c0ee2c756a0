import { expect, test, type Page } from '@playwright/test';
import { observatoryScan, startTlsFront } from './site-server';
import { openDialog, VARIANTS } from './signup-support';
import { eachInParallel } from './parallel';

/*
 * The Content-Security-Policy the site sends, and that the pages run under it. Pages are static
 * (served from the page cache), so their script policy keeps 'unsafe-inline' for Next's inline data
 * scripts and names nothing beside it that would switch it off; every response that is not a page
 * has no 'unsafe-inline' for scripts. In the browser, the pages' own scripts (the sign-up dialog,
 * the checkout, search) run without a single policy violation.
 */

const scriptSrcOf = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src ')) ?? '';

for (const path of ['/', '/docs/ab/15.10.24/01/', '/search/', '/company/eula/', '/pricing/plans/', '/fr/']) {
  test(`${path}: the page policy, with nothing that would switch 'unsafe-inline' off`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'];
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    const scriptSrc = scriptSrcOf(csp);
    expect(scriptSrc).toContain("'unsafe-inline'");
    expect(scriptSrc).not.toMatch(/'(?:sha(?:256|384|512)-|nonce-|strict-dynamic)/);
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{8}/);
  });
}

test("responses that are not pages: no 'unsafe-inline' for scripts", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const chunk = html.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(chunk).toBeTruthy();
  await eachInParallel(
    [
      chunk!,
      '/embedded/botcheck/api.js',
      '/og/en/features/image.png',
      '/api/revalidate/',
      '/assets/icons.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/apple-icon.png',
    ],
    async (path) => {
      const response = await request.get(path);
      const scriptSrc = scriptSrcOf(response.headers()['content-security-policy']);
      expect(scriptSrc, `${path} (${response.status()})`).toBe("script-src 'self'");
    },
  );
});

/** Records the policy violations of a page: the browser's event, and its console report. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('home and search run without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/search/?q=invoice');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a landing page with its sign-up dialog open runs without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const variant = VARIANTS.logoEn;
  await page.goto(variant.path);
  await page.waitForLoadState('networkidle');
  await openDialog(page, variant);
  expect(await violations()).toEqual([]);
});

test('a pricing page with its checkout open runs without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/pricing/plans/');
  await page.waitForLoadState('networkidle');
  await page.locator('button[data-package="basic"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("HTTP Observatory over HTTPS: every test passes but the CSP's 'unsafe-inline' of static pages", async () => {
  test.setTimeout(60_000);
  const front = await startTlsFront(process.env.E2E_BASE_URL!);
  try {
    const result = await observatoryScan(front, '/');
    expect(result.verified).toBe(true);
    const failed = Object.entries(result.tests).filter(([, t]) => !t.pass);
    expect(failed).toEqual([
      ['content-security-policy', expect.objectContaining({ result: 'csp-implemented-with-unsafe-inline' })],
    ]);
    // 100 - 20 for 'unsafe-inline'; the bonuses count only from an A on.
    expect(result.grade).toBe('B+');
  } finally {
    await front.stop();
  }
});

// One answer of each kind that is not a page: the API's JSON, an embedded service's JSON and its
// page, a public file, the files the app answers at its root.
for (const path of [
  '/api/experiments/events/',
  '/embedded/location/',
  '/embedded/webapp/',
  '/assets/icons.svg',
  '/robots.txt',
  '/sitemap.xml',
  '/icon.svg',
  '/apple-icon.png',
]) {
  test(`HTTP Observatory over HTTPS: ${path} passes every test (A+)`, async () => {
    // A TLS front started and one scan: about a second here.
    test.setTimeout(60_000);
    const front = await startTlsFront(process.env.E2E_BASE_URL!);
    try {
      const result = await observatoryScan(front, path);
      expect(Object.entries(result.tests).filter(([, t]) => !t.pass)).toEqual([]);
      expect(result.grade).toBe('A+');
    } finally {
      await front.stop();
    }
  });
}
