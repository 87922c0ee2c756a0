import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive the browser tools/run.mjs chooses (CHROMIUM_PATH: Debian's Chromium headless
 * shell, or the full Chromium without it) against the built site, started by
 * web/tests/e2e/global-setup.ts on a free loopback port and stopped afterwards.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './web/tests/e2e',
  globalSetup: './web/tests/e2e/global-setup.ts',
  // A test.only left in a spec would make CI run that test alone and pass: CI refuses it.
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    // No trace by default: recording one for every test (kept only on failure) took about a third
    // of the suite's time on a 2-core machine (2026-11-27: 350 s of test time against 251 s on the
    // same four specs). To look into a failure, run it with `npm run test:e2e -- <spec> --trace
    // retain-on-failure`; every failure still leaves its page's snapshot (error-context.md).
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
