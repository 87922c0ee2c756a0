import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The folder layers, as import rules (no-restricted-imports). docs/architecture.md is the same map
 * in prose, and web/src/lint-layers.test.ts checks every layer against it.
 *
 * A later block replaces an earlier block's no-restricted-imports for the files it matches (the
 * options are not merged), so each generated block lists every pattern that applies to its files.
 * Imports are matched by their text: '@/x/…' anywhere, '../x/…' (any depth) from inside a folder,
 * './x/…' from a module at the root of web/src. That is exact as long as no folder inside a layer
 * is named like a top-level folder the layer may not import (lint-layers.test.ts checks it).
 */

/** How an import names a module of web/src, from inside a folder and from a module at its root. */
const FROM_FOLDER = '^(?:@/|(?:\\.\\./)+)';
const FROM_ROOT = '^(?:@/|\\./)';

/** The modules at the root of web/src that configure the site (all but proxy.ts, the middleware). */
const CONFIG_MODULES = ['env', 'security-headers', 'cache-headers', 'path-guard', 'request-guard', 'trailing-slash'];

/** What each layer's name stands for, as an import path after 'web/src/'. */
const TARGETS = {
  config: `(?:${CONFIG_MODULES.join('|')})$`,
  proxy: 'proxy$',
  instrumentation: 'instrumentation$',
};
const targetOf = (name) => TARGETS[name] ?? `${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/|$)`;

/**
 * The upper layers form one stack: each may import every layer below it in this list (the lower
 * layers' allowances are written out in LAYERS). `below('engine')` is engine and everything under it.
 */
const STACK = [
  'studio-host',
  'page-render',
  'blocks',
  'sales',
  'sharing',
  'components',
  'engine',
  'services',
  'experiments',
  'legal',
  'content',
  'routing',
  'i18n',
  'config',
  'lib',
  'styles',
];
const below = (name, ...except) => STACK.slice(STACK.indexOf(name)).filter((entry) => !except.includes(entry));

/**
 * The layers of web/src, lowest first: each folder, what it holds and what it may import besides
 * itself, npm packages and @paperwise/schemas. Everything not listed is refused. An entry of
 * mayImport is a layer's name, or { name, only } (only the modules whose path after the folder
 * matches `only`), or { name, except } (all but the subfolder `except`). A folder comes with its
 * sublayers (engine with engine/flows) unless named with `except`. Imports of embedded/ and
 * testing/ are refused by NO_EMBEDDED and NO_TESTING below, with messages of their own.
 */
const LAYERS = [
  { name: 'lib', holds: 'small helpers', mayImport: [] },
  { name: 'styles', holds: 'the design tokens, base styles and fonts', mayImport: [] },
  {
    name: 'config',
    files: ['web/src/*.{ts,tsx}'],
    tests: ['web/src/*.test.{ts,tsx}'],
    holds: 'the configuration modules at the root of web/src',
    mayImport: ['lib'],
  },
  { name: 'i18n', holds: 'the languages and next-intl', mayImport: ['config', 'lib'] },
  { name: 'routing', holds: 'which addresses exist', mayImport: ['i18n', 'config', 'lib'] },
  {
    name: 'content',
    holds: 'the content: its queries, its one client (Sanity or the local Content Lake) and their types',
    mayImport: ['routing', 'i18n', 'config', 'lib', { name: 'blocks', only: '.*\\.query' }],
  },
  {
    name: 'legal',
    holds: 'the legal texts: their query, loading, addresses, fixed wording and rendered body',
    mayImport: ['content', 'routing', 'i18n', 'config', 'lib'],
  },
  {
    name: 'experiments',
    holds: 'the A/B experiments: assignment, events, their store and results',
    mayImport: ['content', 'routing', 'i18n', 'config', 'lib'],
  },
  {
    name: 'engine',
    holds: 'the sign-up engine’s rules and stores (not its flows)',
    mayImport: ['content', 'lib'],
  },
  {
    name: 'services',
    holds: 'the clients of the external services and their wire contracts',
    mayImport: [{ name: 'engine', except: 'flows' }, 'i18n', 'config', 'lib'],
  },
  {
    name: 'engine/flows',
    holds: 'the sign-up engine’s flows, which call the services',
    mayImport: ['engine', 'services', 'experiments', 'content', 'lib'],
  },
  {
    name: 'components',
    holds: 'the site’s shared UI',
    mayImport: below('engine'),
  },
  {
    name: 'sales',
    holds: 'the selling funnel: pricing, checkout, after the purchase',
    mayImport: below('components'),
  },
  {
    name: 'sharing',
    holds: 'what a shared page shows: share metadata, share subjects, the share image',
    mayImport: ['legal', 'content', 'routing', 'i18n', 'config', 'lib', 'styles'],
  },
  {
    name: 'blocks',
    holds: 'the page builder’s blocks (their site side)',
    mayImport: below('sales', 'sharing'),
  },
  {
    name: 'page-render',
    holds: 'the page composers and renderers of every kind of page',
    mayImport: below('blocks'),
  },
  {
    name: 'studio-host',
    holds: 'the built studio served at /studio/',
    mayImport: ['experiments', 'config', 'lib'],
  },
  {
    name: 'app',
    holds: 'the routes',
    mayImport: below('studio-host'),
  },
  {
    name: 'proxy',
    files: ['web/src/proxy.ts'],
    tests: ['web/src/proxy.test.ts'],
    label: 'web/src/proxy.ts',
    holds: 'the middleware',
    mayImport: ['sharing', 'experiments', 'content', 'routing', 'i18n', 'config', 'lib'],
  },
  {
    name: 'instrumentation',
    files: ['web/src/instrumentation.ts'],
    tests: ['web/src/instrumentation.test.ts'],
    label: 'web/src/instrumentation.ts',
    holds: 'what the server does once when it starts',
    mayImport: ['content', 'lib'],
  },
  {
    name: 'embedded',
    holds: 'the embedded stand-ins of the external services',
    mayImport: ['content', 'routing', 'i18n', 'config', 'lib', { name: 'services', only: '[^/]*-contract' }],
  },
  {
    name: 'testing',
    holds: 'the tests’ helpers',
    mayImport: ['experiments', 'engine', 'services', 'content', 'routing', 'i18n', 'config', 'lib'],
  },
];

