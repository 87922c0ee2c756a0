/**
 * npm run content:export [-- --project <id> --dataset <name> --out <bundle>]
 * Exports the dataset's published documents with `sanity dataset export --no-assets --no-drafts`
 * and writes them as the bundle (sorted by type and id so a diff shows what changed), then checks it.
 * Without a Sanity project (no --project, SANITY_STUDIO_PROJECT_ID or SANITY_PROJECT_ID) it writes
 * back what the local studio published instead: the local Content Lake (export-local.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DEFAULT_BUNDLE,
  exportArgs,
  flag,
  readExportTarball,
  resolveTarget,
  runSanityCli,
  UsageError,
} from './dataset';
import { exportLocal } from './export-local';
import { parseNdjson, serializeNdjson } from './ndjson';
import { formatReport, validateBundle } from './validate-bundle';

async function main(argv: string[], work: string): Promise<number> {
  const target = resolveTarget(argv, process.env);
  const given = flag(argv, 'out');
  const out = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : DEFAULT_BUNDLE;
  const tarball = join(work, 'export.tar.gz');
  const status = runSanityCli(exportArgs(tarball, target), process.env);
  if (status !== 0) return status;
  const documents = parseNdjson(readExportTarball(readFileSync(tarball)), 'export').filter(
    (doc) => !doc._id.startsWith('_.') && !doc._id.startsWith('drafts.'),
  );
  writeFileSync(out, serializeNdjson(documents));
  console.log(`content:export: ${documents.length} documents written to ${out}`);
  const report = await validateBundle(documents);
  console.log(formatReport(out, report));
  return report.problems.some((p) => p.level === 'error') ? 1 : 0;
}

const argv = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), 'paperwise-export-'));
try {
  const project = flag(argv, 'project') ?? process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID;
  process.exitCode = project ? await main(argv, work) : await exportLocal(argv);
} catch (error) {
  console.error(`content:export: ${(error as Error).message}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
