import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': here('./web/src/'),
      // Server-only modules are tested directly; the guard matters only inside Next's bundler.
      'server-only': here('./tests/support/empty-module.ts'),
    },
  },
  test: {
    include: ['{web,schemas,scripts,studio}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/.next/**', 'web/tests/e2e/**'],
    environment: 'node',
    setupFiles: [here('./tests/support/vitest-setup.ts')],
    // next/link keeps or strips a path's final slash by the trailingSlash setting, which Next's
    // build writes into its client code; the site's addresses keep it (web/next.config.ts).
    env: { __NEXT_TRAILING_SLASH: 'true' },
    restoreMocks: true,
    // An it.only or describe.only left in a file fails the run on CI instead of skipping the rest
    // (vitest's own default, stated here so that it stays).
    allowOnly: !process.env.CI,
    testTimeout: 20_000,
    // One worker per core. Vitest's default leaves a core to its main process, which on a 2-core
    // machine ran the files one at a time (208 s against 133 s with two, 2026-11-27); the main
    // process mostly waits, and no test comes near half its timeout with both cores busy.
    maxWorkers: availableParallelism(),
  },
});