/** Every name a layer may be refused, with embedded and testing, which NO_EMBEDDED and NO_TESTING cover. */
const LAYER_NAMES = LAYERS.map((layer) => layer.name).filter((name) => name !== 'embedded' && name !== 'testing');

/** How a layer's messages name its files. */
const labelOf = (layer) =>
  layer.label ??
  (layer.name === 'config' ? 'web/src/*.ts (env.ts, the headers, the path guard)' : `web/src/${layer.name}`);

/** The pattern that refuses a layer everything it may not import. */
function layerPattern(layer) {
  const rootModule = layer.name === 'config' || layer.name === 'proxy' || layer.name === 'instrumentation';
  const allowed = new Map(
    layer.mayImport.map((entry) => (typeof entry === 'string' ? [entry, null] : [entry.name, entry])),
  );
  const refused = [];
  for (const name of LAYER_NAMES) {
    // Its own modules, and its own sublayers (engine/flows in engine), which have rules of their own.
    if (name === layer.name || name.startsWith(`${layer.name}/`)) continue;
    // A sublayer comes with its folder (engine/flows with engine) unless the folder is named with `except`.
    const parent = name.includes('/') ? name.slice(0, name.indexOf('/')) : null;
    if (parent && allowed.has(parent)) continue;
    const entry = allowed.get(name);
    if (entry === null) continue;
    if (entry === undefined) refused.push(targetOf(name));
    else if (entry.only) refused.push(`${name}(?:$|/(?!(?:${entry.only})$))`);
    else if (entry.except) refused.push(`${name}/${entry.except}(?:/|$)`);
  }
  const listed = layer.mayImport
    .map((entry) =>
      typeof entry === 'string'
        ? entry
        : entry.only
          ? `${entry.name}/${entry.only.replaceAll('.*', '*').replaceAll('[^/]*', '*').replaceAll('\\', '')}`
          : `${entry.name} (not ${entry.name}/${entry.except})`,
    )
    .join(', ');
  return {
    regex: `${rootModule ? FROM_ROOT : FROM_FOLDER}(?:${refused.join('|')})`,
    message: `${labelOf(layer)}: ${layer.holds}. Of web/src it imports ${listed ? `only ${listed}` : 'nothing'} (the layers: docs/architecture.md).`,
  };
}

/** Only the embedded services' own routes, serviceFetch and the contract tests reach into web/src/embedded. */
const NO_EMBEDDED = [
  {
    regex: '^@/embedded(/|$)|^(\\.\\./)+embedded(/|$)|^\\./embedded/|(^|/)src/embedded(/|$)',
    message:
      "Only the embedded services' own routes (web/src/app/embedded), serviceFetch (web/src/services/service-fetch.ts) and the contract tests (web/src/services/contract) import web/src/embedded. Server code calls a service with serviceFetch; shared HTTP helpers are in @/lib.",
  },
];

