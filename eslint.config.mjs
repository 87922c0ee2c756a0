import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The folder layers, as import rules. A later block replaces an earlier block's no-restricted-imports
 * for the files it matches (the options are not merged), so each block lists every pattern that
 * applies to its files. Relative imports are matched by their text ('../components/...'), which is
 * enough for the folders as they are.
 */

/** Only the embedded services' own routes, serviceFetch and the contract tests reach into web/src/embedded. */
const NO_EMBEDDED = [
  {
    regex: '^@/embedded(/|$)|^(\\.\\./)+embedded(/|$)|^\\./embedded/|(^|/)src/embedded(/|$)',
    message:
      "Only the embedded services' own routes (web/src/app/embedded), serviceFetch (web/src/services/service-fetch.ts) and the contract tests (web/src/services/contract) import web/src/embedded. Server code calls a service with serviceFetch; shared HTTP helpers are in @/lib.",
  },
];

/** The engine (rules, stores, flows) is the base the UI builds on. */
const ENGINE_LAYER = [
  {
    regex: '^@/(components|app)(/|$)|^(\\.\\./)+(components|app)(/|$)',
    message:
      'The engine does not import components or routes: they build on the engine. Move what both need into the engine or into @/lib.',
  },
  {
    regex: '^react(-[a-z-]+)?(/|$)|^@[^/]+/react(/|$)|^next(-[a-z]+)?(/|$)',
    message:
      'The engine has no React or Next.js code, so it runs the same in the browser, on the server and in tests. UI belongs in web/src/components.',
  },
];

/** The browser's clients of the services are plain HTTP code. */
const SERVICES_LAYER = [
  {
    regex: '^@/(components|app)(/|$)|^(\\.\\./)+(components|app)(/|$)',
    message:
      'Service clients do not import components or routes: the UI builds on the clients, not the other way round.',
  },
];

/** Small helpers any layer may use; they build on nothing else in web/src. */
const LIB_LAYER = [
  {
    regex: '^@/(?!lib/)',
    message:
      'web/src/lib holds small helpers that every layer may use, so it imports nothing from the rest of web/src.',
  },
];

/**
 * The local Content Lake is Sanity's HTTP API as plain Fetch-API code: it runs the same under Next,
 * behind node:http in the tests and benchmarks, and in the export script. It reads none of the
 * site's code (its runtime.ts alone reads the site's configuration) and no React or Next.js.
 */
const CONTENT_LAKE_LAYER = [
  {
    regex: '^@/|^(\\.\\./)+(\\.\\./)',
    message:
      "The local Content Lake imports nothing of the site beyond the embedded services' helpers (../sqlite, ../http): it stands for Sanity, not for the site. Only its runtime.ts reads the site's configuration.",
  },
  {
    regex: '^react(-[a-z-]+)?(/|$)|^next(-[a-z]+)?(/|$)',
    message: 'The local Content Lake is framework-free; its Next.js route is web/src/app/embedded/content-lake.',
  },
];

/** Schemas are shared by the site and the studio. */
const SCHEMAS_LAYER = [
  {
    regex: '^@/|^@paperwise/(web|studio)(/|$)|^(\\.\\./)+(web|studio)(/|$)',
    message: 'schemas/ is shared by the site and the studio, so it imports neither web/ nor studio/ code.',
  },
];

/**
 * Blocks are the page builder's material: they never import the site's routes. Their schema side
 * (schemas, rules, previews, the schema registry) is loaded by the studio and the content tooling
 * as well, so it imports nothing of the site at all.
 */
const BLOCKS_LAYER = [
  {
    regex: '^@/app(/|$)|^(\\.\\./)+app(/|$)',
    message: 'Blocks never import the site’s routes (web/src/app); pages import blocks.',
  },
];
const BLOCK_SCHEMA_LAYER = [
  {
    regex: '^@/',
    message:
      'A block’s schema side is loaded by the studio and the content tooling: it imports only sanity, @paperwise/schemas and other schema-side block files.',
  },
];

/** One lint setup for the whole repository; `npm test` runs it with --max-warnings=0. */
export default defineConfig([
  globalIgnores([
    '**/node_modules/**',
    '**/.next/**',
    // Benchmark builds and the benchmark's bare floor app: generated, git-ignored.
    'web/.next-*/**',
    '.cache/**',
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
      // Loaded by `next start` itself, outside the app bundle: it cannot import web/src/env.ts.
      'web/cache-handler.mjs',
      'studio/env.ts',
      'tools/**',
      'scripts/**',
      '**/*.config.{ts,mjs}',
      '**/tests/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx,mjs,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_EMBEDDED }] },
  },
  {
    files: ['web/src/engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...NO_EMBEDDED, ...ENGINE_LAYER] }] },
  },
  {
    files: ['web/src/services/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...NO_EMBEDDED, ...SERVICES_LAYER] }] },
  },
  {
    files: ['web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...NO_EMBEDDED, ...LIB_LAYER] }] },
  },
  {
    // The contract tests start the embedded services; serviceFetch answers a service left
    // unconfigured in-process, from the embedded runtime.
    files: [
      'web/src/services/contract/**',
      'web/src/services/service-fetch.ts',
      'web/src/services/service-fetch.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVICES_LAYER }] },
  },
  {
    // The experiment event store keeps its SQLite file and its results token in the data folder with
    // the embedded services' own two helpers (node:sqlite, secret files); nothing else of embedded/.
    files: ['web/src/experiments/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...NO_EMBEDDED[0],
              regex: '(^@/embedded|^(\\.\\./)+embedded|^\\./embedded|(^|/)src/embedded)(/(?!(sqlite|secret-file)$)|$)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/embedded/**', 'web/src/app/embedded/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/src/embedded/content-lake/**'],
    ignores: ['web/src/embedded/content-lake/runtime.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: CONTENT_LAKE_LAYER }] },
  },
  {
    files: ['web/src/blocks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...NO_EMBEDDED, ...BLOCKS_LAYER] }] },
  },
  {
    files: [
      'web/src/blocks/schema-types.ts',
      'web/src/blocks/sections-rules.ts',
      'web/src/blocks/block-preview.ts',
      'web/src/blocks/**/*.schema.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...NO_EMBEDDED, ...BLOCK_SCHEMA_LAYER] }] },
  },
  {
    files: ['schemas/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SCHEMAS_LAYER }] },
  },
  {
    // The one way into web/: the page builder's schema registry, which imports nothing of the site.
    files: ['schemas/src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...SCHEMAS_LAYER[0], regex: '^@/|^@paperwise/(web|studio)(/|$)|^(\\.\\./)+studio(/|$)' }] },
      ],
    },
  },
]);
