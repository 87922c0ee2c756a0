import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (CHROMIUM_PATH, set by tools/run.mjs) against the built
 * site, started by web/tests/e2e/global-setup.ts on a free loopback port and stopped afterwards.
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
    trace: 'retain-on-failure',
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