/**
 * The experiment event store keeps its SQLite file and its results token in the data folder with
 * the embedded services' own two helpers (node:sqlite, secret files); nothing else of embedded/.
 */
const EXPERIMENTS_EMBEDDED = [
  {
    ...NO_EMBEDDED[0],
    regex: '(^@/embedded|^(\\.\\./)+embedded|^\\./embedded|(^|/)src/embedded)(/(?!(sqlite|secret-file)$)|$)',
  },
];

/**
 * The content layer reads the local Content Lake (a Sanity stand-in that imports nothing of the
 * site) and serves it on a loopback address with the embedded services' node:http adapter; nothing
 * else of embedded/, and not the lake's route runtime, which builds on the content layer.
 */
const CONTENT_EMBEDDED = [
  {
    ...NO_EMBEDDED[0],
    regex:
      '(^@/embedded|^(\\.\\./)+embedded|^\\./embedded|(^|/)src/embedded)(/(?!(node-server|content-lake/(?!runtime$)[\\w-]+)$)|$)',
    message:
      'web/src/content reads the local Content Lake (web/src/embedded/content-lake, not its runtime.ts) and serves it with web/src/embedded/node-server.ts; nothing else of web/src/embedded.',
  },
];

/** web/src/testing holds the tests' helpers: only tests import it. */
const NO_TESTING = [
  {
    regex: '^(?:@/|(?:\\.\\./)+|\\./)testing(?:/|$)',
    message: 'web/src/testing holds helpers for tests: only tests (*.test.ts, *.test.tsx) import it.',
  },
];

/** The engine runs the same in the browser, on the server and in tests. */
const ENGINE_NO_UI = [
  {
    regex: '^react(-[a-z-]+)?(/|$)|^@[^/]+/react(/|$)|^next(-[a-z]+)?(/|$)',
    message:
      'The engine has no React or Next.js code, so it runs the same in the browser, on the server and in tests. UI belongs in web/src/components.',
  },
];

/** The engine's rules and stores are what its flows build on. */
const ENGINE_NOT_FLOWS = [
  {
    regex: '^(?:@/engine/|\\./|\\.\\./)flows(?:/|$)',
    message:
      'The engine’s rules and stores do not import its flows (web/src/engine/flows): the flows build on them and on the services.',
  },
];

