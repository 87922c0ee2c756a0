import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README.md and docs/*.md name files of the repository and link to each other; both go stale when
 * files move. This test reads them and fails, listing every problem, on:
 *
 * 1. a cited repository path that does not exist. A cited path is a word inside `code` or a fenced
 *    code block that
 *    - starts with a top-level folder of the repository followed by a slash (`web/src/env.ts`,
 *      `scripts/content/`, `content/bundle.ndjson`; see TOP_LEVEL_FOLDERS), or is the bare name of
 *      one of the root's own files (ROOT_FILES: `.env.example`, `eslint.config.mjs`, …), and
 *    - is not an example or a pattern: words holding `*`, `<`, `>`, `{`, `}`, `…`, `?`, `$` or `://`
 *      (globs, placeholders such as `studio/migrations/<id>/index.ts`, URLs) are left out, and
 *    - is not generated or git-ignored (GENERATED: `web/.next`, `tools/.state/`, `studio/dist`, …).
 *    Site addresses start with a slash (`/docs/free-demo/`) and are never read as files. Other words
 *    (`hash.ts`, `app/[locale]/error.tsx`) are not checked: without a folder to read them from they
 *    name no one file. A doc that says "Paths are relative to `X`" (docs/signup-engine.md) declares
 *    that folder: there, a path with a file extension that does not start with a top-level folder
 *    (`engine/flows/start.ts`) is read under X, and a path that does may be found under either.
 * 2. a markdown link to a file (not http:, https: or mailto:) whose target does not exist, or whose
 *    `#anchor` names no heading of the target (GitHub's heading ids).
 * 3. a README longer than 300 lines: everything else belongs in docs/.
 */

const root = resolve(import.meta.dirname, '..');

/** The repository's top-level folders that docs cite paths in. */
const TOP_LEVEL_FOLDERS = ['web', 'studio', 'schemas', 'scripts', 'tools', 'content', 'docs', 'tests', '.ci'];
/** Files at the root, cited by their bare name. */
const ROOT_FILES = [
  '.env.example',
  'eslint.config.mjs',
  'playwright.config.ts',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'vitest.config.ts',
];
/** Generated or git-ignored: the docs may name them, a clone does not hold them. */
const GENERATED = [
  'web/.next',
  'web/.next-dev-test',
  'web/next-env.d.ts',
  'tools/.state',
  'tools/node_modules',
  'studio/dist',
  'studio/.sanity',
  'studio/node_modules',
  'web/node_modules',
];
/** Words that are examples, patterns, placeholders or addresses, not paths. */
const NOT_A_PATH = /[*<>{}…?$]|:\/\//;

const README_MAX_LINES = 300;

type Doc = { path: string; text: string };

function readDocs(): Doc[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs].map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The text's fenced code blocks, and the text with them blanked out (same line count). */
function splitFences(text: string): { code: string[]; prose: string } {
  const code: string[] = [];
  const lines = text.split('\n');
  let fence: string | null = null;
  let block: string[] = [];
  const prose = lines.map((line) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      block = [];
      return '';
    }
    if (fence !== null) {
      if (line.trim().startsWith(fence)) {
        fence = null;
        code.push(block.join('\n'));
      } else {
        block.push(line);
      }
      return '';
    }
    return line;
  });
  return { code, prose: prose.join('\n') };
}

/** Inline code spans (they may wrap across lines). */
function codeSpans(prose: string): string[] {
  return [...prose.matchAll(/(`+)([^`][\s\S]*?)\1(?!`)/g)].map((match) => match[2]!);
}

/** The words of code that may be paths, with the punctuation around them removed. */
function words(code: string): string[] {
  return code
    .split(/\s+/)
    .map((word) => word.replace(/^[("'`]+/, '').replace(/[)"'`,;:]+$/, ''))
    .filter((word) => word.length > 0);
}

/** The repository path a word cites, by the rule above, or null. */
function citedPath(word: string, base: string | null): { path: string; alternatives: string[] } | null {
  if (NOT_A_PATH.test(word)) return null;
  const path = word.replace(/\/+$/, '');
  if (path === '') return null;
  const first = path.split('/')[0]!;
  if (ROOT_FILES.includes(path)) return { path, alternatives: [] };
  if (TOP_LEVEL_FOLDERS.includes(first) && word.includes('/')) {
    if (GENERATED.some((generated) => path === generated || path.startsWith(`${generated}/`))) return null;
    return { path, alternatives: base ? [join(base, path)] : [] };
  }
  if (base && !word.startsWith('/') && word.includes('/') && /\.[a-z]{1,5}$/i.test(path)) {
    return { path: join(base, path), alternatives: [] };
  }
  return null;
}

/** The folder a doc declares its paths relative to ("Paths are relative to `web/src/`"), or null. */
function declaredBase(text: string): string | null {
  return /Paths are relative to `([^`]+)`/.exec(text)?.[1]?.replace(/\/+$/, '') ?? null;
}

/** Every repository path the doc cites. */
function citedPaths(text: string): Array<{ path: string; alternatives: string[] }> {
  const base = declaredBase(text);
  const { code, prose } = splitFences(text);
  const found = new Map<string, { path: string; alternatives: string[] }>();
  for (const chunk of [...code, ...codeSpans(prose)]) {
    for (const word of words(chunk)) {
      const cited = citedPath(word, base);
      if (cited) found.set(cited.path, cited);
    }
  }
  return [...found.values()];
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The ids of the doc's headings, repeated ones numbered as GitHub does (`x`, `x-1`, `x-2`). */
function anchors(text: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of splitFences(text).prose.split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const id = slug(heading);
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    ids.add(count === 0 ? id : `${id}-${count}`);
  }
  return ids;
}

/** The targets of the doc's inline markdown links, outside code. */
function linkTargets(text: string): string[] {
  const prose = splitFences(text).prose.replace(/(`+)[^`][\s\S]*?\1(?!`)/g, '');
  return [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
}

