/**
 * npm run content:validate [-- bundle.ndjson]: checks the bundle (default content/bundle.ndjson) with
 * the studio's validation rules and reference resolution. Exit code 1 on any error, 2 on bad input.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNdjson } from './ndjson';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// pnpm runs this in scripts/; a path given on the command line is relative to where npm was called.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
const file = arg ? resolve(callerDir, arg) : join(root, 'content', 'bundle.ndjson');
const near = relative(callerDir, file);
const shown = near && !near.startsWith('..') ? near : file;

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`content:validate: cannot read ${shown} (${(error as NodeJS.ErrnoException).code ?? error})`);
  process.exit(2);
}
try {
  // Loaded only once there is something to check: it brings the whole schema and Sanity's validator.
  const { formatReport, validateBundle } = await import('./validate-bundle');
  const report = await validateBundle(parseNdjson(text, shown));
  console.log(formatReport(shown, report));
  process.exit(report.problems.some((p) => p.level === 'error') ? 1 : 0);
} catch (error) {
  console.error(`content:validate: ${(error as Error).message}`);
  process.exit(2);
}
