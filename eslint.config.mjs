import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** One lint setup for the whole repository; `npm test` runs it with --max-warnings=0. */
export default defineConfig([
  globalIgnores([
    '**/node_modules/**',
    '**/.next/**',
    '**/dist/**',
    'studio/.sanity/**',
    'tools/node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'web/next-env.d.ts',
    'web/src/content/sanity.types.ts',
  ]),
  ...nextVitals,
  ...nextTs,
  {
    settings: { next: { rootDir: 'web/' }, react: { version: '19.2' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through web/src/env.ts (or studio/env.ts), not process.env.',
        },
      ],
    },
  },
  {
    // Configuration modules, tooling and tests are where the environment is read.
    files: [
      'web/src/env.ts',
      'web/src/security-headers.ts',
      'studio/env.ts',
      'tools/**',
      'scripts/**',
      '**/*.config.{ts,mjs}',
      '**/tests/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
]);