function linkProblems(doc: Doc): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(doc.text)) {
    if (/^(https?|mailto):/i.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const targetPath = file === '' ? doc.path : relative(root, resolve(root, dirname(doc.path), file));
    if (!existsSync(join(root, targetPath))) {
      problems.push(`${doc.path}: link to a missing file: ${target}`);
      continue;
    }
    if (anchor !== undefined && targetPath.endsWith('.md')) {
      const ids = anchors(readFileSync(join(root, targetPath), 'utf8'));
      if (!ids.has(anchor)) problems.push(`${doc.path}: link to a missing heading: ${target}`);
    }
  }
  return problems;
}

describe('the README and docs/', () => {
  const docs = readDocs();

  it(`keep the README at most ${README_MAX_LINES} lines`, () => {
    const readme = docs.find((doc) => doc.path === 'README.md')!;
    expect(readme.text.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('cite only paths that exist in the repository', () => {
    const missing = docs.flatMap((doc) =>
      citedPaths(doc.text)
        .filter(({ path, alternatives }) => ![path, ...alternatives].some((p) => existsSync(join(root, p))))
        .map(({ path }) => ({ doc: doc.path, path })),
    );
    expect(missing.map(({ doc, path }) => `${doc}: ${path}`)).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    expect(docs.flatMap(linkProblems)).toEqual([]);
  });
});

describe('how the docs check reads markdown', () => {
  it('reads paths from code spans and fenced blocks, from the root or a declared folder', () => {
    const text = [
      'Paths are relative to `web/src/` unless they start with a top-level folder.',
      'See `web/src/env.ts` and `engine/flows/start.ts`, (`scripts/content/`), `eslint.config.mjs`.',
      '```sh',
      'npm run test:e2e -- web/tests/e2e/search.spec.ts',
      '```',
    ].join('\n');
    expect(citedPaths(text).map(({ path }) => path)).toEqual([
      'web/tests/e2e/search.spec.ts',
      'web/src',
      'web/src/env.ts',
      'web/src/engine/flows/start.ts',
      'scripts/content',
      'eslint.config.mjs',
    ]);
  });

  it('leaves out examples, patterns, addresses, generated files and words without a folder', () => {
    const text =
      '`studio/migrations/<id>/index.ts` `web/src/blocks/*.ts` `web/messages/*.json` `/docs/free-demo/` ' +
      '`https://example.com/web/x` `tools/.state/` `web/.next` `hash.ts` `app/[locale]/error.tsx` `text/plain` ' +
      '`{SUPPORT_URL}contact/` `content:validate`';
    expect(citedPaths(text)).toEqual([]);
  });

  it('gives headings the ids GitHub gives them', () => {
    expect(slug('Content: two sources, one set of queries')).toBe('content-two-sources-one-set-of-queries');
    expect(slug('What `npm start` and `npm test` do')).toBe('what-npm-start-and-npm-test-do');
    expect(slug('Draft mode and the Presentation tool (Sanity source only)')).toBe(
      'draft-mode-and-the-presentation-tool-sanity-source-only',
    );
    expect([...anchors('# A\n\n## Notes\n\n```\n# not a heading\n```\n\n## Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('reads link targets outside code', () => {
    expect(linkTargets('[a](docs/x.md#b) `[c](d.md)` [e](https://x.y) `sections[_key=="hero"](hero)` [f](#g)')).toEqual(
      ['docs/x.md#b', 'https://x.y', '#g'],
    );
  });
});
