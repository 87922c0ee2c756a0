/**
 * npm test's typegen-check step: are studio/schema.json and web/src/content/sanity.types.ts what
 * `npm run typegen` would write from today's schemas and GROQ queries? It regenerates both in memory
 * (and a temporary folder), compares them with the files in the working tree and fails, saying
 * "run npm run typegen", when they differ. Nothing in the repository is written.
 *
 * It runs the same code as `npm run typegen`, only cheaper: the schema is extracted in this process
 * with Sanity's own extractSchema() over the studio's schema types, instead of booting the whole
 * studio configuration in a browser-like worker (`sanity schema extract`, most of typegen's 40 s),
 * and the types come from the same @sanity/codegen runTypegenGenerate() the CLI calls, with the
 * typegen settings of studio/sanity.cli.ts, formatted by the same prettier with the same options.
 * Both packages are resolved from the studio's `sanity`, so they are the very versions the CLI uses.
 */
import { readFileSync, realpathSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface GeneratedFile {
  /** Repository-relative path, as the message names it. */
  path: string;
  /** The file in the working tree; null when it is missing. */
  current: string | null;
  /** What typegen writes today; null when it was not regenerated (see checkTypegen). */
  fresh: string | null;
}

export interface TypegenVerdict {
  stale: string[];
  /** What the step prints: the stale files and what to do, or a one-line all-clear. */
  message: string;
}

/** The first line at which two texts differ, for a message a person can act on. */
function firstDifference(a: string, b: string): { line: number; current: string; fresh: string } | null {
  const left = a.split('\n');
  const right = b.split('\n');
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    if (left[index] !== right[index]) {
      return { line: index + 1, current: left[index] ?? '(end of file)', fresh: right[index] ?? '(end of file)' };
    }
  }
  return null;
}

/** A query's comment line can be long: show it from a little before where it differs from the other. */
function excerpt(line: string, other: string): string {
  let common = 0;
  while (common < line.length && line[common] === other[common]) common++;
  const start = Math.max(0, common - 60);
  const text = line.slice(start, start + 160).trim();
  return `${start > 0 ? '…' : ''}${text}${start + 160 < line.length ? '…' : ''}`;
}

/**
 * The verdict over the generated files. Line endings do not count (a checkout on Windows may
 * convert them); anything else does, down to formatting, because the files are committed as
 * typegen writes them.
 */