/** The price rules are the base of the selling funnel: checkout and purchase build on them. */
const PRICING_BASE = [
  {
    regex: '^(?:@/sales/|\\.\\./)(?:checkout|purchase)(?:/|$)',
    message:
      'web/src/sales/pricing is the base of the selling funnel: checkout and purchase import the prices, not the other way round.',
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

/**
 * A block's query (*.query.ts) is part of the content's queries (content/queries.ts reads
 * blocks/sections.query.ts): it imports other queries only, so the content layer never reaches a
 * block's UI through it.
 */
const BLOCK_QUERY = [
  {
    regex: '^@/|^\\.\\.?/(?!.*\\.query$)',
    message:
      'A block’s query (*.query.ts) is read by the content layer (content/queries.ts): it imports only other *.query.ts files and packages.',
  },
];

/** Schemas are shared by the site, the studio and the content tooling. */
const SCHEMAS_LAYER = [
  {
    regex: '^@/|^@paperwise/(web|studio)(/|$)|^(\\.\\./)+(web|studio)(/|$)',
    message: 'schemas/ is shared by the site and the studio, so it imports neither web/ nor studio/ code.',
  },
];

/** The studio builds on the schemas, not on the site. */
const STUDIO_LAYER = [
  {
    regex: '^@/|^@paperwise/web(/|$)|^(\\.\\./)+web(/|$)',
    message:
      'studio/ builds on @paperwise/schemas, not on the site: it imports no web/ code (its tests may start a local Content Lake with web/src/services/contract/content-lake-harness.ts).',
  },
];

/** The content tooling and benchmarks use the site's embedded services and experiment store only. */
const SCRIPTS_LAYER = [
  {
    regex: '^@/|(^|/)web/src/(?!embedded/|experiments/|(?:[\\w-]+/)*(?:queries|[\\w-]+[.-]query)$)',
    message:
      'scripts/ imports of the site only its embedded services (web/src/embedded), the experiment store (web/src/experiments) and its GROQ queries (queries.ts, *-query.ts, *.query.ts); the rest is reached over HTTP or through @paperwise/schemas.',
  },
];

/** Tests and the helpers only tests use; they may import web/src/testing. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-kit.ts', '**/test-support.tsx'];

/**
 * The config blocks of one layer: its modules (with NO_TESTING and its own extra rules) and its
 * tests and test helpers (without them).
 */
function layerBlocks(layer, { files, tests, embedded = NO_EMBEDDED, extra = [], mainOnly = [] } = {}) {
  const main = files ?? layer.files ?? [`web/src/${layer.name}/**`];
  const testFiles =
    tests ?? layer.tests ?? main.flatMap((glob) => TEST_FILES.map((test) => `${glob.slice(0, -3)}/${test}`));
  const shared = [layerPattern(layer), ...embedded, ...extra];
  return [
    {
      files: main,
      ignores: TEST_FILES,
      rules: { 'no-restricted-imports': ['error', { patterns: [...shared, ...NO_TESTING, ...mainOnly] }] },
    },
    { files: testFiles, rules: { 'no-restricted-imports': ['error', { patterns: shared }] } },
  ];
}

const layerNamed = (name) => LAYERS.find((layer) => layer.name === name);
const layer = (name, options) => layerBlocks(layerNamed(name), options);

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
      // Next compiles it for the edge runtime too: only the literal process.env.NEXT_RUNTIME lets
      // that build leave out its Node.js branch.
      'web/src/instrumentation.ts',
      // Loaded by `next start` itself, outside the app bundle: it cannot import web/src/env.ts.
      'web/cache-handler.mjs',
      // Run by the build script after `next build`, on the build folder it names (NEXT_DIST_DIR).
      'web/compile-hints.mjs',
      // The site's server, run by Node as it is (no bundler, no `@/` paths), and the configuration
      // check the commands run before anything else: both read the environment they are given.
      'web/server.ts',
      'web/config-check.ts',
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
    // Outside web/src (web/tests, next.config.ts, cache-handler.mjs): the embedded services only.
    files: ['web/**/*.{ts,tsx,mjs,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_EMBEDDED }] },
  },
  // web/src, folder by folder, lowest first; sublayers (engine/flows, the price rules, block
  // queries, the services that reach the embedded runtime) after their folder.
  ...layer('lib'),
  ...layer('styles'),
  ...layer('config'),
  ...layer('i18n'),
  ...layer('routing'),
  ...layer('content', { embedded: CONTENT_EMBEDDED }),
  ...layer('legal'),
  ...layer('experiments', { embedded: EXPERIMENTS_EMBEDDED }),
  ...layer('engine', { extra: ENGINE_NO_UI, mainOnly: ENGINE_NOT_FLOWS }),
  ...layer('services'),
  ...layer('engine/flows', { extra: ENGINE_NO_UI }),
  ...layer('components'),
  ...layer('sales'),
  ...layer('sales', { files: ['web/src/sales/pricing/**'], extra: PRICING_BASE }),
  ...layer('sharing'),
  ...layer('blocks'),
  {
    files: ['web/src/blocks/**/*.query.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: BLOCK_QUERY }] },
  },
  ...layer('page-render'),
  ...layer('studio-host'),
  ...layer('app'),
  ...layer('proxy'),
  ...layer('instrumentation'),
  ...layer('embedded', { embedded: [] }),
  {
    files: ['web/src/embedded/content-lake/**'],
    ignores: ['web/src/embedded/content-lake/runtime.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: CONTENT_LAKE_LAYER }] },
  },
  ...layer('testing'),
  {
    // The contract tests start the embedded services; serviceFetch answers a service left
    // unconfigured in-process, from the embedded runtime.
    files: [
      'web/src/services/contract/**',
      'web/src/services/service-fetch.ts',
      'web/src/services/service-fetch.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layerPattern(layerNamed('services'))] }],
    },
  },
  {
    // The embedded services' own routes: the runtime and the configuration only.
    files: ['web/src/app/embedded/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layerPattern({
              name: 'app',
              label: 'web/src/app/embedded',
              holds: 'the embedded services’ routes',
              mayImport: ['embedded', 'config', 'lib'],
            }),
            ...NO_TESTING,
          ],
        },
      ],
    },
  },
  {
    files: ['schemas/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SCHEMAS_LAYER }] },
  },
  {
    files: ['studio/**'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: STUDIO_LAYER }] },
  },
  {
    files: ['scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SCRIPTS_LAYER }] },
  },
]);
