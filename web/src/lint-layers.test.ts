import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The folder layers are lint rules (no-restricted-imports in eslint.config.mjs). Each case lints a
 * one-line module as if it sat at the given path, with the repository's own configuration.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
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

describe('the engine', () => {
  it.each([
    ['@/components/chrome/links'],
    ['../components/feedback/ProgressBar'],
    ['@/app/[locale]/search/search-data'],
    ['react'],
    ['next/navigation'],
    ['next-intl'],
  ])('may not import %s', async (source) => {
    expect(await layerProblems('web/src/engine/flows/context.ts', source)).toEqual([
      expect.stringMatching(/The engine (does not import components|has no React)/),
    ]);
  });

  it.each([['@/lib/progress-bar'], ['@/services/http'], ['../stores/global'], ['zustand'], ['axios']])(
    'may import %s',
    async (source) => {
      expect(await layerProblems('web/src/engine/flows/context.ts', source)).toEqual([]);
    },
  );
});

describe('the local Content Lake', () => {
  it.each([['@/env'], ['@/content/embedded'], ['../../lib/http-body'], ['next/server'], ['react']])(
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
  it.each([
    ['web/src/app/api/revalidate/route.ts', '@/embedded/http'],
    ['web/src/app/api/revalidate/route.ts', '../../../embedded/http'],
    ['web/src/services/template-search.ts', '@/embedded/runtime'],
    ['web/src/proxy.ts', './embedded/runtime'],
    ['web/src/engine/payload.test.ts', '@/embedded/userbase/signup-payload'],
    ['web/src/components/chrome/links.ts', '@/embedded/webapp/html'],
    ['web/tests/e2e/search.spec.ts', '../../src/embedded/services'],
  ])('are not imported by %s (%s)', async (path, source) => {
    expect(await layerProblems(path, source)).toEqual([
      expect.stringMatching(/Only the embedded services' own routes .* import web\/src\/embedded/),
    ]);
  });

  it.each([
    ['web/src/app/embedded/userbase/[[...path]]/route.ts', '@/embedded/runtime'],
    ['web/src/embedded/services.ts', './http'],
    ['web/src/services/contract/harness.ts', '@/embedded/services'],
    ['web/src/services/service-fetch.ts', '@/embedded/runtime'],
    ['web/src/app/api/revalidate/route.ts', '@/lib/http-body'],
    ['web/src/services/template-search.ts', '@/services/service-fetch'],
    // The content bundle reader is content/embedded.ts, not the embedded services.
    ['web/src/content/fetch.ts', './embedded'],
  ])('may be reached from %s (%s)', async (path, source) => {
    expect(await layerProblems(path, source)).toEqual([]);
  });
});

describe('the schemas', () => {
  it.each([['../../../web/src/engine/payload'], ['../../../studio/env'], ['@/content/site'], ['@paperwise/web']])(
    'do not import %s',
    async (source) => {
      expect(await layerProblems('schemas/src/documents/landingPage.ts', source)).toEqual([
        expect.stringMatching(/schemas\/ is shared by the site and the studio/),
      ]);
    },
  );

  it.each([['../locales'], ['sanity']])('may import %s', async (source) => {
    expect(await layerProblems('schemas/src/documents/landingPage.ts', source)).toEqual([]);
  });
});

describe('the service clients and lib', () => {
  it('service clients do not import components', async () => {
    expect(await layerProblems('web/src/services/userbase.ts', '@/components/signup')).toEqual([
      expect.stringMatching(/Service clients do not import components/),
    ]);
    expect(await layerProblems('web/src/services/contract/harness.ts', '../../components/chrome/links')).toEqual([
      expect.stringMatching(/Service clients do not import components/),
    ]);
    expect(await layerProblems('web/src/services/userbase.ts', '@/engine/payload')).toEqual([]);
  });

  it('lib imports nothing else from web/src', async () => {
    expect(await layerProblems('web/src/lib/http-body.ts', '@/engine/log')).toEqual([
      expect.stringMatching(/web\/src\/lib holds small helpers/),
    ]);
    expect(await layerProblems('web/src/lib/http-body.ts', '@/lib/progress-bar')).toEqual([]);
  });
});
