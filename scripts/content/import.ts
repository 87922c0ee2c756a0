/**
 * npm run content:import [-- --project <id> --dataset <name> --file <bundle> --force]
 * Validates the bundle, then writes it into a Sanity dataset with `sanity dataset import --replace`.
 * Authentication: a token in SANITY_AUTH_TOKEN (or SANITY_IMPORT_TOKEN), or `npx sanity login` in studio/.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_BUNDLE, flag, importArgs, resolveTarget, runSanityCli, UsageError } from './dataset';
import { parseNdjson } from './ndjson';
import { formatReport, validateBundle } from './validate-bundle';

const argv = process.argv.slice(2);
try {
  const target = resolveTarget(argv, process.env);
  const given = flag(argv, 'file');
  const file = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : DEFAULT_BUNDLE;
  const report = await validateBundle(parseNdjson(readFileSync(file, 'utf8'), file));
  console.log(formatReport(file, report));
  if (report.problems.some((p) => p.level === 'error') && !argv.includes('--force')) {
    console.error('content:import: not importing a bundle with errors (fix them, or pass --force).');
    process.exit(1);
  }
  console.log(`content:import: ${file} → project ${target.projectId}, dataset ${target.dataset}`);
  process.exit(runSanityCli(importArgs(file, target), process.env));
} catch (error) {
  console.error(`content:import: ${(error as Error).message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}