export function compareGenerated(files: ReadonlyArray<GeneratedFile>): TypegenVerdict {
  const normal = (text: string) => text.replace(/\r\n/g, '\n');
  const lines: string[] = [];
  const stale: string[] = [];
  for (const file of files) {
    if (file.fresh === null) continue;
    if (file.current === null) {
      stale.push(file.path);
      lines.push(`✗ ${file.path} is missing.`);
      continue;
    }
    const difference = firstDifference(normal(file.current), normal(file.fresh));
    if (!difference) continue;
    stale.push(file.path);
    lines.push(
      `✗ ${file.path} is out of date: from line ${difference.line} it has`,
      `    ${excerpt(difference.current, difference.fresh)}`,
      `  where typegen now writes`,
      `    ${excerpt(difference.fresh, difference.current)}`,
    );
  }
  if (!stale.length) {
    const checked = files.filter((file) => file.fresh !== null).map((file) => file.path);
    return { stale, message: `${checked.join(' and ')}: up to date with the schemas and GROQ queries.` };
  }
  lines.push(
    'A schema or a GROQ query changed since the generated types were last written: run npm run typegen ' +
      'and commit studio/schema.json and web/src/content/sanity.types.ts.',
  );
  return { stale, message: lines.join('\n') };
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const studioDir = join(root, 'studio');
const SCHEMA_JSON = join(studioDir, 'schema.json');

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** `sanity schema extract` in this process: the studio's schema types, compiled as the studio compiles them. */
async function extractSchemaJson(studioRequire: NodeJS.Require): Promise<string> {
  const { schemaTypes } = await import('@paperwise/schemas');
  const { createSchema } = (await import(studioRequire.resolve('sanity'))) as typeof import('sanity');
  const { extractSchema } = (await import(studioRequire.resolve('@sanity/schema/_internal'))) as {
    extractSchema: (schema: unknown, options: { enforceRequiredFields: boolean }) => unknown;
  };
  const schema = createSchema({ name: 'paperwise', types: schemaTypes });
  // As runSchemaExtraction writes it (npm run typegen does not pass --enforce-required-fields).
  return `${JSON.stringify(extractSchema(schema, { enforceRequiredFields: false }), null, 2)}\n`;
}

interface Codegen {
  configDefinition: unknown;
  runTypegenGenerate(options: {
    workDir: string;
    config: Record<string, unknown>;
  }): Promise<{ code: string; filesWithErrors: number }>;
}

/** `sanity typegen generate` with the settings of sanity.cli.ts, its output kept out of the repository. */
async function generateTypes(studioRequire: NodeJS.Require): Promise<{ path: string; code: string }> {
  const cliRequire = createRequire(studioRequire.resolve('@sanity/cli'));
  const codegenPath = cliRequire.resolve('@sanity/codegen');
  const codegenRequire = createRequire(codegenPath);
  const codegen = (await import(codegenPath)) as Codegen;
  const valibot = (await import(codegenRequire.resolve('valibot'))) as {
    parse: (schema: unknown, input: unknown) => Record<string, unknown>;
  };
  const cliConfig = (await import(join(studioDir, 'sanity.cli.ts'))) as {
    default: { default?: { typegen?: Record<string, unknown> }; typegen?: Record<string, unknown> };
  };
  // tsx may hand the default export over wrapped once more (CommonJS interop).
  const typegen = cliConfig.default.typegen ?? cliConfig.default.default?.typegen ?? {};
  const config = valibot.parse(codegen.configDefinition, typegen);
  const output = join(studioDir, String(config.generates));

  const scratch = mkdtempSync(join(tmpdir(), 'typegen-check-'));
  // The query files are found by a glob relative to the working directory: the CLI's is studio/.
  const cwd = process.cwd();
  process.chdir(studioDir);
  try {
    const result = await codegen.runTypegenGenerate({
      workDir: studioDir,
      config: { ...config, generates: join(scratch, 'sanity.types.ts'), formatGeneratedCode: false },
    });
    let code = result.code;
    if (config.formatGeneratedCode !== false) {
      // What the CLI's prettier formatter does, with the options that apply to the real output path.
      type Prettier = typeof import('prettier');
      const loaded = (await import(codegenRequire.resolve('prettier'))) as Prettier & { default?: Prettier };
      // The CommonJS build (what require.resolve finds) arrives as a default export.
      const prettier = loaded.default ?? loaded;
      const options = await prettier.resolveConfig(output);
      code = await prettier.format(code, { ...options, parser: 'typescript' });
    }
    return { path: output, code };
  } finally {
    process.chdir(cwd);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Regenerates and compares. When the schema itself is out of date the types are not regenerated:
 * typegen would build them from the new schema.json, which is not on disk yet, and the verdict is
 * "stale" either way.
 */
export async function checkTypegen(): Promise<TypegenVerdict> {
  const studioRequire = createRequire(realpathSync(join(studioDir, 'node_modules', 'sanity', 'package.json')));
  const schemaFile: GeneratedFile = {
    path: relative(root, SCHEMA_JSON),
    current: readOrNull(SCHEMA_JSON),
    fresh: await extractSchemaJson(studioRequire),
  };
  const schemaVerdict = compareGenerated([schemaFile]);
  if (schemaVerdict.stale.length) return schemaVerdict;
  const types = await generateTypes(studioRequire);
  return compareGenerated([
    schemaFile,
    { path: relative(root, types.path), current: readOrNull(types.path), fresh: types.code },
  ]);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  checkTypegen().then(
    (verdict) => {
      process.stdout.write(`${verdict.message} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      // Sanity's modules keep handles open; the verdict is all there is to wait for.
      process.exit(verdict.stale.length ? 1 : 0);
    },
    (error: unknown) => {
      process.stderr.write(`typegen-check could not regenerate the types: ${String(error)}\n`);
      process.exit(1);
    },
  );
}
