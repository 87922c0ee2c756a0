import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The folder layers are lint rules (no-restricted-imports in eslint.config.mjs), and the map in
 * docs/architecture.md says the same in prose. Each case lints a one-line module as if it sat at
 * the given path, with the repository's own configuration.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webSrc = join(repoRoot, 'web/src');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  // The first run loads the configuration and its plugins; the cases after it are quick.
  await eslint.lintText('export {};\n', { filePath: join(repoRoot, 'web/src/engine/warm-up.ts') });
}, 60_000);

/** The layer messages for `source` imported from a module at `path` (repository-relative). */
async function layerProblems(path: string, source: string): Promise<string[]> {
  const code = `import * as imported from '${source}';\nexport const value = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/*
 * The layers, lowest first, and what each may import of web/src (besides itself, npm packages and
 * @paperwise/schemas). `config` is the modules at the root of web/src (env.ts, security-headers.ts,
 * cache-headers.ts, path-guard.ts); `proxy` is proxy.ts. Partial allowances (a block's query for
 * the content, the embedded helpers for the experiments, the services' contracts for the embedded
 * services) have their own cases below. Written out here rather than read from eslint.config.mjs,
 * so a change to either shows. The upper layers form one stack, each importing every layer after
 * it in UPPER (`from('engine')` is engine and everything under it).
 */
const UPPER = ['app', 'studio-host', 'page-render', 'blocks', 'sales', 'sharing', 'components']
  .concat(['engine', 'engine/flows', 'services', 'experiments', 'legal', 'content'])
  .concat(['routing', 'i18n', 'config', 'lib', 'styles']);
const from = (layer: string, ...except: string[]) =>
  UPPER.slice(UPPER.indexOf(layer)).filter((entry) => !except.includes(entry));

const MAY_IMPORT = {
  lib: [],
  styles: [],
  config: ['lib'],
  i18n: ['config', 'lib'],
  routing: ['i18n', 'config', 'lib'],
  content: ['routing', 'i18n', 'config', 'lib'],
  legal: ['content', 'routing', 'i18n', 'config', 'lib'],
  experiments: ['content', 'routing', 'i18n', 'config', 'lib'],
  engine: ['content', 'lib'],
  services: ['engine', 'i18n', 'config', 'lib'],
  'engine/flows': ['engine', 'services', 'experiments', 'content', 'lib'],
  components: from('engine'),
  sales: from('components'),
  sharing: ['legal', 'content', 'routing', 'i18n', 'config', 'lib', 'styles'],
  blocks: from('sales', 'sharing'),
  'page-render': from('blocks'),
  'studio-host': ['experiments', 'config', 'lib'],
  app: from('studio-host'),
  proxy: ['sharing', 'experiments', 'content', 'routing', 'i18n', 'config', 'lib'],
  instrumentation: ['content', 'lib'],
  embedded: ['content', 'routing', 'i18n', 'config', 'lib'],
  testing: ['experiments', 'engine', 'engine/flows', 'services', 'content', 'routing', 'i18n', 'config', 'lib'],
} as const satisfies Record<string, readonly string[]>;

type Layer = keyof typeof MAY_IMPORT;
const LAYERS = Object.keys(MAY_IMPORT) as Layer[];

/** A module of each layer, the importing side. */
const MODULE_OF: Record<Layer, string> = {
  lib: 'web/src/lib/http-body.ts',
  styles: 'web/src/styles/fonts.ts',
  config: 'web/src/env.ts',
  i18n: 'web/src/i18n/routing.ts',
  routing: 'web/src/routing/page-paths.ts',
  content: 'web/src/content/fetch.ts',
  legal: 'web/src/legal/load.ts',
  experiments: 'web/src/experiments/registry.ts',
  engine: 'web/src/engine/stores/landing.ts',
  services: 'web/src/services/userbase.ts',
  'engine/flows': 'web/src/engine/flows/signup.ts',
  components: 'web/src/components/chrome/Header.tsx',
  sales: 'web/src/sales/checkout/CheckoutDialog.tsx',
  sharing: 'web/src/sharing/shared-pages.ts',
  blocks: 'web/src/blocks/hero/Hero.tsx',
  'page-render': 'web/src/page-render/composed/ComposedPage.tsx',
  'studio-host': 'web/src/studio-host/runtime.ts',
  app: 'web/src/app/[locale]/search/page.tsx',
  proxy: 'web/src/proxy.ts',
  instrumentation: 'web/src/instrumentation.ts',
  embedded: 'web/src/embedded/support/service.ts',
  testing: 'web/src/testing/event-writer.ts',
};

/** A module of each layer, the imported side (its path after web/src/). */
const TARGET_OF: Record<Layer, string> = {
  lib: 'lib/log',
  styles: 'styles/breakpoints',
  config: 'env',
  i18n: 'i18n/routing',
  routing: 'routing/page-paths',
  content: 'content/site',
  legal: 'legal/copy',
  experiments: 'experiments/client',
  engine: 'engine/cookies',
  services: 'services/http',
  'engine/flows': 'engine/flows/actions',
  components: 'components/dialogs/Modal',
  sales: 'sales/pricing/money',
  sharing: 'sharing/share-metadata',
  blocks: 'blocks/Sections',
  'page-render': 'page-render/composed/ComposedPage',
  'studio-host': 'studio-host/files',
  app: 'app/[locale]/search/search-data',
  proxy: 'proxy',
  instrumentation: 'instrumentation',
  embedded: 'embedded/runtime',
  testing: 'testing/default-templates',
};

/** The same module named by a relative path from `from`, the way a neighbour would. */
function relativeImport(from: string, target: string): string {
  const path = relative(dirname(join(repoRoot, from)), join(webSrc, target)).replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Whether `layer` may import `target`: listed, or its own sublayer's parent (engine for engine/flows). */
function mayImport(layer: Layer, target: Layer): boolean {
  return (MAY_IMPORT[layer] as readonly string[]).includes(target);
}

/** One test per [file, import]: lint lets the file import it. */
function itAllows(title: string, cases: Array<[path: string, source: string]>) {
  it.each(cases)(title, async (path, source) => {
    expect(await layerProblems(path, source)).toEqual([]);
  });
}

/** One test per [file, import]: lint refuses it, with one problem that `message` matches. */
function itRefuses(title: string, message: RegExp, cases: Array<[path: string, source: string]>) {
  it.each(cases)(title, async (path, source) => {
    expect(await layerProblems(path, source)).toEqual([expect.stringMatching(message)]);
  });
}

const PAIRS = LAYERS.flatMap((layer) =>
  LAYERS.filter((target) => target !== layer).map((target) => [layer, target] as const),
);

describe('every layer imports only the layers below it', () => {
  it.each(PAIRS)('%s → %s', async (layer, target) => {
    const path = MODULE_OF[layer];
    const spellings = [`@/${TARGET_OF[target]}`, relativeImport(path, TARGET_OF[target])];
    for (const source of spellings) {
      const problems = await layerProblems(path, source);
      if (mayImport(layer, target)) expect(problems, `${path} may import ${source}`).toEqual([]);
      else expect(problems.length, `${path} may not import ${source}`).toBeGreaterThan(0);
    }
  });

  it('names the layers and docs/architecture.md in its messages', async () => {
    expect(await layerProblems('web/src/lib/http-body.ts', '@/engine/cookies')).toEqual([
      expect.stringMatching(
        /web\/src\/lib: small helpers\. Of web\/src it imports nothing \(.*docs\/architecture\.md\)/,
      ),
    ]);
    expect(await layerProblems('web/src/content/fetch.ts', '../components/chrome/links')).toEqual([
      expect.stringMatching(/web\/src\/content: .* it imports only routing, i18n, config, lib, blocks\/\*\.query/),
    ]);
  });
});

describe('the partial allowances', () => {
  it.each([
    // The content's queries read each block's query, never a block's UI.
    ['web/src/content/queries.ts', '@/blocks/sections.query', true],
    ['web/src/content/queries.ts', '../blocks/hero/hero.query', true],
    ['web/src/content/queries.ts', '@/blocks/hero/Hero', false],
    ['web/src/content/queries.ts', '@/blocks/components', false],
    // A block's query imports other queries only.
    ['web/src/blocks/hero/hero.query.ts', '../shared/cta.query', true],
    ['web/src/blocks/hero/hero.query.ts', './Hero', false],
    ['web/src/blocks/hero/hero.query.ts', '@/content/placeholders', false],
    // The experiment store keeps its files with the embedded services' SQLite and secret helpers.
    ['web/src/experiments/store/sqlite-store.ts', '@/embedded/sqlite', true],
    ['web/src/experiments/results-token.ts', '../embedded/secret-file', true],
    ['web/src/experiments/registry.ts', '@/embedded/runtime', false],
    // The embedded services share the services' wire contracts and nothing else of them.
    ['web/src/embedded/support/chat.ts', '../../services/chat-contract', true],
    ['web/src/embedded/support/chat.ts', '../../services/http', false],
    ['web/src/embedded/support/chat.ts', '../../components/chat/ChatPanel', false],
    // The service clients use the engine's rules and stores, never its flows.
    ['web/src/services/userbase.ts', '@/engine/payload', true],
    ['web/src/services/location.ts', '@/engine/flows/start-services', false],
    // The engine's rules and stores never import its flows; its test kit may.
    ['web/src/engine/destination.ts', './flows/actions', false],
    ['web/src/engine/stores/landing.ts', '../flows/context', false],
    ['web/src/engine/stores/landing.ts', '@/engine/flows/context', false],
    ['web/src/engine/test-kit.ts', './flows/context', true],
    ['web/src/engine/flows/start.ts', '../stores/global', true],
    // The prices are the base of the selling funnel.
    ['web/src/sales/checkout/types.ts', '../pricing/package-rules', true],
    ['web/src/sales/purchase/tracking.ts', '@/sales/pricing/money', true],
    ['web/src/sales/pricing/packages.ts', '../checkout/checkout-store', false],
    ['web/src/sales/pricing/money.ts', '@/sales/purchase/tracking', false],
  ] as const)('%s imports %s: %s', async (path, source, allowed) => {
    const problems = await layerProblems(path, source);
    if (allowed) expect(problems).toEqual([]);
    else expect(problems.length).toBeGreaterThan(0);
  });

  it('keeps React and Next.js out of the engine, flows included', async () => {
    for (const path of ['web/src/engine/cookies.ts', 'web/src/engine/flows/context.ts']) {
      for (const source of ['react', 'react-dom/client', 'next/navigation', 'next-intl', '@testing-library/react']) {
        expect(await layerProblems(path, source)).toEqual([
          expect.stringMatching(/The engine has no React or Next\.js/),
        ]);
      }
    }
  });
});

describe('web/src/testing', () => {
  itAllows('is imported by tests: %s (%s)', [
    ['web/src/content/landing.test.ts', '@/testing/default-templates'],
    ['web/src/experiments/store/store.test.ts', '../../testing/postgres-server'],
    ['web/src/embedded/cached-api/catalogue.test.ts', '@/testing/default-templates'],
  ]);

  itRefuses('is not imported by the site: %s (%s)', /web\/src\/testing holds helpers for tests/, [
    ['web/src/content/landing.ts', '@/testing/default-templates'],
    ['web/src/app/[locale]/page.tsx', '@/testing/default-templates'],
    ['web/src/blocks/hero/Hero.tsx', '../../testing/default-templates'],
  ]);
});

describe('the local Content Lake', () => {
  it.each([['@/env'], ['@/content/local-lake'], ['../../lib/http-body'], ['next/server'], ['react']])(
    'may not import %s',
    async (source) => {
      expect(await layerProblems('web/src/embedded/content-lake/service.ts', source)).toEqual([
        expect.stringMatching(/The local Content Lake (imports nothing|is framework-free)/),
      ]);
    },
  );

  it.each([['../sqlite'], ['../http'], ['./store'], ['groq-js'], ['mendoza'], ['@sanity/mutator']])(
    'may import %s',
    async (source) => {
      expect(await layerProblems('web/src/embedded/content-lake/service.ts', source)).toEqual([]);
    },
  );

  it('lets its runtime read the site configuration', async () => {
    expect(await layerProblems('web/src/embedded/content-lake/runtime.ts', '@/env')).toEqual([]);
  });
});

describe('the embedded services', () => {
  itRefuses('are not imported by %s (%s)', /Only the embedded services' own routes .* import web\/src\/embedded/, [
    ['web/src/app/api/revalidate/route.ts', '@/embedded/http'],
    ['web/src/app/api/revalidate/route.ts', '../../../embedded/http'],
    ['web/src/services/template-search.ts', '@/embedded/runtime'],
    ['web/src/proxy.ts', './embedded/runtime'],
    ['web/src/engine/payload.test.ts', '@/embedded/userbase/signup-payload'],
    ['web/src/components/chrome/links.ts', '@/embedded/webapp/html'],
    ['web/src/page-render/composed/ComposedPage.tsx', '@/embedded/runtime'],
    ['web/tests/e2e/search.spec.ts', '../../src/embedded/services'],
  ]);

  itAllows('may be reached from %s (%s)', [
    ['web/src/app/embedded/userbase/[[...path]]/route.ts', '@/embedded/runtime'],
    ['web/src/embedded/services.ts', './http'],
    ['web/src/services/contract/harness.ts', '@/embedded/services'],
    ['web/src/services/service-fetch.ts', '@/embedded/runtime'],
    ['web/src/app/api/revalidate/route.ts', '@/lib/http-body'],
    ['web/src/services/template-search.ts', '@/services/service-fetch'],
    // The content layer reads the local Content Lake and serves it on its loopback address.
    ['web/src/content/local-lake.ts', '@/embedded/content-lake/service'],
    ['web/src/content/local-lake.ts', '@/embedded/node-server'],
  ]);

  itRefuses(
    'the content layer reads only the local Content Lake of them: not %s (%s)',
    /web\/src\/content reads the local Content Lake/,
    [
      ['web/src/content/local-lake.ts', '@/embedded/runtime'],
      ['web/src/content/local-lake.ts', '@/embedded/content-lake/runtime'],
      ['web/src/content/fetch.ts', '../embedded/userbase/service'],
    ],
  );

  it('their routes import the runtime and the configuration only', async () => {
    const route = 'web/src/app/embedded/userbase/[[...path]]/route.ts';
    expect(await layerProblems(route, '@/env')).toEqual([]);
    expect(await layerProblems(route, '@/components/chrome/links')).toEqual([
      expect.stringMatching(/web\/src\/app\/embedded: /),
    ]);
  });
});

describe('the packages beside the site', () => {
  itRefuses('schemas/ does not import %s (%s)', /schemas\/ is shared by the site and the studio/, [
    ['schemas/src/documents/landingPage.ts', '../../../web/src/engine/payload'],
    ['schemas/src/documents/landingPage.ts', '../../../studio/env'],
    ['schemas/src/documents/landingPage.ts', '@/content/site'],
    ['schemas/src/documents/landingPage.ts', '@paperwise/web'],
    // The block registry lives in the schemas package now: its index no longer reaches into web/.
    ['schemas/src/index.ts', '../../web/src/blocks/Sections'],
    ['schemas/src/blocks/hero/hero.schema.ts', '@/blocks/hero/Hero'],
  ]);

  itAllows('schemas/ may import %s (%s)', [
    ['schemas/src/documents/landingPage.ts', '../locales'],
    ['schemas/src/documents/landingPage.ts', 'sanity'],
    ['schemas/src/index.ts', './blocks/schema-types'],
    ['schemas/src/blocks/hero/hero.schema.ts', '../../fields/factories'],
  ]);

  it('the studio builds on the schemas, not on the site (its tests may read the bundle)', async () => {
    expect(await layerProblems('studio/structure.ts', '../web/src/content/site')).toEqual([
      expect.stringMatching(/studio\/ builds on @paperwise\/schemas/),
    ]);
    expect(await layerProblems('studio/structure.ts', '@paperwise/schemas')).toEqual([]);
    expect(
      await layerProblems('studio/desk/landing-groups.test.ts', '../../web/src/services/contract/content-lake-harness'),
    ).toEqual([]);
  });

  it('the scripts use the embedded services and the experiment store of the site, nothing else', async () => {
    expect(await layerProblems('scripts/bench/signup.ts', '../../web/src/embedded/services')).toEqual([]);
    expect(await layerProblems('scripts/experiments/seed.ts', '../../web/src/experiments/store/open')).toEqual([]);
    expect(await layerProblems('scripts/bench/signup.ts', '../../web/src/engine/payload')).toEqual([
      expect.stringMatching(/scripts\/ imports of the site only/),
    ]);
  });
});

describe('the map', () => {
  const folders = readdirSync(webSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('gives every folder of web/src a layer, and every module at its root', () => {
    for (const folder of folders) expect(LAYERS, `web/src/${folder}/ has no layer`).toContain(folder);
    const rootModules = readdirSync(webSrc, { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => entry.name);
    expect(rootModules.sort()).toEqual([
      'cache-headers.ts',
      'client-address.ts',
      'env.ts',
      'instrumentation.ts',
      'path-guard.ts',
      'proxy.ts',
      'rate-limits.ts',
      'request-guard.ts',
      'security-headers.ts',
      'trailing-slash.ts',
    ]);
  });

  it('names no folder inside a layer like a top-level folder it may not import (imports are matched by their text)', () => {
    const clashes: string[] = [];
    const walk = (layer: Layer, dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        const path = join(dir, entry.name);
        const name = entry.name as Layer;
        // page-render/legal/ next to legal/ is harmless: page-render may import legal/ anyway.
        if (folders.includes(name) && !mayImport(layer, name)) clashes.push(relative(webSrc, path));
        walk(layer, path);
      }
    };
    for (const folder of folders) walk(folder as Layer, join(webSrc, folder));
    // app/embedded holds the embedded services' routes, which have rules of their own (see above).
    expect(clashes).toEqual(['app/embedded']);
  });

  it('is the one docs/architecture.md draws', () => {
    const map = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
    const rows = map
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const nameOf = (token: string) =>
      token === 'env.ts'
        ? 'config'
        : token === 'proxy.ts' || token === 'instrumentation.ts'
          ? token.slice(0, -3)
          : token.replace(/\/$/, '');
    const documented: Record<string, string[]> = {};
    for (const [, folder = '', , imports = ''] of rows) {
      const layer = nameOf(/`([^`]+)`/.exec(folder)![1]!);
      if (!(LAYERS as string[]).includes(layer)) continue;
      // Whole layers only: partial allowances (`blocks/*.query.ts`) have their cases above, and a
      // layer named after "not" is refused.
      const named = [...imports.matchAll(/(not )?`([^`]+)`/g)]
        .filter(([, not, token]) => !not && (token!.endsWith('/') || token === 'env.ts'))
        .map(([, , token]) => nameOf(token!));
      // A folder comes with its sublayers (engine/ with engine/flows/) unless it says otherwise.
      const refusedFlows = /not `engine\/flows\/`/.test(imports);
      if (named.includes('engine') && !refusedFlows && layer !== 'engine/flows') named.push('engine/flows');
      documented[layer] = [...new Set(named)].sort();
    }
    const expected = Object.fromEntries(LAYERS.map((layer) => [layer, [...MAY_IMPORT[layer]].sort()]));
    expect(documented).toEqual(expected);
  });
});
